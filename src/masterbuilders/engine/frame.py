"""A pending decision of a game that keeps its decisions on a stack (both games do): what kind of
decision it is, who takes it (a seat, or CHANCE) and one number the kind gives its meaning to."""

from __future__ import annotations

from typing import Final


class Frame:
    """Immutable once made (frames are shared between a state and its clones). A plain class, not
    a tuple: compiled, its fields are read without a lookup (the fast path reads one per step)."""

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: int, seat: int, data: int) -> None:
        self.kind: Final = kind
        self.seat: Final = seat
        self.data: Final = data

    def __reduce__(self) -> tuple[type[Frame], tuple[int, int, int]]:
        """Pickle and copy by value."""
        return (Frame, (self.kind, self.seat, self.data))

    def __repr__(self) -> str:
        return f"Frame(kind={self.kind}, seat={self.seat}, data={self.data})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Frame)
            and self.kind == other.kind
            and self.seat == other.seat
            and self.data == other.data
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, self.data))
