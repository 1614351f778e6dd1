#!/bin/bash
# pytest over a small typesetting engine (line breaking, hyphenation, kerning) with failing tests.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-pytest-typeset-failures.txt
P=$WORK/typeset-galley
rm -rf "$P"; mkdir -p "$P/galley" "$P/tests"
cat > "$P/galley/__init__.py" <<'EOF'
EOF
cat > "$P/galley/hyphen.py" <<'EOF'
PATTERNS = {"tion": 1, "ment": 1, "ing": 0, "graph": 2}
MIN_LEFT = 2
MIN_RIGHT = 3

def hyphen_points(word):
    """Return indexes where a soft hyphen may be inserted."""
    points = []
    lower = word.lower()
    for pat, off in PATTERNS.items():
        i = lower.find(pat)
        if i > 0:
            points.append(i + off)
    return sorted(p for p in points if MIN_LEFT <= p <= len(word) - MIN_RIGHT)

def hyphenate(word, sep="-"):
    pts = hyphen_points(word)
    out, last = [], 0
    for p in pts:
        out.append(word[last:p])
        last = p
    out.append(word[last:])
    return sep.join(out)
EOF
cat > "$P/galley/kerning.py" <<'EOF'
KERN_PAIRS = {("A", "V"): -80, ("T", "o"): -60, ("W", "a"): -40, ("L", "T"): -90}

def kern(a, b, tracking=0):
    return KERN_PAIRS.get((a, b), 0) + tracking

def advance(text, widths, tracking=0):
    total = 0
    for i, ch in enumerate(text):
        total += widths.get(ch, 500)
        if i + 1 < len(text):
            total += kern(ch, text[i + 1], tracking)
    return total
EOF
cat > "$P/galley/linebreak.py" <<'EOF'
from dataclasses import dataclass

@dataclass
class Line:
    words: list
    width: int
    stretch: float

def greedy_break(words, widths, measure, space=250):
    lines, cur, w = [], [], 0
    for word in words:
        ww = widths[word]
        extra = ww if not cur else ww + space
        if cur and w + extra > measure:
            lines.append(Line(cur, w, (measure - w) / max(len(cur) - 1, 1)))
            cur, w = [word], ww
        else:
            cur.append(word)
            w += extra
    if cur:
        lines.append(Line(cur, w, 0.0))
    return lines

def badness(line, measure):
    slack = measure - line.width
    if slack < 0:
        return float("inf")
    return round(100 * (slack / measure) ** 3, 2)
EOF
cat > "$P/galley/galley.py" <<'EOF'
import json
from pathlib import Path

def load_fontmetrics(path):
    data = json.loads(Path(path).read_text())
    return {k: int(v) for k, v in data["widths"].items()}

def set_galley(paragraphs, measure, metrics):
    from .linebreak import greedy_break
    out = []
    for para in paragraphs:
        words = para.split()
        widths = {w: sum(metrics.get(c, 500) for c in w) for w in words}
        out.append(greedy_break(words, widths, measure))
    return out
EOF
cat > "$P/tests/conftest.py" <<'EOF'
import json
import pytest

@pytest.fixture
def metrics_file(tmp_path):
    p = tmp_path / "garamond.json"
    p.write_text(json.dumps({"name": "Garamond", "widths": {"a": 480, "b": 520, "e": 450, "o": 500, " ": 250}}))
    return p

@pytest.fixture
def broken_metrics(tmp_path):
    p = tmp_path / "baskerville.json"
    p.write_text('{"name": "Baskerville", "widths": {"a": "480", "b": "5two0"}}')
    from galley.galley import load_fontmetrics
    return load_fontmetrics(p)
EOF
cat > "$P/tests/test_hyphen.py" <<'EOF'
import pytest
from galley.hyphen import hyphenate, hyphen_points

@pytest.mark.parametrize("word,expected", [
    ("station", "sta-tion"),
    ("movement", "move-ment"),
    ("typography", "typo-graphy"),
    ("reading", "reading"),
    ("nation", "na-tion"),
    ("pavement", "pave-ment"),
    ("photograph", "photo-graph"),
])
def test_hyphenate(word, expected):
    assert hyphenate(word) == expected

def test_short_words_untouched():
    assert hyphen_points("tion") == []

def test_custom_separator():
    assert hyphenate("movement", sep="\u00ad") == "move\u00adment"
EOF
cat > "$P/tests/test_kerning.py" <<'EOF'
from galley.kerning import kern, advance

WIDTHS = {"A": 720, "V": 700, "T": 610, "o": 500, "W": 940, "a": 480, "L": 600}

def test_av_pair():
    assert kern("A", "V") == -80

def test_tracking_applies_to_unkerned():
    assert kern("o", "o", tracking=10) == 10

def test_advance_with_tracking():
    # tracking must be added between letters only, kerning pairs keep their value
    assert advance("AVA", WIDTHS, tracking=20) == 720 + 700 + 720 - 80 + 20

def test_advance_plain():
    assert advance("To", WIDTHS) == 610 + 500 - 60
EOF
cat > "$P/tests/test_linebreak.py" <<'EOF'
import pytest
from galley.linebreak import greedy_break, badness, Line

WORDS = "the quick brown fox jumps over the lazy dog".split()
WIDTHS = {w: 400 * len(w) for w in WORDS}

def test_breaks_into_lines():
    lines = greedy_break(WORDS, WIDTHS, measure=5000)
    assert [l.words for l in lines] == [
        ["the", "quick", "brown"],
        ["fox", "jumps", "over"],
        ["the", "lazy", "dog"],
    ]

def test_last_line_has_no_stretch():
    lines = greedy_break(WORDS, WIDTHS, measure=5000)
    assert lines[-1].stretch == 0.0

def test_badness_overfull():
    assert badness(Line(["x"], 6000, 0), 5000) == float("inf")

def test_badness_tight():
    assert badness(Line(["x"], 4500, 0), 5000) == 0.1

@pytest.mark.skip(reason="Knuth-Plass optimal breaking not implemented yet")
def test_optimal_break():
    pass
EOF
cat > "$P/tests/test_galley.py" <<'EOF'
from galley.galley import load_fontmetrics, set_galley

def test_load_metrics(metrics_file):
    m = load_fontmetrics(metrics_file)
    assert m["a"] == 480

def test_set_galley_counts(metrics_file):
    m = load_fontmetrics(metrics_file)
    out = set_galley(["abe boa", "a b e o"], 3000, m)
    assert len(out) == 2

def test_broken_metrics_rejected(broken_metrics):
    assert broken_metrics is None
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m pytest -rA'; timeout 120 python3 -m pytest -rA -p no:cacheprovider -p no:benchmark --basetemp="$P/.pytest-tmp" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
