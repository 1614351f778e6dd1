#!/usr/bin/env bash
# git merge of a feature branch into main in a knitting-chart generator, with conflicts
# in two files; then git status and git diff. Output: outputs/git-merge-knitcharts.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/knitcharts
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.name "Ailsa Grant"; git config user.email "ailsa@knitcharts.example"
git config commit.gpgsign false
export GIT_AUTHOR_DATE="1717000000 +0100" GIT_COMMITTER_DATE="1717000000 +0100"

mkdir -p knitcharts tests
cat > knitcharts/__init__.py <<'X'
__version__ = "0.6.0"
X
cat > knitcharts/gauge.py <<'X'
"""Gauge (tension) conversions: stitches and rows per 10 cm."""


def stitches_for_width(width_cm, sts_per_10cm):
    return round(width_cm * sts_per_10cm / 10)


def rows_for_length(length_cm, rows_per_10cm):
    return round(length_cm * rows_per_10cm / 10)


def cast_on(width_cm, sts_per_10cm, repeat=1, edge=0):
    sts = stitches_for_width(width_cm, sts_per_10cm)
    if repeat > 1:
        sts -= sts % repeat
    return sts + 2 * edge
X
cat > knitcharts/chart.py <<'X'
SYMBOLS = {
    "k": " ",
    "p": "-",
    "yo": "o",
    "k2tog": "/",
    "ssk": "\\",
}


def render(rows):
    out = []
    for n, row in enumerate(reversed(rows), 1):
        cells = "".join(SYMBOLS[s] for s in row)
        out.append(f"{len(rows) - n + 1:>3} |{cells}|")
    return "\n".join(out)


def validate(rows):
    widths = {len(r) for r in rows}
    if len(widths) != 1:
        raise ValueError(f"rows have different widths: {sorted(widths)}")
X
cat > tests/test_gauge.py <<'X'
from knitcharts.gauge import cast_on


def test_cast_on_repeat():
    assert cast_on(50, 22, repeat=4) == 108
X
git add -A; git commit -q -m "Chart rendering and gauge helpers"

git checkout -q -b feature/colourwork
cat > knitcharts/chart.py <<'X'
SYMBOLS = {
    "k": " ",
    "p": "-",
    "yo": "o",
    "k2tog": "/",
    "ssk": "\\",
    "c1": "#",
    "c2": "*",
}


def render(rows, legend=False):
    out = []
    for n, row in enumerate(reversed(rows), 1):
        cells = "".join(SYMBOLS.get(s, "?") for s in row)
        out.append(f"{len(rows) - n + 1:>3} |{cells}|")
    if legend:
        out.append("")
        out.extend(f"  {sym!r}: {name}" for name, sym in SYMBOLS.items())
    return "\n".join(out)


def floats(row, colour="c2"):
    """Longest run of stitches not worked in `colour` (stranded colourwork float)."""
    longest = run = 0
    for s in row:
        run = 0 if s == colour else run + 1
        longest = max(longest, run)
    return longest


def validate(rows):
    widths = {len(r) for r in rows}
    if len(widths) != 1:
        raise ValueError(f"rows have different widths: {sorted(widths)}")
X
cat > knitcharts/gauge.py <<'X'
"""Gauge (tension) conversions: stitches and rows per 10 cm."""


def stitches_for_width(width_cm, sts_per_10cm):
    return round(width_cm * sts_per_10cm / 10)


def rows_for_length(length_cm, rows_per_10cm):
    return round(length_cm * rows_per_10cm / 10)


def cast_on(width_cm, sts_per_10cm, repeat=1, edge=0, in_the_round=False):
    sts = stitches_for_width(width_cm, sts_per_10cm)
    if repeat > 1:
        sts += (repeat - sts % repeat) % repeat
    if in_the_round:
        return sts
    return sts + 2 * edge
X
git commit -q -am "Colourwork symbols, float check, round cast-on"
export GIT_AUTHOR_DATE="1717100000 +0100" GIT_COMMITTER_DATE="1717100000 +0100"
git checkout -q main
git config user.name "Dev Mistry"; git config user.email "dev@knitcharts.example"
cat > knitcharts/chart.py <<'X'
SYMBOLS = {
    "k": " ",
    "p": "-",
    "yo": "o",
    "k2tog": "/",
    "ssk": "\\",
    "cdd": "^",
    "m1l": "<",
    "m1r": ">",
}


def render(rows, numbering="right"):
    out = []
    for n, row in enumerate(reversed(rows), 1):
        try:
            cells = "".join(SYMBOLS[s] for s in row)
        except KeyError as e:
            raise ValueError(f"unknown stitch {e.args[0]!r} in row {len(rows) - n + 1}") from None
        num = f"{len(rows) - n + 1:>3}"
        out.append(f"{num} |{cells}|" if numbering == "left" else f"|{cells}| {num}")
    return "\n".join(out)


def validate(rows):
    widths = {len(r) for r in rows}
    if len(widths) != 1:
        raise ValueError(f"rows have different widths: {sorted(widths)}")
X
cat > knitcharts/gauge.py <<'X'
"""Gauge (tension) conversions: stitches and rows per 10 cm."""


def stitches_for_width(width_cm, sts_per_10cm):
    return round(width_cm * sts_per_10cm / 10)


def rows_for_length(length_cm, rows_per_10cm):
    return round(length_cm * rows_per_10cm / 10)


def cast_on(width_cm, sts_per_10cm, repeat=1, edge=0, plus=0):
    sts = stitches_for_width(width_cm, sts_per_10cm)
    if repeat > 1:
        sts -= sts % repeat
    return sts + plus + 2 * edge
X
echo '__version__ = "0.7.0"' > knitcharts/__init__.py
git commit -q -am "Decrease/increase symbols, right-side row numbers, repeat+plus cast-on"

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ git merge feature/colourwork"
  git merge feature/colourwork 2>&1
  echo "exit status: $?"
  echo "$ git status"
  git status 2>&1
  echo "exit status: $?"
  echo "$ git diff"
  git --no-pager diff 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
