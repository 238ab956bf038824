# Every target sets up its own virtual environment, so the README's commands work on a fresh machine.
# `make serve` installs only what serving needs (the core and the `server` extra); `make test` and
# `make venv` install everything (all extras and the test tools). Releases: constraints.txt.
# Both also compile the engine, the games and the search with mypyc (setup.py; gcc, about a minute),
# rebuilt whenever their source changes; MASTERBUILDERS_PURE=1 runs the pure-Python source instead.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
SERVE_STAMP := $(VENV)/.installed-serve
ALL_STAMP := $(VENV)/.installed-all
NATIVE_STAMP := $(VENV)/.compiled
NATIVE_SOURCES := setup.py $(wildcard src/masterbuilders/engine/*.py src/masterbuilders/pillars/*.py \
	src/masterbuilders/builders/*.py src/masterbuilders/ai/*.py)
PIP := $(BIN)/pip install --quiet -c constraints.txt

.PHONY: venv serve cluster test test-fast lint typecheck simulate bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(SERVE_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[server,compile]'
	touch $(SERVE_STAMP)

$(ALL_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[dev,server,arena,research,ray,compile]'
	touch $(ALL_STAMP) $(SERVE_STAMP)

# the compiled build: C extensions beside the source (src/), with the record of what they were made of
$(NATIVE_STAMP): $(NATIVE_SOURCES) | $(SERVE_STAMP)
	MASTERBUILDERS_MYPYC=1 $(BIN)/python setup.py --quiet build_ext --inplace
	touch $(NATIVE_STAMP)

venv: $(ALL_STAMP) $(NATIVE_STAMP)

serve: $(SERVE_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders serve

# three instances on PostgreSQL (127.0.0.1:5432, database test) behind Debian's nginx on port 8080
cluster: $(SERVE_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders cluster --database-url postgresql://postgres@127.0.0.1:5432/test --instances 3 --port 8080

# the whole suite on the compiled build, then the generic contract checks and the golden transcripts
# on the pure-Python source (MASTERBUILDERS_EXPECT_BUILD: tests/test_build.py fails if another runs)
test: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples
	$(BIN)/mypy
	MASTERBUILDERS_EXPECT_BUILD=compiled $(BIN)/pytest
	MASTERBUILDERS_PURE=1 MASTERBUILDERS_EXPECT_BUILD=pure $(BIN)/pytest -q tests/test_build.py \
		tests/engine/test_generic.py tests/golden

test-fast: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/pytest -m "not slow" -q

lint: $(ALL_STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples

typecheck: $(ALL_STAMP)
	$(BIN)/mypy

simulate: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders simulate pillars --players 4 --games 100 --seed 1

bench: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build src/masterbuilders_native__mypyc*.so
	find src/masterbuilders -name '*.so' -delete
	rm -f src/masterbuilders/native-build.json
