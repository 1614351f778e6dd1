#!/usr/bin/env bash
# d14a: python -m unittest discover -v over a lobster-pot licensing/quota tool
# (many table-driven tests, one failure, one chained error, skips, expected failure).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lobsterpots
rm -rf "$P"; mkdir -p "$P/potline" "$P/tests"; cd "$P"
PYBASE=$(python3 -c 'import sys;print(sys.base_prefix)')

touch tests/__init__.py
cat > potline/__init__.py <<'EOF'
EOF
cat > potline/tags.py <<'EOF'
import re

TAG_RE = re.compile(r"^(?P<zone>[A-H])(?P<licence>\d{4})-(?P<seq>\d{3})$")


def parse_tag(tag):
    m = TAG_RE.match(tag)
    if not m:
        raise ValueError(f"malformed pot tag: {tag!r}")
    return m.group("zone"), int(m.group("licence")), int(m.group("seq"))


def check_digit(licence):
    return sum(int(d) * w for d, w in zip(f"{licence:04d}", (3, 7, 1, 3))) % 10
EOF
cat > potline/quota.py <<'EOF'
MIN_CARAPACE_MM = 87
MAX_CARAPACE_MM = 127


def is_legal(carapace_mm, berried=False, v_notched=False):
    if berried or v_notched:
        return False
    return MIN_CARAPACE_MM <= carapace_mm < MAX_CARAPACE_MM


def pots_allowed(licence_class, season_week):
    base = {"inshore": 300, "offshore": 800, "recreational": 5}[licence_class]
    if season_week > 40:
        return base // 2
    return base
EOF
cat > potline/landings.py <<'EOF'
import csv
import io
from decimal import Decimal


class LandingError(Exception):
    pass


def parse_docket(text):
    rows = []
    for rec in csv.DictReader(io.StringIO(text)):
        try:
            rows.append((rec["vessel"], Decimal(rec["kg"]), rec["port"]))
        except Exception as exc:
            raise LandingError(f"bad docket line for vessel {rec.get('vessel')!r}") from exc
    return rows


def port_totals(rows):
    out = {}
    for vessel, kg, port in rows:
        out[port] = out.get(port, Decimal(0)) + kg
    return out
EOF

cat > tests/test_tags.py <<'EOF'
import unittest
from potline.tags import parse_tag, check_digit


class ParseTagTests(unittest.TestCase):
    pass


def _make(zone, licence, seq):
    def test(self):
        tag = f"{zone}{licence:04d}-{seq:03d}"
        self.assertEqual(parse_tag(tag), (zone, licence, seq))
    return test


for zone in "ABCDEFGH":
    for licence in (12, 305, 1180, 2044, 4711, 6020, 7313, 8800, 9054, 9999):
        for seq in (1, 77, 250, 499, 800, 999):
            setattr(ParseTagTests, f"test_parse_{zone}{licence:04d}_{seq:03d}", _make(zone, licence, seq))


class MalformedTagTests(unittest.TestCase):
    def test_lowercase_zone_rejected(self):
        with self.assertRaises(ValueError):
            parse_tag("c1180-001")

    def test_missing_dash_rejected(self):
        with self.assertRaises(ValueError):
            parse_tag("C1180001")

    def test_zone_i_rejected(self):
        with self.assertRaises(ValueError):
            parse_tag("I1180-001")


class CheckDigitTests(unittest.TestCase):
    def test_known_licences(self):
        self.assertEqual(check_digit(1180), 0)
        self.assertEqual(check_digit(4711), 0)

    @unittest.skip("check digit scheme v2 not yet issued by the fisheries office")
    def test_v2_scheme(self):
        pass
EOF

cat > tests/test_quota.py <<'EOF'
import unittest
from potline.quota import is_legal, pots_allowed, MIN_CARAPACE_MM, MAX_CARAPACE_MM


class CarapaceTests(unittest.TestCase):
    pass


def _size(mm):
    def test(self):
        expected = MIN_CARAPACE_MM <= mm <= MAX_CARAPACE_MM
        self.assertEqual(is_legal(mm), expected, f"carapace {mm} mm")
    return test


for mm in range(60, 160):
    setattr(CarapaceTests, f"test_carapace_{mm:03d}mm", _size(mm))


class ProtectedTests(unittest.TestCase):
    def test_berried_female_returned(self):
        self.assertFalse(is_legal(100, berried=True))

    def test_v_notched_returned(self):
        self.assertFalse(is_legal(100, v_notched=True))


class PotAllowanceTests(unittest.TestCase):
    pass


def _pots(cls, week):
    def test(self):
        base = {"inshore": 300, "offshore": 800, "recreational": 5}[cls]
        self.assertEqual(pots_allowed(cls, week), base // 2 if week > 40 else base)
    return test


for cls in ("inshore", "offshore", "recreational"):
    for week in range(1, 53):
        setattr(PotAllowanceTests, f"test_{cls}_week{week:02d}", _pots(cls, week))


class WinterClosureTests(unittest.TestCase):
    @unittest.skipUnless(False, "winter closure dates come from the 2026 bylaw, not published")
    def test_zone_h_closed_in_january(self):
        pass

    @unittest.expectedFailure
    def test_recreational_halved_rounds_up(self):
        self.assertEqual(pots_allowed("recreational", 45), 3)
EOF

python3 - <<'EOF'
lines = ['import unittest', 'from decimal import Decimal', 'from potline.landings import parse_docket, port_totals', '',
         'PORTS = ["Cragmouth", "Pellan Quay", "Skerry Hope", "Dunlin Harbour"]', '',
         'class PortTotalTests(unittest.TestCase):', '    pass', '',
         'def _tot(n):', '    def test(self):',
         '        rows = [(f"V{i}", Decimal(i), PORTS[i % 4]) for i in range(n)]',
         '        totals = port_totals(rows)',
         '        self.assertEqual(sum(totals.values()), Decimal(n * (n - 1) // 2))',
         '    return test', '',
         'for n in range(1, 601):', '    setattr(PortTotalTests, f"test_totals_{n:03d}_vessels", _tot(n))', '',
         'class DocketTests(unittest.TestCase):',
         '    def test_simple_docket(self):',
         '        rows = parse_docket("vessel,kg,port\\nMary Rose II,41.5,Cragmouth\\n")',
         '        self.assertEqual(rows, [("Mary Rose II", Decimal("41.5"), "Cragmouth")])', '',
         '    def test_docket_with_comma_decimal(self):',
         '        text = "vessel,kg,port\\nSea Thistle,\\"12,75\\",Skerry Hope\\nOrca Bay,9.0,Pellan Quay\\n"',
         '        rows = parse_docket(text)',
         '        self.assertEqual(len(rows), 2)', '',
         '    def test_docket_port_case_preserved(self):',
         '        rows = parse_docket("vessel,kg,port\\nKittiwake,3,Dunlin Harbour\\n")',
         '        self.assertEqual(rows[0][2], "Dunlin Harbour")', '']
open("tests/test_landings.py", "w").write("\n".join(lines))
EOF

neutral() {
  sed -e "s#$PYBASE/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*m//g'
}

{
  echo "\$ python -m unittest discover -v -s tests -t ."
  timeout 120 python3 -m unittest discover -v -s tests -t . 2>&1
  echo "exit status: $?"
} | head -c 3000000 | neutral
