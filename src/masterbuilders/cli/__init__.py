"""The `masterbuilders` command line (typer + rich)."""
