#!/bin/bash
# spelling-bee scorer: pytest -v with a few failures among passing and skipped tests
source "$(dirname "$0")/_common.sh"
fresh spelling-bee
mkdir -p spellbee tests
cat > spellbee/__init__.py <<'EOF'
EOF
cat > spellbee/puzzle.py <<'EOF'
from dataclasses import dataclass, field


@dataclass
class Puzzle:
    letters: str          # seven distinct letters
    centre: str           # must appear in every word
    words: set = field(default_factory=set)

    def __post_init__(self):
        self.letters = self.letters.lower()
        self.centre = self.centre.lower()
        if len(set(self.letters)) != 7:
            raise ValueError(f"need 7 distinct letters, got {self.letters!r}")
        if self.centre not in self.letters:
            raise ValueError("centre letter must be one of the seven")

    def is_valid(self, word: str) -> bool:
        w = word.lower()
        return len(w) >= 4 and self.centre in w and set(w) <= set(self.letters)

    def is_pangram(self, word: str) -> bool:
        return self.is_valid(word) and set(word.lower()) == set(self.letters)
EOF
cat > spellbee/scoring.py <<'EOF'
from .puzzle import Puzzle

PANGRAM_BONUS = 7
RANKS = [
    ("Beginner", 0.0),
    ("Good Start", 0.02),
    ("Moving Up", 0.05),
    ("Good", 0.08),
    ("Solid", 0.15),
    ("Nice", 0.25),
    ("Great", 0.40),
    ("Amazing", 0.50),
    ("Genius", 0.70),
]


def word_score(p: Puzzle, word: str) -> int:
    if not p.is_valid(word):
        return 0
    base = 1 if len(word) == 4 else len(word)
    if p.is_pangram(word):
        base += PANGRAM_BONUS
    return base


def max_score(p: Puzzle) -> int:
    return sum(word_score(p, w) for w in p.words)


def rank(p: Puzzle, score: int) -> str:
    total = max_score(p)
    frac = score / total if total else 0
    current = RANKS[0][0]
    for name, threshold in RANKS:
        if frac > threshold:
            current = name
    return current
EOF
cat > spellbee/session.py <<'EOF'
from .puzzle import Puzzle
from .scoring import word_score


class Session:
    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.found = []
        self.score = 0

    def guess(self, word: str) -> str:
        w = word.strip().lower()
        if len(w) < 4:
            return "Too short"
        if self.puzzle.centre not in w:
            return "Missing centre letter"
        if not set(w) <= set(self.puzzle.letters):
            return "Bad letters"
        if w in self.found:
            return "Already found"
        if w not in self.puzzle.words:
            return "Not in word list"
        self.found.append(w)
        pts = word_score(self.puzzle, w)
        self.score += pts
        return "Pangram!" if self.puzzle.is_pangram(w) else f"+{pts}"

    def hints(self):
        remaining = self.puzzle.words - set(self.found)
        grid = {}
        for w in remaining:
            key = (w[0], len(w))
            grid[key] = grid.get(key, 0) + 1
        return dict(sorted(grid.items()))
EOF
cat > spellbee/wordlist.py <<'EOF'
def load(lines, puzzle):
    words = set()
    for line in lines:
        w = line.strip().lower()
        if not w or w.startswith("#"):
            continue
        if puzzle.is_valid(w):
            words.add(w)
    return words


def two_letter_list(words):
    counts = {}
    for w in words:
        counts[w[:2]] = counts.get(w[:2], 0) + 1
    return counts
EOF
cat > tests/conftest.py <<'EOF'
import pytest

from spellbee.puzzle import Puzzle

WORDS = """
# sample list for letters C A P T I O N centre T
action caption option potion taint tact tacit attic
patio coat tonic pant paint point optic cation
titan tint into atop iota capon
""".split()


@pytest.fixture
def puzzle():
    p = Puzzle("captino", "t")
    p.words = {w for w in WORDS if p.is_valid(w)}
    return p
EOF
cat > tests/test_puzzle.py <<'EOF'
import pytest

from spellbee.puzzle import Puzzle


def test_rejects_six_letters():
    with pytest.raises(ValueError, match="7 distinct"):
        Puzzle("captin", "t")


def test_rejects_centre_outside():
    with pytest.raises(ValueError, match="centre"):
        Puzzle("captino", "z")


@pytest.mark.parametrize("word,ok", [
    ("tact", True), ("taco", False), ("tat", False), ("caption", True),
    ("TONIC", True), ("potato", True), ("cattle", False), ("into", True),
])
def test_is_valid(puzzle, word, ok):
    assert puzzle.is_valid(word) is ok


@pytest.mark.parametrize("word", ["caption", "Caption", "captions"])
def test_pangram(puzzle, word):
    assert puzzle.is_pangram(word)


def test_repeated_letters_are_fine(puzzle):
    assert puzzle.is_valid("tattoo")
EOF
cat > tests/test_scoring.py <<'EOF'
import pytest

from spellbee.scoring import word_score, max_score, rank, PANGRAM_BONUS


@pytest.mark.parametrize("word,points", [
    ("tact", 1), ("patio", 5), ("action", 6), ("caption", 7 + PANGRAM_BONUS), ("taco", 0),
])
def test_word_score(puzzle, word, points):
    assert word_score(puzzle, word) == points


def test_max_score(puzzle):
    assert max_score(puzzle) == 96


@pytest.mark.parametrize("score,expected", [
    (0, "Beginner"), (2, "Good Start"), (20, "Solid"), (48, "Amazing"), (96, "Genius"),
])
def test_rank(puzzle, score, expected):
    assert rank(puzzle, score) == expected


@pytest.mark.skip(reason="queen bee rank not designed yet")
def test_queen_bee(puzzle):
    assert rank(puzzle, max_score(puzzle)) == "Queen Bee"
EOF
cat > tests/test_session.py <<'EOF'
import sys

import pytest

from spellbee.session import Session


@pytest.fixture
def session(puzzle):
    return Session(puzzle)


def test_too_short(session):
    assert session.guess("tap") == "Too short"


def test_missing_centre(session):
    assert session.guess("capon") == "Missing centre letter"


def test_bad_letters(session):
    assert session.guess("tablet") == "Bad letters"


def test_pangram_message(session):
    assert session.guess("caption") == "Pangram!"
    assert session.score == 14


def test_duplicate(session):
    session.guess("tact")
    assert session.guess("TACT ") == "Already found"
    assert session.score == 1


def test_unknown_word(session):
    assert session.guess("toccata") == "Not in word list"


def test_found_words_are_kept_in_order(session):
    for w in ["tonic", "attic", "iota"]:
        session.guess(w)
    assert session.found == ["tonic", "attic", "iota"]


def test_hints_grid(session):
    session.guess("tact")
    hints = session.hints()
    assert hints[("t", 4)] == 2
    assert hints[("a", 6)] == 2


@pytest.mark.skipif(sys.platform == "linux", reason="clipboard export only on macOS")
def test_share_to_clipboard(session):
    pass


@pytest.mark.xfail(reason="hint grid ignores found pangrams (#41)")
def test_hints_after_pangram(session):
    session.guess("caption")
    assert ("c", 7) not in session.hints()
EOF
cat > tests/test_wordlist.py <<'EOF'
from spellbee.wordlist import load, two_letter_list


def test_load_skips_comments_and_invalid(puzzle):
    words = load(["# header", "", "Tact", "banana", "option"], puzzle)
    assert words == {"tact", "option"}


def test_two_letter_list(puzzle):
    counts = two_letter_list(puzzle.words)
    assert counts["ta"] == 3
    assert counts["po"] == 3
    assert counts["ca"] == 3
EOF
python3 -m pytest -v 2>&1 | neut > "$OUTDIR/pytest-spellingbee.txt"
