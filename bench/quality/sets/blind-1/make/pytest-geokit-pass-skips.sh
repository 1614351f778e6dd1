#!/usr/bin/env bash
# pytest -v -rs --durations=8 on a small geodesy helper library: everything passes, some tests
# are skipped (optional deps, env-gated network test) and one xfails.
NAME=pytest-geokit-pass-skips; . "$(dirname "$0")/_lib.sh"; setup_project geokit
mkdir -p geokit tests
cat > geokit/__init__.py <<'EOF'
EOF
cat > geokit/distance.py <<'EOF'
import math

EARTH_RADIUS_KM = 6371.0088


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(a))


def bearing(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dl = math.radians(lon2 - lon1)
    x = math.sin(dl) * math.cos(p2)
    y = math.cos(p1) * math.sin(p2) - math.sin(p1) * math.cos(p2) * math.cos(dl)
    return (math.degrees(math.atan2(x, y)) + 360) % 360
EOF
cat > geokit/geohash.py <<'EOF'
_BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz"


def encode(lat, lon, precision=9):
    lat_rng, lon_rng = [-90.0, 90.0], [-180.0, 180.0]
    bits, bit, ch, even, out = [16, 8, 4, 2, 1], 0, 0, True, []
    while len(out) < precision:
        rng, val = (lon_rng, lon) if even else (lat_rng, lat)
        mid = (rng[0] + rng[1]) / 2
        if val > mid:
            ch |= bits[bit]
            rng[0] = mid
        else:
            rng[1] = mid
        even = not even
        if bit < 4:
            bit += 1
        else:
            out.append(_BASE32[ch])
            bit, ch = 0, 0
    return "".join(out)


def decode(gh):
    lat_rng, lon_rng, even = [-90.0, 90.0], [-180.0, 180.0], True
    for c in gh:
        cd = _BASE32.index(c)
        for mask in (16, 8, 4, 2, 1):
            rng = lon_rng if even else lat_rng
            mid = (rng[0] + rng[1]) / 2
            if cd & mask:
                rng[0] = mid
            else:
                rng[1] = mid
            even = not even
    return (lat_rng[0] + lat_rng[1]) / 2, (lon_rng[0] + lon_rng[1]) / 2
EOF
cat > geokit/polyline.py <<'EOF'
def _enc(v):
    v = ~(v << 1) if v < 0 else v << 1
    out = ""
    while v >= 0x20:
        out += chr((0x20 | (v & 0x1F)) + 63)
        v >>= 5
    return out + chr(v + 63)


def encode(points, precision=5):
    f = 10 ** precision
    out, plat, plon = "", 0, 0
    for lat, lon in points:
        ilat, ilon = round(lat * f), round(lon * f)
        out += _enc(ilat - plat) + _enc(ilon - plon)
        plat, plon = ilat, ilon
    return out


def decode(s, precision=5):
    f = 10 ** precision
    pts, i, lat, lon = [], 0, 0, 0
    while i < len(s):
        vals = []
        for _ in range(2):
            shift = result = 0
            while True:
                b = ord(s[i]) - 63
                i += 1
                result |= (b & 0x1F) << shift
                shift += 5
                if b < 0x20:
                    break
            vals.append(~(result >> 1) if result & 1 else result >> 1)
        lat += vals[0]
        lon += vals[1]
        pts.append((lat / f, lon / f))
    return pts
EOF
cat > geokit/bbox.py <<'EOF'
from dataclasses import dataclass


@dataclass(frozen=True)
class BBox:
    south: float
    west: float
    north: float
    east: float

    def contains(self, lat, lon):
        if not (self.south <= lat <= self.north):
            return False
        if self.west <= self.east:
            return self.west <= lon <= self.east
        return lon >= self.west or lon <= self.east  # crosses the antimeridian

    @classmethod
    def around(cls, points):
        lats = [p[0] for p in points]
        lons = [p[1] for p in points]
        return cls(min(lats), min(lons), max(lats), max(lons))
EOF
cat > geokit/index.py <<'EOF'
from collections import defaultdict
from . import geohash
from .distance import haversine


class GridIndex:
    def __init__(self, precision=5):
        self.precision = precision
        self.cells = defaultdict(list)

    def add(self, key, lat, lon):
        self.cells[geohash.encode(lat, lon, self.precision)].append((key, lat, lon))

    def nearest(self, lat, lon, k=1):
        cands = [item for items in self.cells.values() for item in items]
        cands.sort(key=lambda it: haversine(lat, lon, it[1], it[2]))
        return [c[0] for c in cands[:k]]
EOF
cat > tests/conftest.py <<'EOF'
CITIES = {
    "london": (51.5074, -0.1278),
    "paris": (48.8566, 2.3522),
    "new_york": (40.7128, -74.0060),
    "tokyo": (35.6762, 139.6503),
    "sydney": (-33.8688, 151.2093),
    "nairobi": (-1.2921, 36.8219),
    "sao_paulo": (-23.5505, -46.6333),
    "reykjavik": (64.1466, -21.9426),
}
EOF
cat > tests/test_distance.py <<'EOF'
import pytest
from geokit.distance import haversine, bearing
from conftest import CITIES

KNOWN_KM = [
    ("london", "paris", 343.5),
    ("london", "new_york", 5570.2),
    ("tokyo", "sydney", 7826.6),
    ("nairobi", "sao_paulo", 9283.1),
    ("reykjavik", "london", 1889.7),
    ("paris", "tokyo", 9714.7),
]


@pytest.mark.parametrize("a,b,km", KNOWN_KM)
def test_known_distances(a, b, km):
    assert haversine(*CITIES[a], *CITIES[b]) == pytest.approx(km, rel=2e-3)


@pytest.mark.parametrize("city", sorted(CITIES))
def test_distance_to_self_is_zero(city):
    assert haversine(*CITIES[city], *CITIES[city]) == 0


@pytest.mark.parametrize("a,b", [("london", "paris"), ("tokyo", "sydney"), ("nairobi", "reykjavik")])
def test_symmetric(a, b):
    assert haversine(*CITIES[a], *CITIES[b]) == pytest.approx(haversine(*CITIES[b], *CITIES[a]))


@pytest.mark.parametrize("lat2,lon2,expected", [(1, 0, 0), (0, 1, 90), (-1, 0, 180), (0, -1, 270)])
def test_cardinal_bearings(lat2, lon2, expected):
    assert bearing(0, 0, lat2, lon2) == pytest.approx(expected)


def test_against_pyproj():
    pyproj = pytest.importorskip("pyproj")
    geod = pyproj.Geod(ellps="WGS84")
    _, _, m = geod.inv(-0.1278, 51.5074, 2.3522, 48.8566)
    assert haversine(*CITIES["london"], *CITIES["paris"]) == pytest.approx(m / 1000, rel=5e-3)
EOF
cat > tests/test_geohash.py <<'EOF'
import random
import pytest
from geokit import geohash
from conftest import CITIES


@pytest.mark.parametrize("lat,lon,expected", [
    (57.64911, 10.40744, "u4pruydqq"),
    (51.5074, -0.1278, "gcpvj0duq"),
    (-33.8688, 151.2093, "r3gx2f77b"),
    (0.0, 0.0, "7zzzzzzzz"),
])
def test_encode_known(lat, lon, expected):
    assert geohash.encode(lat, lon) == expected


@pytest.mark.parametrize("city", sorted(CITIES))
@pytest.mark.parametrize("precision", [5, 7, 9])
def test_roundtrip(city, precision):
    lat, lon = CITIES[city]
    dlat, dlon = geohash.decode(geohash.encode(lat, lon, precision))
    tol = {5: 0.03, 7: 0.001, 9: 0.00003}[precision]
    assert abs(dlat - lat) < tol and abs(dlon - lon) < tol


def test_random_roundtrip_many():
    rng = random.Random(1234)
    for _ in range(60000):
        lat, lon = rng.uniform(-90, 90), rng.uniform(-180, 180)
        dlat, dlon = geohash.decode(geohash.encode(lat, lon, 9))
        assert abs(dlat - lat) < 1e-4 and abs(dlon - lon) < 1e-4


@pytest.mark.xfail(reason="decode() does not validate characters yet (issue #12)", strict=True)
def test_decode_rejects_bad_characters():
    with pytest.raises(ValueError, match="invalid geohash"):
        geohash.decode("u4pa")
EOF
cat > tests/test_polyline.py <<'EOF'
import os
import pytest
from geokit import polyline


def test_google_example():
    pts = [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)]
    assert polyline.encode(pts) == "_p~iF~ps|U_ulLnnqC_mqNvxq`@"


@pytest.mark.parametrize("n", [1, 2, 10, 100, 1000])
def test_roundtrip(n):
    pts = [(i * 0.001, -i * 0.002) for i in range(n)]
    back = polyline.decode(polyline.encode(pts))
    assert len(back) == n
    for (a, b), (c, d) in zip(back, pts):
        assert a == pytest.approx(c, abs=1e-5) and b == pytest.approx(d, abs=1e-5)


def test_precision_6():
    pts = [(51.507412, -0.127812)]
    assert polyline.decode(polyline.encode(pts, 6), 6) == [(51.507412, -0.127812)]


@pytest.mark.skipif(not os.environ.get("GEOKIT_OSRM_URL"), reason="set GEOKIT_OSRM_URL to run routing tests against an OSRM server")
def test_decode_osrm_route():
    pass
EOF
cat > tests/test_bbox.py <<'EOF'
import pytest
from geokit.bbox import BBox
from conftest import CITIES

EUROPE = BBox(35.0, -25.0, 71.0, 45.0)
PACIFIC = BBox(-50.0, 150.0, 60.0, -120.0)


@pytest.mark.parametrize("city,inside", [
    ("london", True), ("paris", True), ("reykjavik", True),
    ("new_york", False), ("tokyo", False), ("sydney", False),
])
def test_europe(city, inside):
    assert EUROPE.contains(*CITIES[city]) is inside


@pytest.mark.parametrize("lat,lon,inside", [(0, 179.9, True), (0, -179.9, True), (0, 0, False), (10, -121, True)])
def test_antimeridian(lat, lon, inside):
    assert PACIFIC.contains(lat, lon) is inside


def test_around():
    box = BBox.around([CITIES["london"], CITIES["paris"]])
    assert box == BBox(48.8566, -0.1278, 51.5074, 2.3522)


def test_shapely_agrees():
    shapely = pytest.importorskip("shapely.geometry")
    poly = shapely.box(EUROPE.west, EUROPE.south, EUROPE.east, EUROPE.north)
    assert poly.contains(shapely.Point(CITIES["paris"][1], CITIES["paris"][0]))
EOF
cat > tests/test_index.py <<'EOF'
import random
import time
import pytest
from geokit.index import GridIndex
from conftest import CITIES


@pytest.fixture(scope="module")
def big_index():
    rng = random.Random(99)
    idx = GridIndex()
    for i in range(40000):
        idx.add(f"p{i}", rng.uniform(-60, 70), rng.uniform(-180, 180))
    for name, (lat, lon) in CITIES.items():
        idx.add(name, lat, lon)
    return idx


@pytest.mark.parametrize("city", sorted(CITIES))
def test_nearest_is_itself(big_index, city):
    assert big_index.nearest(*CITIES[city])[0] == city


def test_k_nearest_count(big_index):
    assert len(big_index.nearest(0, 0, k=25)) == 25


@pytest.mark.skip(reason="R-tree backend not written yet")
def test_rtree_backend_matches_grid():
    pass


def test_empty_index():
    assert GridIndex().nearest(0, 0) == []
EOF
capture "python -m pytest -v -rs --durations=8 tests"
