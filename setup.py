"""Builds the package; with MASTERBUILDERS_MYPYC=1 it also compiles the rules engine, both games and
the search with mypyc (the same source, checked by mypy --strict, turned into C extensions) and
records what it compiled (masterbuilders.BUILD_RECORD), so a changed source is never run stale.

With MASTERBUILDERS_MYPYC=built it compiles nothing: a compiled wheel is made of the build that
`make` compiled in place (src/), which must be current (its record matches every source; refused
otherwise). The products are the same files mypyc made of the same sources, so the suite's wheel
test and `make dist` need not compile everything a second time (tools/dist.py)."""

import hashlib
import json
import os
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SRC = Path("src/masterbuilders")
COMPILED = ["engine", "research", "pillars", "builders"]
"""Packages whose every module is compiled, except the ones below."""
ALSO = ["ai/agents.py", "ai/mcts.py", "ai/values.py", "analysis/winprob.py"]
PURE = {"__init__.py", "codec.py", "errors.py"}
"""Package entry points stay Python (the choice of build happens on import), and so do the numpy
codecs of the research adapters and the engine's exceptions (compiled, an exception class loses
its class attributes: the `code` the server answers with)."""
RECORD = "native-build.json"
"""masterbuilders.BUILD_RECORD"""


def compiled_sources() -> list[Path]:
    files = [f for pkg in COMPILED for f in sorted((SRC / pkg).glob("*.py")) if f.name not in PURE]
    return files + [SRC / name for name in ALSO]


def digests() -> dict[str, str]:
    return {
        str(f.relative_to(SRC)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in compiled_sources()
    }


def build_and_record(compiled: dict[str, str]) -> type[build_ext]:
    """build_ext, then `compiled` (the sources' digests as mypyc read them, taken before it
    did: a source edited while the C compiler runs is recorded as it was compiled, so the
    build is stale at once) next to the built package."""

    class BuildAndRecord(build_ext):
        def build_extension(self, ext: Extension) -> None:
            """mypyc writes one C file per module (multi_file): gcc compiles them side by side,
            one process per core, where setuptools would compile them one after another."""
            compile_one = self.compiler.compile

            def compile_all(sources: list[str], output_dir: str | None = None, **kw):  # type: ignore[no-untyped-def]
                if len(sources) < 2:
                    return compile_one(sources, output_dir=output_dir, **kw)
                for obj in self.compiler.object_filenames(sources, output_dir=output_dir or ""):
                    Path(obj).parent.mkdir(parents=True, exist_ok=True)
                big_first = sorted(sources, key=lambda s: -os.path.getsize(s))
                with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                    done = dict(zip(big_first, pool.map(
                        lambda s: compile_one([s], output_dir=output_dir, **kw), big_first
                    ), strict=True))  # fmt: skip
                return [obj for source in sources for obj in done[source]]

            self.compiler.compile = compile_all  # type: ignore[method-assign]
            try:
                super().build_extension(ext)
            finally:
                self.compiler.compile = compile_one  # type: ignore[method-assign]

        def run(self) -> None:
            super().run()
            if not self.extensions:  # a plain install compiles nothing and records nothing
                return
            package = Path(self.get_ext_fullpath("masterbuilders.engine.state")).parent.parent
            built = {package / name for name in compiled}
            for ext in package.rglob("*.so"):  # modules an earlier build compiled, this one not
                if ext.with_name(ext.name.split(".", 1)[0] + ".py") not in built:
                    ext.unlink()
            record = json.dumps(compiled, indent=1, sort_keys=True)
            (package / RECORD).write_text(record + "\n")

    return BuildAndRecord


def built_in_place() -> tuple[list[Extension], type[build_ext]]:
    """The extensions of the in-place build (src/), each copied where build_ext would have
    compiled it, and its record beside them; refused unless the record matches every source and
    names exactly the modules built."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    record = SRC / RECORD
    if not record.is_file() or json.loads(record.read_text()) != digests():
        raise SystemExit(
            "MASTERBUILDERS_MYPYC=built: the in-place build is missing or stale (make venv)"
        )
    built = sorted(SRC.parent.glob("*" + suffix)) + sorted(SRC.rglob("*" + suffix))
    names = {str(p.relative_to(SRC.parent))[: -len(suffix)].replace("/", "."): p for p in built}
    wanted = {"masterbuilders." + str(f.relative_to(SRC))[:-3].replace("/", ".") for f in
              compiled_sources()}  # fmt: skip
    if not wanted <= set(names) or len(names) != len(wanted) + 1:  # + the group's library
        raise SystemExit(f"MASTERBUILDERS_MYPYC=built: the in-place build is not {sorted(wanted)}")

    class CopyBuilt(build_ext):
        def build_extension(self, ext: Extension) -> None:
            target = Path(self.get_ext_fullpath(ext.name))
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(names[ext.name], target)

        def run(self) -> None:
            super().run()
            package = Path(self.get_ext_fullpath("masterbuilders.engine.state")).parent.parent
            copied = {Path(self.get_ext_fullpath(name)) for name in names}
            for ext in package.rglob("*" + suffix):  # left in build/ by an earlier build
                if ext not in copied:
                    ext.unlink()
            shutil.copy2(record, package / RECORD)

    return [Extension(name, sources=[]) for name in sorted(names)], CopyBuilt


ext_modules = []
compiled: dict[str, str] = {}
command: type[build_ext] = build_ext
if os.environ.get("MASTERBUILDERS_MYPYC") == "1":
    from mypyc.build import mypycify

    sources = [str(f) for f in compiled_sources()]
    compiled = digests()
    # multi_file: a C file per module, compiled in parallel (BuildAndRecord): on 2 cores a fresh
    # build's gcc part takes about half as long as one 22 MB file (BENCHMARKS.md, "The test suite")
    ext_modules = mypycify(
        sources, opt_level="3", group_name="masterbuilders_native", multi_file=True
    )
    command = build_and_record(compiled)
elif os.environ.get("MASTERBUILDERS_MYPYC") == "built":
    ext_modules, command = built_in_place()
else:
    command = build_and_record(compiled)

setup(ext_modules=ext_modules, cmdclass={"build_ext": command})

if compiled and {"build_ext", "--inplace"} <= set(sys.argv):
    # `make`'s in-place compile: everything is written; leave without freeing mypy's objects, as
    # mypy itself does (mypy.main, fast_exit): the interpreter's teardown of mypyc's graph took
    # 40 s of a fresh build's 2 min 40 s, one core, on the suite's critical path (BENCHMARKS.md)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
