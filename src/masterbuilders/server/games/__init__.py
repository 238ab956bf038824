"""The server's game service by job (issue 55): `server/manager.py`'s `Manager` is the façade the
routes call; each job it delegates to is a module here, which takes what it needs explicitly (the
store, the clock, the bots, the settings, the games in play, callbacks for another job's work)
rather than the whole manager. Their effects go through the ports of server/ports.py.

- `creation`: a new game's seats, clock profile and row, within the server's limits; the bot
  levels a seat may have and the agent that plays each.
- `play`: a person's action, an undo, a seat handed to a bot or an account; the one way a step is
  committed (stored, then applied).
- `finishing`: a game over: its result and ratings written, its review begun.
- `rematch`: the game a finished game's seats play next.
- `automatic`: chance draws, bots' moves and clocks that ran out, until a person must decide.
- `supervisor`: no game stays stuck; idle games abandoned, orphaned games taken over.
- `cache`: the games in memory, restored at start-up or loaded when first asked for.
- `holding`: the games this instance holds (server/ownership.py), and those it lost.
- `hints`: a seat's hints, within its share.
- `health`: what an operator sees at a glance, typed.
- `database`: a failure of the database said as one (503), and what such a failure is.
- `background`: work started and not waited for, kept until it ends.

Restore, reviews and turn mails moved out in issue 54 (server/restore.py, server/reviews.py,
server/mail.py and server/outbox.py)."""
