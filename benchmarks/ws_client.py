"""A small WebSocket client for the load generator (RFC 6455 over asyncio.Protocol).

Every text message the server sends is handed to one callback as bytes, from the protocol's
`data_received`: no task, queue or await per message. The `websockets` library does far more (its
own task per connection, a queue per message, a frame assembler): driving 400 seats with it cost
the load generator about half a core, which shares the machine's two cores with the server it
measures and adds its own queueing to every latency it reports (BENCHMARKS.md "Server load").

Client frames are masked with a fresh random key (RFC 6455 §5.3); fragmented messages are joined;
pings are answered; a close frame is answered and ends the connection.
"""

from __future__ import annotations

import asyncio
import base64
import os
import random
import struct
from collections.abc import Callable
from typing import cast
from urllib.parse import urlsplit

OnText = Callable[["LeanWebSocket", bytes], None]


class LeanWebSocket(asyncio.Protocol):
    def __init__(self, on_text: OnText) -> None:
        loop = asyncio.get_running_loop()
        self.on_text = on_text
        self.buf = bytearray()
        self.fragments = bytearray()
        self.is_open = False
        self.opened: asyncio.Future[None] = loop.create_future()
        self.closed: asyncio.Future[None] = loop.create_future()
        self.transport: asyncio.Transport | None = None
        self.masks = random.Random(os.urandom(16))

    @classmethod
    async def connect(cls, url: str, on_text: OnText) -> LeanWebSocket:
        """Open the TCP connection, do the opening handshake, return once the server accepted."""
        parts = urlsplit(url)
        loop = asyncio.get_running_loop()
        host, port = parts.hostname or "127.0.0.1", parts.port or 80
        _, proto = await loop.create_connection(lambda: cls(on_text), host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        target = parts.path + ("?" + parts.query if parts.query else "")
        request = (
            f"GET {target} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        assert proto.transport is not None
        proto.transport.write(request.encode())
        await proto.opened
        return proto

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass

    def connection_lost(self, exc: Exception | None) -> None:
        self.is_open = False
        if not self.opened.done():
            self.opened.set_exception(ConnectionError("connection closed during the handshake"))
        if not self.closed.done():
            self.closed.set_result(None)

    def data_received(self, data: bytes) -> None:
        buf = self.buf
        buf += data
        if not self.is_open and not self._handshake():
            return
        while len(buf) >= 2:
            first, second = buf[0], buf[1]
            size = second & 0x7F
            head = 2
            if size == 126:
                if len(buf) < 4:
                    return
                size = struct.unpack_from("!H", buf, 2)[0]
                head = 4
            elif size == 127:
                if len(buf) < 10:
                    return
                size = struct.unpack_from("!Q", buf, 2)[0]
                head = 10
            if second & 0x80:
                raise ConnectionError("a server must not mask its frames (RFC 6455 §5.1)")
            if len(buf) < head + size:
                return
            payload = bytes(buf[head : head + size])
            del buf[: head + size]
            opcode = first & 0x0F
            if opcode in (0x0, 0x1):  # continuation, text
                if first & 0x80 and not self.fragments:
                    self.on_text(self, payload)
                else:
                    self.fragments += payload
                    if first & 0x80:
                        message = bytes(self.fragments)
                        self.fragments.clear()
                        self.on_text(self, message)
            elif opcode == 0x9:  # ping
                self._frame(0xA, payload)
            elif opcode == 0x8:  # close: answer it and end
                self._frame(0x8, payload[:2])
                self._drop()
                return

    def _handshake(self) -> bool:
        end = self.buf.find(b"\r\n\r\n")
        if end < 0:
            return False
        status = bytes(self.buf[: self.buf.find(b"\r\n")])
        if status.split(b" ", 2)[1:2] != [b"101"]:
            self.opened.set_exception(ConnectionError(status.decode(errors="replace")))
            self._drop()
            return False
        del self.buf[: end + 4]
        self.is_open = True
        self.opened.set_result(None)
        return True

    def send_text(self, text: bytes) -> None:
        """One text frame (the caller gives UTF-8 bytes)."""
        self._frame(0x1, text)

    def close(self) -> None:
        """Send a normal close frame and drop the connection."""
        if self.transport is not None and not self.transport.is_closing():
            self._frame(0x8, struct.pack("!H", 1000))
            self._drop()

    def _drop(self) -> None:
        self.is_open = False
        if self.transport is not None:
            self.transport.close()

    def _frame(self, opcode: int, payload: bytes) -> None:
        if self.transport is None or self.transport.is_closing():
            return
        n = len(payload)
        if n < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 65536:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        mask = self.masks.getrandbits(32).to_bytes(4, "big")
        if n:
            key = int.from_bytes((mask * (n // 4 + 1))[:n], "big")
            payload = (int.from_bytes(payload, "big") ^ key).to_bytes(n, "big")
        self.transport.write(head + mask + payload)
