"""The game server: FastAPI over HTTP and WebSocket, event-sourced storage, bots as seats."""
