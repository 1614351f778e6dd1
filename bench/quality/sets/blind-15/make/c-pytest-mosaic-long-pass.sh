#!/usr/bin/env bash
# c-pytest-mosaic-long-pass: a long, passing `pytest -v -rs --durations=8` run of a
# mosaic-tile layout library (hundreds of parametrized cases, some skips, one
# xfail and one warning in the warnings summary).
# Usage: WORK=<scratch dir> bash c-pytest-mosaic-long-pass.sh > ../outputs/c-pytest-mosaic-long-pass.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tessera
rm -rf "$P"; mkdir -p "$P/tessera" "$P/tests"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > pytest.ini <<'T'
[pytest]
testpaths = tests
markers =
    slow: long-running layout searches
T
touch tessera/__init__.py
cat > tessera/grid.py <<'T'
import math
import time
import warnings

GROUT_MM = {"fine": 1.5, "standard": 3.0, "wide": 5.0}


def tiles_needed(width_cm, height_cm, tile_mm, grout="standard"):
    pitch = tile_mm + GROUT_MM[grout]
    cols = math.ceil(width_cm * 10 / pitch)
    rows = math.ceil(height_cm * 10 / pitch)
    return cols * rows


def coverage(tile_mm, grout="standard"):
    pitch = tile_mm + GROUT_MM[grout]
    return (tile_mm / pitch) ** 2


def wastage(count, pct=10):
    return math.ceil(count * (1 + pct / 100))


def cut_tiles(width_cm, tile_mm, grout="standard"):
    pitch = tile_mm + GROUT_MM[grout]
    rem = (width_cm * 10) % pitch
    return 0 if math.isclose(rem, 0, abs_tol=1e-6) else 1


def legacy_pitch(tile_mm):
    warnings.warn("legacy_pitch() is deprecated; use tiles_needed(grout=...) instead",
                  DeprecationWarning, stacklevel=2)
    return tile_mm + 3.0


def search_layout(n, budget_s=0.0):
    time.sleep(budget_s)
    best = None
    for a in range(1, n + 1):
        if n % a == 0:
            b = n // a
            if best is None or abs(a - b) < abs(best[0] - best[1]):
                best = (a, b)
    return best
T
cat > tessera/colour.py <<'T'
PALETTE = {
    "smalti-red": (178, 34, 34), "smalti-gold": (212, 175, 55), "lapis": (38, 97, 156),
    "verde-antico": (58, 110, 70), "bianco": (240, 240, 232), "nero": (20, 20, 22),
    "terracotta": (204, 78, 52), "ochre": (204, 119, 34), "turquoise": (64, 180, 170),
    "rose": (214, 150, 160), "slate": (90, 100, 110), "amber": (255, 191, 0),
}


def nearest(rgb):
    return min(PALETTE, key=lambda k: sum((a - b) ** 2 for a, b in zip(PALETTE[k], rgb)))


def luminance(rgb):
    r, g, b = (c / 255 for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
T
python3 - <<'GEN'
import random
random.seed(7)
sizes = [10, 12, 15, 20, 23, 25, 30, 48, 50]
grouts = ["fine", "standard", "wide"]
with open("tests/test_grid.py", "w") as f:
    f.write("import math\nimport pytest\nfrom tessera import grid\n\n")
    cases = []
    for w in range(30, 630, 10):
        for t in sizes:
            for g in grouts:
                cases.append((w, w // 2 + 10, t, g))
    f.write("CASES = %r\n\n" % cases)
    f.write('''
@pytest.mark.parametrize("w,h,tile,grout", CASES)
def test_tiles_needed_covers_area(w, h, tile, grout):
    n = grid.tiles_needed(w, h, tile, grout)
    pitch = tile + grid.GROUT_MM[grout]
    assert n * pitch * pitch >= w * h * 100


@pytest.mark.parametrize("tile", %r)
@pytest.mark.parametrize("grout", %r)
def test_coverage_below_one(tile, grout):
    assert 0.4 < grid.coverage(tile, grout) < 1


@pytest.mark.parametrize("count", range(0, 400, 7))
def test_wastage_never_less(count):
    assert grid.wastage(count) >= count


def test_legacy_pitch():
    assert grid.legacy_pitch(20) == 23.0


@pytest.mark.slow
@pytest.mark.parametrize("n", [96, 144, 360])
def test_search_layout_square_ish(n):
    a, b = grid.search_layout(n, budget_s=0.35)
    assert a * b == n


@pytest.mark.skipif(not hasattr(math, "cbrt"), reason="needs math.cbrt (Python 3.11+)")
def test_cube_root_pitch():
    assert round(math.cbrt(27)) == 3


@pytest.mark.skip(reason="hexagonal grids not supported until tessera 0.9")
@pytest.mark.parametrize("tile", [20, 25])
def test_hex_layout(tile):
    pass
''' % (sizes, grouts))
with open("tests/test_colour.py", "w") as f:
    f.write("import sys\nimport pytest\nfrom tessera import colour\n\n")
    rgbs = [tuple(random.randrange(256) for _ in range(3)) for _ in range(260)]
    f.write("RGBS = %r\n\n" % rgbs)
    f.write('''
@pytest.mark.parametrize("rgb", RGBS)
def test_nearest_is_in_palette(rgb):
    assert colour.nearest(rgb) in colour.PALETTE


@pytest.mark.parametrize("name", sorted(colour.PALETTE))
def test_palette_maps_to_itself(name):
    assert colour.nearest(colour.PALETTE[name]) == name


@pytest.mark.parametrize("name", sorted(colour.PALETTE))
def test_luminance_range(name):
    assert 0 <= colour.luminance(colour.PALETTE[name]) <= 1


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="ICC profile loading only on macOS")
def test_icc_profile():
    pass


@pytest.mark.xfail(reason="gold and amber are too close in RGB space", strict=False)
def test_gold_not_amber():
    assert colour.nearest((230, 185, 30)) == "smalti-gold"
''')
GEN
{
  echo '$ python -m pytest -v -rs --durations=8'
  python3 -m pytest -v -rs --durations=8 -p no:cacheprovider 2>&1; echo "exit status: $?"
} | neutral
