#!/usr/bin/env bash
# python -m unittest -v over a word-search puzzle generator: ~1700 generated tests,
# two failures, one error, skips and an expected failure.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/wordsearch
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-unittest-v-wordsearch.txt}
rm -rf "$P"; mkdir -p "$P/wordsearch" "$P/tests"
cd "$P"
cat > wordsearch/__init__.py <<'EOF'
EOF
cat > wordsearch/grid.py <<'EOF'
DIRECTIONS = {
    "E": (0, 1), "W": (0, -1), "S": (1, 0), "N": (-1, 0),
    "SE": (1, 1), "NW": (-1, -1), "NE": (-1, 1), "SW": (1, -1),
}


def empty_grid(rows, cols):
    if rows <= 0 or cols <= 0:
        raise ValueError("grid must be at least 1x1")
    return [["." for _ in range(cols)] for _ in range(rows)]


def fits(grid, word, r, c, direction):
    dr, dc = DIRECTIONS[direction]
    for i, ch in enumerate(word):
        rr, cc = r + dr * i, c + dc * i
        if not (0 <= rr < len(grid) and 0 <= cc < len(grid[0])):
            return False
        if grid[rr][cc] not in (".", ch):
            return False
    return True


def place(grid, word, r, c, direction):
    dr, dc = DIRECTIONS[direction]
    for i, ch in enumerate(word):
        grid[r + dr * i][c + dc * i] = ch
    return grid


def find(grid, word):
    for r in range(len(grid)):
        for c in range(len(grid[0])):
            for d in DIRECTIONS:
                dr, dc = DIRECTIONS[d]
                ok = True
                for i, ch in enumerate(word):
                    rr, cc = r + dr * i, c + dc * i
                    if not (0 <= rr < len(grid) and 0 <= cc < len(grid[0])) or grid[rr][cc] != ch:
                        ok = False
                        break
                if ok:
                    return (r, c, d)
    return None
EOF
cat > wordsearch/words.py <<'EOF'
import unicodedata


def normalise(word):
    word = unicodedata.normalize("NFKD", word)
    word = "".join(ch for ch in word if not unicodedata.combining(ch))
    return word.upper().replace(" ", "")


def themed(theme):
    lists = {
        "orchard": ["apple", "pear", "quince", "damson", "medlar"],
        "weather": ["sleet", "drizzle", "föhn", "haar", "monsoon"],
    }
    return [normalise(w) for w in lists[theme]]


def score(words):
    return sum(len(w) * (2 if len(w) > 6 else 1) for w in words)
EOF
cat > tests/__init__.py <<'EOF'
EOF
cat > tests/test_grid.py <<'EOF'
import unittest
from wordsearch.grid import empty_grid, fits, place, find, DIRECTIONS

WORDS = ["OTTER", "HERON", "VOLE", "BADGER", "STOAT", "NEWT", "KESTREL", "WREN", "PLOVER", "SHREW", "EGRET", "MARTEN"]


class PlacementTests(unittest.TestCase):
    pass


def _make(word, r, c, d):
    def test(self):
        g = empty_grid(12, 12)
        if fits(g, word, r, c, d):
            place(g, word, r, c, d)
            self.assertEqual(find(g, word)[:2], (r, c))
    return test


for word in WORDS:
    for d in DIRECTIONS:
        for r in (0, 3, 6, 9, 11):
            for c in (0, 5, 11):
                setattr(PlacementTests, f"test_place_{word.lower()}_{d}_{r}_{c}", _make(word, r, c, d))


class GridTests(unittest.TestCase):
    def test_empty_grid_shape(self):
        g = empty_grid(3, 4)
        self.assertEqual((len(g), len(g[0])), (3, 4))

    def test_zero_grid_rejected(self):
        with self.assertRaises(ValueError):
            empty_grid(0, 5)

    def test_negative_cols_rejected(self):
        with self.assertRaises(ValueError):
            empty_grid(4, -2)

    def test_crossing_words_share_letter(self):
        g = empty_grid(6, 6)
        place(g, "HERON", 0, 0, "E")
        self.assertTrue(fits(g, "OTTER", 0, 3, "S"))

    def test_palindrome_found_once(self):
        g = empty_grid(5, 5)
        place(g, "LEVEL", 2, 0, "E")
        self.assertEqual(find(g, "LEVEL"), (2, 4, "W"))

    @unittest.skip("diagonal wrap-around mode not implemented")
    def test_wraparound(self):
        pass

    @unittest.skipUnless(False, "needs the 40x40 stress fixture (set WS_STRESS=1)")
    def test_stress_40x40(self):
        pass
EOF
cat > tests/test_words.py <<'EOF'
import unittest
from wordsearch.words import normalise, themed, score


class WordTests(unittest.TestCase):
    def test_normalise_strips_accents(self):
        self.assertEqual(normalise("föhn"), "FOHN")

    def test_normalise_spaces(self):
        self.assertEqual(normalise("sea kale"), "SEAKALE")

    def test_themed_orchard(self):
        self.assertEqual(themed("orchard"), ["APPLE", "PEAR", "QUINCE", "DAMSON", "MEDLAR"])

    def test_themed_weather(self):
        self.assertEqual(themed("weather"), ["SLEET", "DRIZZLE", "FOHN", "HAAR", "MONSOON", "GALE"])

    def test_unknown_theme(self):
        self.assertEqual(themed("harbour"), [])

    def test_score_long_words_doubled(self):
        self.assertEqual(score(["DRIZZLE", "HAAR"]), 18)

    @unittest.expectedFailure
    def test_ligature_expansion(self):
        self.assertEqual(normalise("æsc"), "AESC")


for i, w in enumerate(["apple", "Pear", "quince", "damson", "medlar", "sleet", "haar", "monsoon", "drizzle", "crème", "naïve", "façade"] * 8):
    setattr(WordTests, f"test_normalise_upper_{i:03d}", (lambda w: lambda self: self.assertTrue(normalise(w).isupper()))(w))
EOF
{
  echo '$ python -m unittest -v'
  timeout 120 python3 -m unittest -v 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
PYPFX=$(python3 -c 'import sys;print(sys.prefix)')
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
    -e "s#$PYPFX/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
    -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" \
    -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
