# Every target sets up its own virtual environment, so the README's commands work on a fresh machine.
# `make serve` installs only what serving and compiling need (the core and the `server` and
# `compile` extras: a compiled module imports nothing else, tests/test_install.py); `make test` and
# `make venv` install everything (all extras and the test tools). Releases: constraints.txt.
# (Byte-compiled as pip installs it: --no-compile halves the install, but where
# PYTHONDONTWRITEBYTECODE is set, as on these machines, every process then compiles every module
# it imports, every time: four test processes importing torch, Ray, SciPy and FastAPI took 29 CPU
# seconds instead of 13.)
# Both also compile the engine, the games and the search with mypyc (setup.py; gcc, about a minute),
# rebuilt whenever their source changes; MASTERBUILDERS_PURE=1 runs the pure-Python source instead.
# `.ci/run` runs `make serve` on a fresh clone of its own (tools/fresh_serve.py).
PYTHON ?= python3
# the port `make serve` listens on (127.0.0.1)
PORT ?= 8000
VENV ?= .venv
BIN := $(VENV)/bin
SERVE_STAMP := $(VENV)/.installed-serve
ALL_STAMP := $(VENV)/.installed-all
NATIVE_STAMP := $(VENV)/.compiled
NATIVE_SOURCES := setup.py $(wildcard src/masterbuilders/engine/*.py src/masterbuilders/research/*.py src/masterbuilders/pillars/*.py \
	src/masterbuilders/builders/*.py src/masterbuilders/ai/*.py src/masterbuilders/analysis/winprob.py)
PIP := $(BIN)/pip install --quiet -c constraints.txt
LINTED := src tests benchmarks examples tools
# pytest-xdist: tests in parallel processes; tests that share a server, a browser or a module's
# fixture carry one xdist_group and run in one process (--dist loadgroup). The server, browser and
# terminal tests mostly wait: four processes keep this machine's two cores busy (three left
# them a third idle: BENCHMARKS.md, "The test suite and the fresh machine").
JOBS ?= 4
PYTEST_PARALLEL := -n $(JOBS) --dist loadgroup
# more options for the compiled suite alone, e.g. `make test PYTEST_ARGS=--record-durations`
# (tests/durations.json, which orders the parallel run)
PYTEST_ARGS ?=

.PHONY: venv serve cluster test test-fast lint typecheck simulate bench dist clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(SERVE_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[server,compile]'
	touch $(SERVE_STAMP)

$(ALL_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP) -e '.[dev,server,arena,research,ray,train,compile]'
	touch $(ALL_STAMP) $(SERVE_STAMP)

# the compiled build: C extensions beside the source (src/), with the record of what they were made of
$(NATIVE_STAMP): $(NATIVE_SOURCES) | $(SERVE_STAMP)
	MASTERBUILDERS_MYPYC=1 $(BIN)/python setup.py --quiet build_ext --inplace
	touch $(NATIVE_STAMP)

venv: $(ALL_STAMP) $(NATIVE_STAMP)

serve: $(SERVE_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders serve --port $(PORT)

# three instances on PostgreSQL (127.0.0.1:5432, database test) behind Debian's nginx on port 8080
cluster: $(SERVE_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders cluster --database-url postgresql://postgres@127.0.0.1:5432/test --instances 3 --port 8080

# the whole suite on the compiled build; beside it mypy, and the generic contract checks, the
# golden transcripts and the hidden-information checks on the pure-Python source, whose reports
# follow the suite's (MASTERBUILDERS_EXPECT_BUILD: tests/test_build.py fails if another build
# runs). The compile needs only the serve install (the core, `server`, `compile`: 14 s on a fresh
# machine), so it starts at once, and the rest of the install (the test tools, the research, the
# training: about a minute) goes on beside it; its mypyc part keeps one core only. The pure-Python
# part needs no compiled build, so it starts once the install is done, beside the compile; mypy,
# which reads the cache the compile leaves, and the suite start once the build is made. Both
# installs take their releases from constraints.txt, so the second changes nothing the compile
# reads. The 2,100 random games per game with every conservation law checked run on the
# compiled build only: the same source, and the golden transcripts show both builds play
# identical games.
PURE_TESTS := tests/test_build.py tests/engine/test_generic.py tests/golden tests/builders/test_hidden_worker.py
LOGS := $(VENV)/compile.log $(VENV)/compile.rc $(VENV)/mypy.log $(VENV)/mypy.rc $(VENV)/pure.log $(VENV)/pure.rc
test: $(SERVE_STAMP)
	@rm -f $(LOGS)
	($(MAKE) --no-print-directory $(NATIVE_STAMP) > $(VENV)/compile.log 2>&1; echo $$? > $(VENV)/compile.rc) & \
	compile=$$!; \
	{ $(MAKE) --no-print-directory $(ALL_STAMP) && $(BIN)/ruff check $(LINTED) \
		&& $(BIN)/ruff format --check $(LINTED); } || { wait; exit 1; }; \
	(MASTERBUILDERS_PURE=1 MASTERBUILDERS_EXPECT_BUILD=pure $(BIN)/pytest -n 2 --dist loadgroup \
		-p no:cacheprovider -q -k "not many_random_games" $(PURE_TESTS) > $(VENV)/pure.log 2>&1; echo $$? > $(VENV)/pure.rc) & \
	wait $$compile; \
	echo "--- the compile (beside the install)"; grep -v ': warning: ' $(VENV)/compile.log; \
	[ "$$(cat $(VENV)/compile.rc)" = 0 ] || { wait; exit 1; }; \
	($(BIN)/mypy > $(VENV)/mypy.log 2>&1; echo $$? > $(VENV)/mypy.rc) & \
	MASTERBUILDERS_EXPECT_BUILD=compiled $(BIN)/pytest $(PYTEST_PARALLEL) --durations=20 $(PYTEST_ARGS); \
	compiled=$$?; wait; \
	echo "--- mypy (beside the suite)"; cat $(VENV)/mypy.log; \
	echo "--- on the pure-Python source (beside the compile and the suite): $(PURE_TESTS)"; cat $(VENV)/pure.log; \
	[ $$compiled = 0 ] && [ "$$(cat $(VENV)/mypy.rc)" = 0 ] && [ "$$(cat $(VENV)/pure.rc)" = 0 ]

# the quick part (not the tests marked slow) in 2 processes; --dist loadgroup hands tests out one
# at a time (plain --dist load sends consecutive chunks: the longest-first order then put every
# long test in one process while the other idled, 65 s instead of 46 s)
test-fast: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/pytest -n 2 --dist loadgroup -m "not slow" -q

lint: $(ALL_STAMP)
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)

typecheck: $(ALL_STAMP)
	$(BIN)/mypy

simulate: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/masterbuilders simulate pillars --players 4 --games 100 --seed 1

bench: $(ALL_STAMP) $(NATIVE_STAMP)
	$(BIN)/python benchmarks/engine_speed.py

# what pip installs: an sdist, a pure wheel and a compiled wheel for this platform (tools/dist.py)
dist: $(ALL_STAMP) $(NATIVE_STAMP)
	rm -rf dist
	$(BIN)/python tools/dist.py --out dist

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build src/masterbuilders_native__mypyc*.so
	find src/masterbuilders -name '*.so' -delete
	rm -f src/masterbuilders/native-build.json
