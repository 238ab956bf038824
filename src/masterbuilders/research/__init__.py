"""The research layer's core, above the engine and beside the agents: the fixed integer
enumeration of actions and the observation layout (`encoding`), and an episode of a game seen by
one learning seat (`episode`). Both are compiled with the engine (setup.py) and import nothing
beyond it; the adapters that need NumPy, Gymnasium, PettingZoo or OpenSpiel live in
`masterbuilders.interop` (the `research` extra). A game's codec and compiled observation writer
build on `encoding`."""
