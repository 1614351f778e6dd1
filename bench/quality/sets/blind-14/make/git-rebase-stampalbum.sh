#!/usr/bin/env bash
# Rebasing a feature branch of a stamp-collection catalogue onto main stops on a conflict in
# the third of five commits. Captures `git rebase main; git diff`.
# Output: outputs/git-rebase-stampalbum.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/stampalbum
rm -rf "$P"; mkdir -p "$P/album" "$P/tests"
cd "$P" && git init -q -b main && git config commit.gpgsign false
t=1712000000
c() { GIT_AUTHOR_DATE="@$t +0100" GIT_COMMITTER_DATE="@$t +0100" git commit -q -m "$1"; t=$((t + 7200)); }
cat > album/catalogue.py <<'T'
from dataclasses import dataclass

CONDITION_FACTOR = {"mint": 1.0, "mounted-mint": 0.6, "used": 0.35, "damaged": 0.05}


@dataclass
class Stamp:
    country: str
    year: int
    sg_number: str  # Stanley Gibbons catalogue number
    face_value: str
    condition: str
    catalogue_gbp: float


def estimate(stamp: Stamp) -> float:
    return round(stamp.catalogue_gbp * CONDITION_FACTOR[stamp.condition], 2)


def album_value(stamps: list[Stamp]) -> float:
    return round(sum(estimate(s) for s in stamps), 2)
T
cat > album/perforation.py <<'T'
def gauge(holes: int, length_mm: float) -> float:
    """Perforation gauge: holes per 20 mm."""
    return round(holes * 20 / length_mm, 1)
T
cat > tests/test_catalogue.py <<'T'
from album.catalogue import Stamp, estimate


def test_used_penny_red():
    s = Stamp("GB", 1864, "43", "1d", "used", 12.0)
    assert estimate(s) == 4.2
T
git add -A && c "Catalogue model and estimates"
git checkout -q -b watermark-variants
sed -i 's/    catalogue_gbp: float/    catalogue_gbp: float\n    watermark: str = "normal"/' album/catalogue.py && git add -A && c "Track watermark on each stamp"
cat >> album/perforation.py <<'T'


def is_comb(gauges: tuple[float, float]) -> bool:
    return gauges[0] != gauges[1]
T
git add -A && c "Comb perforation helper"
python3 - <<'T'
p = "album/catalogue.py"
s = open(p).read()
s = s.replace('''def estimate(stamp: Stamp) -> float:
    return round(stamp.catalogue_gbp * CONDITION_FACTOR[stamp.condition], 2)''', '''WATERMARK_PREMIUM = {"normal": 1.0, "inverted": 3.0, "reversed": 2.2, "inverted-reversed": 4.5}


def estimate(stamp: Stamp) -> float:
    value = stamp.catalogue_gbp * CONDITION_FACTOR[stamp.condition]
    return round(value * WATERMARK_PREMIUM[stamp.watermark], 2)''')
open(p, "w").write(s)
T
git add -A && c "Price watermark varieties at a premium"
cat >> tests/test_catalogue.py <<'T'


def test_inverted_watermark_premium():
    s = Stamp("GB", 1864, "43", "1d", "used", 12.0, watermark="inverted")
    assert estimate(s) == 12.6
T
git add -A && c "Test inverted watermark premium"
echo "Watermarks: normal, inverted, reversed, inverted-reversed." > WATERMARKS.md && git add -A && c "Document watermark values"
git checkout -q main
python3 - <<'T'
p = "album/catalogue.py"
s = open(p).read()
s = s.replace('''def estimate(stamp: Stamp) -> float:
    return round(stamp.catalogue_gbp * CONDITION_FACTOR[stamp.condition], 2)''', '''MIN_ESTIMATE_GBP = 0.10


def estimate(stamp: Stamp) -> float:
    value = stamp.catalogue_gbp * CONDITION_FACTOR[stamp.condition]
    return max(round(value, 2), MIN_ESTIMATE_GBP)''')
open(p, "w").write(s)
T
git add -A && c "Floor estimates at 10p (dealer minimum)"
echo "# stampalbum" > README.md && git add -A && c "Add README"
git checkout -q watermark-variants
{
  capture 'git rebase main; git diff'
} 2>&1 | neutral > "$SETDIR/outputs/git-rebase-stampalbum.txt"
