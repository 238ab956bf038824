"""The shared action value: text and JSON forms round-trip; bad input gives a clear ParseError."""

import pytest

from masterbuilders.engine import Action, ParseError, parse_action


@pytest.mark.parametrize(
    "action",
    [
        Action("pass"),
        Action("buy", "wood", 2),
        Action("place", "kingsbridge-1"),
        Action("tax", "", 4),
    ],
)
def test_text_and_json_forms_round_trip(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert Action.from_json(action.to_json()) == action
    assert Action.from_json(str(action)) == action


def test_actions_are_hashable_and_frozen() -> None:
    assert len({Action("buy", "wood", 2), Action("buy", "wood", 2), Action("sell", "wood", 2)}) == 2
    with pytest.raises(AttributeError):
        Action("pass").kind = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty action"),
        ("buy wood two", "cannot read"),
        ("buy wood 2 3", "cannot read"),
        ("x" * 300, "short line"),
    ],
)
def test_parse_errors_are_clear(text: str, fragment: str) -> None:
    with pytest.raises(ParseError, match=fragment):
        parse_action(text)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (42, "must be an object"),
        ({"kind": "buy", "extra": 1}, "unknown action field"),
        ({"kind": "BUY!"}, "lower-case"),
        ({"kind": "buy", "count": -1}, "integer between"),
        ({"kind": "buy", "count": True}, "integer between"),
    ],
)
def test_json_errors_are_clear(data: object, fragment: str) -> None:
    with pytest.raises(ParseError, match=fragment):
        Action.from_json(data)


def test_actions_pickle_by_value_so_hashes_are_recomputed() -> None:
    """An action sent to another process must hash like the same action made there."""
    import pickle
    import subprocess
    import sys

    data = pickle.dumps(Action("buy", "wood", 2))
    code = (
        "import pickle,sys; from masterbuilders.engine import Action;"
        "a=pickle.loads(sys.stdin.buffer.read()); print(a in {Action('buy','wood',2)})"
    )
    out = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True, check=True)
    assert out.stdout.strip() == b"True"
