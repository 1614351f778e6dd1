#!/usr/bin/env bash
# whale-watching tour booker; python3 -m unittest -v with many passing tests,
# one error (KeyError in the project), two failures, three skips.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/whalewatch
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-unittest-v-whalewatch.txt}
rm -rf "$P"; mkdir -p "$P/whalewatch" "$P/tests"
cd "$P"
touch whalewatch/__init__.py tests/__init__.py
cat > whalewatch/tours.py <<'EOF'
"""Tour capacity, pricing and sea-state go/no-go."""
BOATS = {"Orca Spirit": 48, "Humpback II": 32, "Minke Dawn": 12}
PRICES = {"adult": 89.0, "child": 55.0, "senior": 75.0}
BEAUFORT_LIMIT = {"Orca Spirit": 5, "Humpback II": 4, "Minke Dawn": 3}


def seats_left(boat, booked):
    return BOATS[boat] - booked


def fare(kind, count, discount=0.0):
    return round(PRICES[kind] * count * (1 - discount), 2)


def go_no_go(boat, beaufort, swell_m):
    if beaufort > BEAUFORT_LIMIT[boat]:
        return "cancel"
    if swell_m >= 2.5:
        return "cancel"
    return "go"


def sighting_rate(sightings, trips):
    return round(sightings / trips, 2) if trips else 0.0
EOF
python3 - <<'EOF'
lines = ['import unittest', 'from whalewatch import tours', '', '']
lines += ['class SeatsTest(unittest.TestCase):']
for boat, cap in [("Orca Spirit", 48), ("Humpback II", 32), ("Minke Dawn", 12)]:
    key = boat.lower().replace(' ', '_')
    for booked in range(0, cap + 1, 1):
        lines += [f'    def test_{key}_booked_{booked}(self):',
                  f'        self.assertEqual(tours.seats_left("{boat}", {booked}), {cap - booked})', '']
lines += ['    def test_unknown_boat(self):',
          '        self.assertEqual(tours.seats_left("Blue Horizon", 10), 30)', '', '']
lines += ['class FareTest(unittest.TestCase):']
for kind, price in [("adult", 89.0), ("child", 55.0), ("senior", 75.0)]:
    for n in range(1, 16):
        lines += [f'    def test_{kind}_x{n}(self):',
                  f'        self.assertAlmostEqual(tours.fare("{kind}", {n}), {price * n})', '']
lines += ['    def test_family_discount(self):',
          '        self.assertEqual(tours.fare("child", 2, discount=0.15), 93.0)', '', '']
lines += ['class SeaStateTest(unittest.TestCase):']
for boat in ["Orca Spirit", "Humpback II", "Minke Dawn"]:
    key = boat.lower().replace(' ', '_')
    for bf in range(0, 10):
        exp = "go" if bf <= {"Orca Spirit": 5, "Humpback II": 4, "Minke Dawn": 3}[boat] else "cancel"
        lines += [f'    def test_{key}_beaufort_{bf}(self):',
                  f'        self.assertEqual(tours.go_no_go("{boat}", {bf}, 1.0), "{exp}")', '']
lines += ['    def test_swell_limit_exact(self):',
          '        # 2.5 m swell is still allowed on the big boat per the skipper handbook',
          '        self.assertEqual(tours.go_no_go("Orca Spirit", 2, 2.5), "go")', '', '']
lines += ['class ReportTest(unittest.TestCase):',
          '    def test_rate(self):', '        self.assertEqual(tours.sighting_rate(7, 10), 0.7)', '',
          '    def test_rate_no_trips(self):', '        self.assertEqual(tours.sighting_rate(0, 0), 0.0)', '',
          '    @unittest.skip("hydrophone feed not mocked yet")',
          '    def test_hydrophone_sync(self):', '        pass', '',
          '    @unittest.skipUnless(False, "needs MARINE_API_KEY")',
          '    def test_marine_forecast(self):', '        pass', '',
          '    @unittest.skipIf(True, "tide tables for 2027 not published")',
          '    def test_tide_window_2027(self):', '        pass', '']
lines += ['', 'if __name__ == "__main__":', '    unittest.main()']
open('tests/test_tours.py', 'w').write('\n'.join(lines) + '\n')
EOF
CMD="python3 -m unittest -v"
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' \
        -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin/python3*[.0-9]*#/usr/bin/python3#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
