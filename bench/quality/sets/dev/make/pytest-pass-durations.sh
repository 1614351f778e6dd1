#!/usr/bin/env bash
# Toy project "csvdelta" (row-level diff of two CSV exports) whose test suite passes, with skipped
# and xfailed tests and a few slow ones; runs `pytest -v -rsx --durations=10`.
# Usage: WORKDIR=<scratch dir> bash make/pytest-pass-durations.sh > outputs/pytest-pass-durations.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/csvdelta"
PYLIB=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')
neutral() { sed -e "s#$P#/home/dev/csvdelta#g" -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME/.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/csvdelta" "$P/tests"; cd "$P"

cat > pyproject.toml <<'EOF'
[project]
name = "csvdelta"
version = "1.0.2"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: takes more than a second"]
EOF

cat > csvdelta/__init__.py <<'EOF'
from .diff import diff_rows, Change, load
EOF

cat > csvdelta/diff.py <<'EOF'
import csv
import io
from dataclasses import dataclass


@dataclass(frozen=True)
class Change:
    kind: str          # "added", "removed", "changed"
    key: tuple
    before: dict | None = None
    after: dict | None = None

    def changed_fields(self):
        if self.kind != "changed":
            return []
        return sorted(k for k in self.after if self.before.get(k) != self.after.get(k))


def load(text, key, delimiter=","):
    rows = {}
    for row in csv.DictReader(io.StringIO(text), delimiter=delimiter):
        k = tuple(row[c] for c in key)
        if k in rows:
            raise ValueError(f"duplicate key {k}")
        rows[k] = row
    return rows


def diff_rows(old, new, ignore=()):
    changes = []
    for k in sorted(old.keys() | new.keys()):
        a, b = old.get(k), new.get(k)
        if a is None:
            changes.append(Change("added", k, after=b))
        elif b is None:
            changes.append(Change("removed", k, before=a))
        else:
            fa = {f: v for f, v in a.items() if f not in ignore}
            fb = {f: v for f, v in b.items() if f not in ignore}
            if fa != fb:
                changes.append(Change("changed", k, before=a, after=b))
    return changes
EOF

cat > tests/test_load.py <<'EOF'
import pytest
from csvdelta import load

CSV = "id,name,qty\n1,bolt,10\n2,nut,25\n3,washer,100\n"


def test_keys():
    assert sorted(load(CSV, ["id"])) == [("1",), ("2",), ("3",)]


def test_compound_key():
    assert ("2", "nut") in load(CSV, ["id", "name"])


def test_duplicate_key():
    with pytest.raises(ValueError, match="duplicate key"):
        load(CSV + "1,bolt,11\n", ["id"])


@pytest.mark.parametrize("delim", [",", ";", "\t", "|"])
def test_delimiters(delim):
    text = CSV.replace(",", delim)
    assert load(text, ["id"], delimiter=delim)[("3",)]["name"] == "washer"


def test_pandas_interop():
    pd = pytest.importorskip("pandas")
    df = pd.read_csv(__import__("io").StringIO(CSV))
    assert len(df) == len(load(CSV, ["id"]))


def test_excel_export():
    pytest.importorskip("openpyxl", reason="openpyxl is an optional extra")
EOF

cat > tests/test_diff.py <<'EOF'
import time

import pytest
from csvdelta import diff_rows, load

OLD = "sku,price,stock\nA1,9.99,4\nB2,19.50,0\nC3,4.25,12\n"
NEW = "sku,price,stock\nA1,9.99,3\nC3,4.25,12\nD4,7.00,40\n"


@pytest.fixture
def changes():
    return diff_rows(load(OLD, ["sku"]), load(NEW, ["sku"]))


def test_kinds(changes):
    assert [(c.kind, c.key) for c in changes] == [("changed", ("A1",)), ("removed", ("B2",)), ("added", ("D4",))]


def test_changed_fields(changes):
    assert changes[0].changed_fields() == ["stock"]


def test_ignore_fields():
    assert diff_rows(load(OLD, ["sku"]), load(NEW, ["sku"]), ignore={"stock"})[0].kind == "removed"


def test_identical():
    assert diff_rows(load(OLD, ["sku"]), load(OLD, ["sku"])) == []


@pytest.mark.parametrize("n", [10, 100, 1000])
def test_scaling(n):
    rows = "".join(f"K{i},{i}.00,{i % 7}\n" for i in range(n))
    old = load("sku,price,stock\n" + rows, ["sku"])
    new = load("sku,price,stock\n" + rows.replace(",3\n", ",4\n"), ["sku"])
    assert all(c.kind == "changed" for c in diff_rows(old, new))


@pytest.mark.slow
def test_large_export_roundtrip():
    rows = "".join(f"K{i},{i}.00,{i % 7}\n" for i in range(200_000))
    old = load("sku,price,stock\n" + rows, ["sku"])
    assert diff_rows(old, dict(old)) == []


@pytest.mark.slow
def test_remote_share_latency():
    time.sleep(1.3)   # stands in for reading two exports from the office file share


@pytest.mark.xfail(reason="unicode normalisation of keys not implemented (#41)")
def test_unicode_keys_normalised():
    old = load("sku,price\ncafe\u0301,1\n", ["sku"])
    new = load("sku,price\ncaf\u00e9,1\n", ["sku"])
    assert diff_rows(old, new) == []


@pytest.mark.skip(reason="streaming mode lands in 1.1")
def test_streaming_diff():
    pass
EOF

cat > tests/test_cli.py <<'EOF'
import subprocess
import sys
import time

import pytest


def test_module_imports():
    out = subprocess.run([sys.executable, "-c", "import csvdelta; print(csvdelta.Change.__name__)"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "Change"


@pytest.mark.parametrize("fmt", ["text", "json", "markdown"])
def test_output_formats_render(fmt):
    time.sleep(0.05)
    assert fmt in {"text", "json", "markdown"}


@pytest.mark.skipif(sys.platform != "win32", reason="CRLF handling only differs on Windows")
def test_crlf_on_windows():
    pass


@pytest.mark.slow
def test_cold_start_under_two_seconds():
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import csvdelta"], check=True)
    assert time.perf_counter() - t < 2
EOF

python3 -m pytest -v -rsx --durations=10 -p no:cacheprovider 2>&1 | neutral
