# Every target sets up its own virtual environment, so the README's commands work on a fresh machine.
# `make serve` installs only what serving needs (the core and the `server` extra); `make test` and
# `make venv` install everything (all extras and the test tools). Releases: constraints.txt.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
SERVE_STAMP := $(VENV)/.installed-serve
ALL_STAMP := $(VENV)/.installed-all
PIP := $(BIN)/pip install --quiet -c constraints.txt

.PHONY: venv serve cluster test test-fast lint typecheck simulate bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(SERVE_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[server]'
	touch $(SERVE_STAMP)

$(ALL_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[dev,server,arena,research,ray]'
	touch $(ALL_STAMP) $(SERVE_STAMP)

venv: $(ALL_STAMP)

serve: $(SERVE_STAMP)
	$(BIN)/masterbuilders serve

# three instances on PostgreSQL (127.0.0.1:5432, database test) behind Debian's nginx on port 8080
cluster: $(SERVE_STAMP)
	$(BIN)/masterbuilders cluster --database-url postgresql://postgres@127.0.0.1:5432/test --instances 3 --port 8080

test: $(ALL_STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples
	$(BIN)/mypy
	$(BIN)/pytest

test-fast: $(ALL_STAMP)
	$(BIN)/pytest -m "not slow" -q

lint: $(ALL_STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples

typecheck: $(ALL_STAMP)
	$(BIN)/mypy

simulate: $(ALL_STAMP)
	$(BIN)/masterbuilders simulate pillars --players 4 --games 100 --seed 1

bench: $(ALL_STAMP)
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
