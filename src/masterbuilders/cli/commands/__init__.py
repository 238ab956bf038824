"""The commands of `masterbuilders`, one module per group (issue 55): each registers its commands
on the app of cli/app.py when imported; cli/main.py imports them all, in the order the help lists
them. A command's body parses and checks its options, calls the module that does the work (cli/
play.py, simulate.py, tournament.py, ladder.py, reviewing.py, or a layer below) and prints."""
