#!/bin/bash
# python -m unittest -v with failures and an error, in a mahjong hand-scoring library.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/mahjong-scorer; fresh "$P"; cd "$P"
mkdir -p mjscore tests
touch mjscore/__init__.py tests/__init__.py
cat > mjscore/hand.py <<'PY'
from collections import Counter

SUITS = ("man", "pin", "sou")
HONOURS = ("east", "south", "west", "north", "haku", "hatsu", "chun")

def parse(text):
    """'123m456p789s11z' style -> list of (suit, value)"""
    tiles, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            suit = {"m": "man", "p": "pin", "s": "sou", "z": "honour"}[ch]
            tiles += [(suit, d) for d in digits]
            digits = []
    return tiles

def is_tanyao(tiles):
    return all(s != "honour" and 2 <= v <= 8 for s, v in tiles)

def is_chiitoitsu(tiles):
    c = Counter(tiles)
    return len(tiles) == 14 and all(n == 2 for n in c.values())

def count_dora(tiles, indicator):
    suit, v = indicator
    nxt = (suit, v % 9 + 1)
    return sum(1 for t in tiles if t == nxt)

def fu(tiles, closed_ron):
    base = 20
    if closed_ron:
        base += 10
    return int(-(-base // 10) * 10)

def han_to_points(han, fu_, dealer=False):
    if han >= 5:
        return 12000 if dealer else 8000
    base = fu_ * 2 ** (2 + han)
    pts = base * (6 if dealer else 4)
    return int(-(-pts // 100) * 100)
PY
cat > tests/test_hand.py <<'PY'
import unittest
from mjscore.hand import parse, is_tanyao, is_chiitoitsu, count_dora, fu, han_to_points

class ParseTests(unittest.TestCase):
    def test_parse_counts(self):
        self.assertEqual(len(parse("123m456p789s11z")), 11)
    def test_parse_honour(self):
        self.assertIn(("honour", 1), parse("1z"))
    def test_parse_unknown_suit(self):
        self.assertEqual(parse("5x"), [])

class YakuTests(unittest.TestCase):
    def test_tanyao_true(self):
        self.assertTrue(is_tanyao(parse("234m456p678s22m")))
    def test_tanyao_with_terminal(self):
        self.assertFalse(is_tanyao(parse("123m456p678s22m")))
    def test_chiitoitsu(self):
        self.assertTrue(is_chiitoitsu(parse("1133557799m2244p")))
    def test_chiitoitsu_four_of_a_kind_not_allowed(self):
        self.assertFalse(is_chiitoitsu(parse("11113355m2244p66s")))

class DoraTests(unittest.TestCase):
    def test_dora_wraps_nine_to_one(self):
        self.assertEqual(count_dora(parse("11m"), ("man", 9)), 2)
    def test_dora_honour_wind_cycle(self):
        self.assertEqual(count_dora(parse("11z"), ("honour", 4)), 2)

class PointsTests(unittest.TestCase):
    def test_fu_closed_ron(self):
        self.assertEqual(fu(parse("234m456p678s22m"), True), 30)
    def test_mangan_nondealer(self):
        self.assertEqual(han_to_points(5, 30), 8000)
    def test_three_han_thirty_fu(self):
        self.assertEqual(han_to_points(3, 30), 3900)
    def test_four_han_forty_fu_is_mangan(self):
        self.assertEqual(han_to_points(4, 40), 8000)

if __name__ == "__main__":
    unittest.main()
PY
capture unittest-mahjong "$P" 'python -m unittest -v'
