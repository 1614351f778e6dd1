#!/usr/bin/env bash
# Mushroom spore-print catalogue: a long `pytest -v` run (about 1,150 parametrized tests)
# with three failures, a few skips and xfails, and warnings.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sporeprint
rm -rf "$P"; mkdir -p "$P/sporeprint" "$P/tests/data"; cd "$P"

cat > pyproject.toml <<'EOF'
[project]
name = "sporeprint"
version = "0.7.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["microscope: needs a calibrated microscope image set"]
EOF

cat > sporeprint/__init__.py <<'EOF'
"""Catalogue of spore prints taken by the county mycological society."""
from .taxonomy import GENERA, genus_of
from .spores import SporeSample, q_ratio, classify_shape
EOF

cat > sporeprint/taxonomy.py <<'EOF'
import warnings

GENERA = {
    "Agaricus": {"print": "chocolate-brown", "gills": "free"},
    "Amanita": {"print": "white", "gills": "free"},
    "Boletus": {"print": "olive-brown", "gills": "pores"},
    "Cortinarius": {"print": "rusty-brown", "gills": "adnate"},
    "Coprinopsis": {"print": "black", "gills": "free"},
    "Gymnopilus": {"print": "orange-brown", "gills": "adnate"},
    "Hygrocybe": {"print": "white", "gills": "decurrent"},
    "Inocybe": {"print": "snuff-brown", "gills": "adnexed"},
    "Lactarius": {"print": "cream", "gills": "decurrent"},
    "Lepista": {"print": "pinkish-buff", "gills": "sinuate"},
    "Mycena": {"print": "white", "gills": "adnate"},
    "Panaeolus": {"print": "black", "gills": "adnate"},
    "Pluteus": {"print": "salmon-pink", "gills": "free"},
    "Psathyrella": {"print": "dark-brown", "gills": "adnate"},
    "Russula": {"print": "cream", "gills": "adnexed"},
    "Stropharia": {"print": "purple-brown", "gills": "adnate"},
    "Tricholoma": {"print": "white", "gills": "sinuate"},
    "Volvariella": {"print": "salmon-pink", "gills": "free"},
}

SYNONYMS = {
    "Psathyrella candolleana": "Candolleomyces candolleanus",
    "Lepista nuda": "Collybia nuda",
}


def genus_of(binomial):
    genus = binomial.split()[0]
    if genus not in GENERA:
        raise KeyError(genus)
    return genus


def print_colour(binomial):
    return GENERA[genus_of(binomial)]["print"]


def current_name(binomial):
    warnings.warn(
        "current_name() is deprecated; use sporeprint.names.resolve()",
        DeprecationWarning,
        stacklevel=2,
    )
    return SYNONYMS.get(binomial, binomial)
EOF

cat > sporeprint/spores.py <<'EOF'
import math
import warnings
from dataclasses import dataclass, field


@dataclass
class SporeSample:
    species: str
    lengths_um: list = field(default_factory=list)
    widths_um: list = field(default_factory=list)

    def mean_length(self):
        return sum(self.lengths_um) / len(self.lengths_um)

    def mean_width(self):
        return sum(self.widths_um) / len(self.widths_um)

    def q(self):
        return q_ratio(self.mean_length(), self.mean_width())


def q_ratio(length, width):
    if width <= 0:
        raise ValueError(f"spore width must be positive, got {width}")
    return round(length / width, 2)


def classify_shape(q):
    # Bas (1969) classes for the length/width ratio
    if q < 1.05:
        return "globose"
    if q < 1.15:
        return "subglobose"
    if q < 1.3:
        return "broadly ellipsoid"
    if q < 1.6:
        return "ellipsoid"
    if q < 2.0:
        return "oblong"
    return "cylindrical"


def stddev(values):
    if len(values) < 30:
        warnings.warn(f"only {len(values)} spores measured; at least 30 recommended", UserWarning)
    m = sum(values) / len(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))
EOF

cat > tests/conftest.py <<'EOF'
import os
import pytest


@pytest.fixture
def calibration_dir():
    d = os.environ.get("SPOREPRINT_CALIBRATION")
    if not d:
        pytest.skip("SPOREPRINT_CALIBRATION not set; no microscope calibration images")
    return d
EOF

cat > tests/test_shapes.py <<'EOF'
import pytest
from sporeprint.spores import classify_shape, q_ratio

CASES = []
for i in range(0, 300):
    q = round(0.95 + i * 0.005, 3)
    if q < 1.05:
        expected = "globose"
    elif q < 1.15:
        expected = "subglobose"
    elif q < 1.3:
        expected = "broadly ellipsoid"
    elif q < 1.6:
        expected = "ellipsoid"
    elif q < 2.0:
        expected = "oblong"
    else:
        expected = "cylindrical"
    CASES.append((q, expected))


@pytest.mark.parametrize("q,expected", CASES)
def test_classify_shape(q, expected):
    assert classify_shape(q) == expected


@pytest.mark.parametrize("length", [4.0 + 0.25 * i for i in range(120)])
@pytest.mark.parametrize("width", [3.0, 4.5, 6.0])
def test_q_ratio_is_rounded(length, width):
    q = q_ratio(length, width)
    assert q == round(q, 2)


def test_q_ratio_zero_width():
    with pytest.raises(ValueError, match="must be positive"):
        q_ratio(5.0, 0)
EOF

python3 - <<'EOF'
import random
random.seed(7)
species = [
    ("Agaricus campestris", 7.0, 4.5), ("Amanita muscaria", 9.5, 7.0), ("Boletus edulis", 15.0, 5.0),
    ("Cortinarius rubellus", 10.5, 7.5), ("Coprinopsis atramentaria", 9.5, 5.5), ("Gymnopilus junonius", 8.5, 5.2),
    ("Hygrocybe coccinea", 9.0, 5.0), ("Inocybe geophylla", 9.0, 5.0), ("Lactarius deliciosus", 8.5, 6.8),
    ("Lepista nuda", 7.0, 4.5), ("Mycena galericulata", 10.0, 7.0), ("Panaeolus semiovatus", 18.0, 10.0),
    ("Pluteus cervinus", 7.2, 5.2), ("Psathyrella candolleana", 8.0, 4.5), ("Russula emetica", 9.5, 8.0),
    ("Stropharia aeruginosa", 8.0, 4.8), ("Tricholoma terreum", 6.5, 4.5), ("Volvariella bombycina", 8.5, 5.5),
]
rows = []
for n in range(1, 361):
    sp, L, W = species[n % len(species)]
    rows.append(f"SP-{n:04d},{sp},{L + random.uniform(-0.4, 0.4):.2f},{W + random.uniform(-0.3, 0.3):.2f}")
rows[212] = "SP-0213,Hebeloma crustuliniforme,10.40,6.10"
with open("tests/data/prints.csv", "w") as f:
    f.write("accession,species,length_um,width_um\n" + "\n".join(rows) + "\n")
EOF

cat > tests/test_catalogue.py <<'EOF'
import csv
import pathlib
import pytest
from sporeprint.taxonomy import genus_of, print_colour, current_name, GENERA

ROWS = list(csv.DictReader(open(pathlib.Path(__file__).parent / "data" / "prints.csv")))


@pytest.mark.parametrize("row", ROWS, ids=[r["accession"] for r in ROWS])
def test_accession_genus_is_known(row):
    assert genus_of(row["species"]) in GENERA


@pytest.mark.parametrize("genus", sorted(GENERA))
def test_print_colour_is_named(genus):
    assert print_colour(genus + " sp.") in {
        "white", "cream", "chocolate-brown", "olive-brown", "rusty-brown", "black",
        "orange-brown", "snuff-brown", "pinkish-buff", "salmon-pink", "dark-brown", "purple-brown",
    }


@pytest.mark.parametrize("binomial,expected", [
    ("Psathyrella candolleana", "Candolleomyces candolleanus"),
    ("Lepista nuda", "Collybia nuda"),
    ("Amanita muscaria", "Amanita muscaria"),
])
def test_current_name(binomial, expected):
    assert current_name(binomial) == expected


@pytest.mark.parametrize("genus,colour", [
    ("Pluteus", "salmon-pink"),
    ("Cortinarius", "rusty-brown"),
    ("Stropharia", "purple-brown"),
    ("Lepista", "pinkish-brown"),
])
def test_field_guide_colours(genus, colour):
    assert GENERA[genus]["print"] == colour
EOF

cat > tests/test_samples.py <<'EOF'
import sys
import pytest
from sporeprint.spores import SporeSample, stddev, classify_shape


def sample(n, L, W):
    return SporeSample("x", [L + (i % 5) * 0.1 for i in range(n)], [W + (i % 3) * 0.1 for i in range(n)])


@pytest.mark.parametrize("n", range(30, 60))
@pytest.mark.parametrize("L,W", [(6.0, 4.0), (8.0, 5.0), (10.0, 7.5), (12.0, 4.0)])
def test_sample_q_matches_shape(n, L, W):
    s = sample(n, L, W)
    assert classify_shape(s.q()) in {"broadly ellipsoid", "ellipsoid", "oblong", "cylindrical"}


@pytest.mark.parametrize("n", [10, 20, 40])
def test_stddev_positive(n):
    assert stddev([5.0 + (i % 4) * 0.2 for i in range(n)]) > 0


def test_stddev_known_values():
    values = [8.1, 8.4, 7.9, 8.8, 8.3, 8.0, 8.6, 8.2, 8.5, 7.7] * 3
    assert stddev(values) == pytest.approx(0.3126, abs=1e-4)


def test_mean_length_of_boletus_print():
    s = SporeSample("Boletus edulis", [14.2, 15.8, 16.1, 14.9, 15.3], [4.8, 5.1, 5.0, 4.9, 5.2])
    assert s.mean_length() == 15.26


@pytest.mark.microscope
def test_calibration_images_present(calibration_dir):
    assert calibration_dir


@pytest.mark.microscope
def test_reticulation_detected(calibration_dir):
    assert calibration_dir


@pytest.mark.skipif(sys.platform == "linux", reason="oil-immersion driver only ships for Windows")
def test_oil_immersion_driver():
    pass


@pytest.mark.xfail(reason="amyloid reaction not modelled yet (Melzer's reagent)")
def test_amyloid_reaction():
    raise NotImplementedError("Melzer")


@pytest.mark.skip(reason="herbarium export moved to sporeprint-herbarium")
def test_herbarium_export():
    pass
EOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 -m pytest -v -rfs -p no:cacheprovider'
  python3 -m pytest -v -rfs -p no:cacheprovider 2>&1
  echo "exit status: $?"
} | neutral
