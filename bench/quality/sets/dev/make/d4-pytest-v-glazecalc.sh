#!/usr/bin/env bash
# Pottery glaze calculator (Python): oxide molecular weights, recipe -> unity molecular formula,
# thermal expansion estimates, cone temperature tables, recipe import. About 900 parametrized tests,
# all passing, with three skips, one xfail, one project DeprecationWarning and --durations=5.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/glazecalc
rm -rf "$P"; mkdir -p "$P/glazecalc" "$P/tests" "$P/data"; cd "$P"

cat > pyproject.toml <<'EOF'
[project]
name = "glazecalc"
version = "0.7.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["kiln: needs a kiln controller on the network"]
EOF

cat > glazecalc/__init__.py <<'EOF'
EOF

cat > glazecalc/oxides.py <<'EOF'
MOLECULAR_WEIGHT = {
    "SiO2": 60.08, "Al2O3": 101.96, "B2O3": 69.62, "Na2O": 61.98, "K2O": 94.20, "Li2O": 29.88,
    "CaO": 56.08, "MgO": 40.30, "ZnO": 81.38, "BaO": 153.33, "SrO": 103.62, "Fe2O3": 159.69,
    "TiO2": 79.87, "P2O5": 141.94, "MnO": 70.94, "CoO": 74.93, "CuO": 79.55, "SnO2": 150.71,
}
FLUXES = {"Na2O", "K2O", "Li2O", "CaO", "MgO", "ZnO", "BaO", "SrO", "MnO", "CoO", "CuO"}

# linear expansion coefficients (x 10^-7 / K), Appen-style
EXPANSION = {"SiO2": 3.8, "Al2O3": -3.0, "B2O3": 0.0, "Na2O": 39.5, "K2O": 46.5, "Li2O": 27.0,
             "CaO": 13.0, "MgO": 6.0, "ZnO": 5.0, "BaO": 20.0, "SrO": 16.0, "Fe2O3": 5.5,
             "TiO2": -1.5, "P2O5": 14.0, "MnO": 10.5, "CoO": 5.0, "CuO": 3.0, "SnO2": -4.5}
EOF

cat > glazecalc/materials.py <<'EOF'
# oxide analysis (weight percent) and loss on ignition of common raw materials
MATERIALS = {
    "custer feldspar": {"SiO2": 68.5, "Al2O3": 17.0, "K2O": 10.0, "Na2O": 3.0, "CaO": 0.3, "LOI": 0.3},
    "nepheline syenite": {"SiO2": 60.2, "Al2O3": 23.6, "Na2O": 10.4, "K2O": 4.8, "CaO": 0.3, "LOI": 0.6},
    "whiting": {"CaO": 56.0, "LOI": 44.0},
    "dolomite": {"CaO": 30.4, "MgO": 21.9, "LOI": 47.7},
    "talc": {"SiO2": 63.5, "MgO": 31.9, "LOI": 4.6},
    "epk kaolin": {"SiO2": 45.7, "Al2O3": 37.4, "Fe2O3": 0.8, "TiO2": 0.4, "K2O": 0.8, "Na2O": 0.3, "MgO": 0.3, "LOI": 13.9},
    "silica": {"SiO2": 99.8, "LOI": 0.2},
    "zinc oxide": {"ZnO": 100.0},
    "gerstley borate": {"B2O3": 26.8, "CaO": 19.4, "SiO2": 14.8, "MgO": 3.3, "Na2O": 3.9, "Al2O3": 1.2, "K2O": 0.3, "LOI": 30.2},
    "frit 3134": {"SiO2": 46.5, "B2O3": 23.1, "CaO": 20.1, "Na2O": 10.3},
    "wollastonite": {"CaO": 48.3, "SiO2": 51.7},
    "red iron oxide": {"Fe2O3": 100.0},
    "rutile": {"TiO2": 92.0, "Fe2O3": 8.0},
    "bone ash": {"CaO": 55.8, "P2O5": 42.4, "LOI": 1.8},
    "cobalt carbonate": {"CoO": 63.0, "LOI": 37.0},
    "copper carbonate": {"CuO": 71.9, "LOI": 28.1},
    "tin oxide": {"SnO2": 100.0},
    "strontium carbonate": {"SrO": 70.2, "LOI": 29.8},
    "lithium carbonate": {"Li2O": 40.4, "LOI": 59.6},
}
EOF

cat > glazecalc/umf.py <<'EOF'
import warnings

from .materials import MATERIALS
from .oxides import EXPANSION, FLUXES, MOLECULAR_WEIGHT


def moles(recipe):
    out = {}
    for material, parts in recipe.items():
        for oxide, pct in MATERIALS[material].items():
            if oxide == "LOI":
                continue
            out[oxide] = out.get(oxide, 0.0) + parts * pct / 100 / MOLECULAR_WEIGHT[oxide]
    return out


def unity(recipe):
    m = moles(recipe)
    flux = sum(v for k, v in m.items() if k in FLUXES)
    return {k: v / flux for k, v in m.items()}


def si_al_ratio(recipe):
    u = unity(recipe)
    return u.get("SiO2", 0) / u["Al2O3"]


def expansion(recipe):
    m = moles(recipe)
    total = sum(m.values())
    return sum(EXPANSION[k] * v / total for k, v in m.items())


def coe(recipe):
    warnings.warn("coe() is deprecated; use expansion()", DeprecationWarning, stacklevel=2)
    return expansion(recipe)
EOF

cat > glazecalc/cones.py <<'EOF'
# Orton self-supporting cone end points (deg C) at 60 C/hour final ramp
CONES = {
    "022": 586, "021": 600, "020": 626, "019": 678, "018": 715, "017": 738, "016": 772, "015": 791,
    "014": 807, "013": 837, "012": 861, "011": 875, "010": 903, "09": 928, "08": 948, "07": 983,
    "06": 1004, "05": 1031, "04": 1050, "03": 1086, "02": 1101, "01": 1117, "1": 1136, "2": 1142,
    "3": 1152, "4": 1168, "5": 1177, "6": 1201, "7": 1215, "8": 1236, "9": 1260, "10": 1285,
    "11": 1294, "12": 1306, "13": 1321, "14": 1388,
}


def cone_for(temp_c):
    best = None
    for cone, t in CONES.items():
        if t <= temp_c:
            best = cone
    return best
EOF

cat > tests/conftest.py <<'EOF'
import os

import pytest


@pytest.fixture
def kiln_host():
    host = os.environ.get("GLAZE_KILN_HOST")
    if not host:
        pytest.skip("no kiln controller configured (GLAZE_KILN_HOST)")
    return host
EOF

python3 - <<'PYEOF'
import itertools, random
random.seed(5)
mats = ["custer feldspar", "nepheline syenite", "whiting", "dolomite", "talc", "epk kaolin", "silica",
        "zinc oxide", "gerstley borate", "frit 3134", "wollastonite", "red iron oxide", "rutile", "bone ash",
        "cobalt carbonate", "copper carbonate", "tin oxide", "strontium carbonate", "lithium carbonate"]
recipes = []
for i in range(260):
    base = random.sample(["custer feldspar", "nepheline syenite", "frit 3134", "gerstley borate"], 1)
    rest = random.sample([m for m in mats if m not in base and m not in ("red iron oxide", "rutile", "cobalt carbonate", "copper carbonate", "tin oxide")], 3)
    r = {base[0]: random.randint(20, 45), "epk kaolin": random.randint(8, 20), "silica": random.randint(15, 35)}
    for m in rest:
        r[m] = r.get(m, 0) + random.randint(3, 22)
    recipes.append(("R%03d" % (i + 1), r))
with open("tests/test_umf.py", "w") as f:
    f.write("import pytest\n\nfrom glazecalc.umf import coe, expansion, moles, si_al_ratio, unity\n\nRECIPES = {\n")
    for name, r in recipes:
        f.write("    %r: %r,\n" % (name, r))
    f.write("}\n\n")
    f.write('''
@pytest.mark.parametrize("name", sorted(RECIPES))
def test_unity_fluxes_sum_to_one(name):
    from glazecalc.oxides import FLUXES
    u = unity(RECIPES[name])
    assert sum(v for k, v in u.items() if k in FLUXES) == pytest.approx(1.0)


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_silica_alumina_ratio_plausible(name):
    assert 2.0 < si_al_ratio(RECIPES[name]) < 45.0


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_expansion_positive(name):
    assert expansion(RECIPES[name]) > 0


def test_coe_alias_matches_expansion():
    r = RECIPES["R001"]
    assert coe(r) == expansion(r)


def test_moles_ignore_loi():
    assert "LOI" not in moles({"whiting": 100})


@pytest.mark.xfail(reason="boron is treated as a glass former, not a flux (see issue #12)", strict=True)
def test_boron_counts_half_as_flux():
    u = unity({"frit 3134": 100})
    assert u["CaO"] + u["Na2O"] < 0.9
''')
with open("tests/test_cones.py", "w") as f:
    f.write('''import pytest

from glazecalc.cones import CONES, cone_for


@pytest.mark.parametrize("cone,temp", sorted(CONES.items(), key=lambda kv: kv[1]))
def test_cone_round_trip(cone, temp):
    assert cone_for(temp) == cone


@pytest.mark.parametrize("temp", range(600, 1301, 25))
def test_cone_for_is_monotonic(temp):
    lower = cone_for(temp - 25)
    assert lower is None or CONES[lower] <= CONES[cone_for(temp)]


def test_firing_log_matches_controller(kiln_host):
    assert kiln_host


@pytest.mark.skip(reason="cone 14 end point differs between Orton charts; waiting for the 2024 table")
def test_cone_14_end_point():
    assert CONES["14"] == 1388
''')
with open("tests/test_import.py", "w") as f:
    f.write('''import csv
import io
import sys
import time

import pytest

from glazecalc.materials import MATERIALS

ROWS = [(m, o, p) for m, a in sorted(MATERIALS.items()) for o, p in sorted(a.items())]


@pytest.mark.parametrize("material,oxide,pct", ROWS)
def test_analysis_values_in_range(material, oxide, pct):
    assert 0 < pct <= 100


@pytest.mark.parametrize("material", sorted(MATERIALS))
def test_analysis_totals_near_100(material):
    assert sum(MATERIALS[material].values()) == pytest.approx(100, abs=1.0)


def test_import_large_recipe_book():
    buf = io.StringIO()
    w = csv.writer(buf)
    for i in range(40000):
        w.writerow(["glaze %d" % i, "whiting", i % 30, "silica", 30])
    time.sleep(1.3)
    buf.seek(0)
    assert sum(1 for _ in csv.reader(buf)) == 40000


@pytest.mark.skipif(sys.platform != "win32", reason="Insight .glz import uses the Windows registry")
def test_insight_glz_import():
    pass
''')
PYEOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin/python3#/usr/bin/python3#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 -m pytest -v -rsx --durations=5 -p no:cacheprovider'
  python3 -m pytest -v -rsx --durations=5 -p no:cacheprovider 2>&1
  echo "exit status: $?"
} | neutral
