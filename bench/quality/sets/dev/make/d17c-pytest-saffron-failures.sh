#!/usr/bin/env bash
# Saffron harvest grading package: pytest run with several failures (boundary bug, parametrized, dict diff).
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/saffronlab
rm -rf "$P"; mkdir -p "$P/saffronlab" "$P/tests"
cd "$P"
cat > pyproject.toml <<'X'
[project]
name = "saffronlab"
version = "0.4.1"
[tool.pytest.ini_options]
testpaths = ["tests"]
X
cat > saffronlab/__init__.py <<'X'
__version__ = "0.4.1"
X
cat > saffronlab/grading.py <<'X'
"""ISO 3632-style grading of dried saffron threads."""
from dataclasses import dataclass

CATEGORY_MIN_CROCIN = {"I": 190, "II": 150, "III": 110}
MAX_MOISTURE_PCT = 12.0


@dataclass
class Sample:
    lot: str
    crocin: float      # E1% 1cm at 440 nm
    safranal: float    # E1% 1cm at 330 nm
    picrocrocin: float # E1% 1cm at 257 nm
    moisture: float    # percent


def category(sample: Sample) -> str:
    if sample.moisture > MAX_MOISTURE_PCT:
        return "reject"
    for cat in ("I", "II", "III"):
        if sample.crocin > CATEGORY_MIN_CROCIN[cat]:
            return cat
    return "reject"


def safranal_ok(sample: Sample) -> bool:
    return 20 <= sample.safranal <= 50


def dry_weight(fresh_grams: float, loss_pct: float = 80.0) -> float:
    return round(fresh_grams * (1 - loss_pct / 100), 2)
X
cat > saffronlab/harvest.py <<'X'
"""Daily flower pick records and stigma yield."""
FLOWERS_PER_GRAM_DRY = 150


def stigmas_to_grams(flowers: int) -> float:
    if flowers < 0:
        raise ValueError("flowers must be >= 0")
    return round(flowers / FLOWERS_PER_GRAM_DRY, 3)


def summarize(picks):
    """picks: list of (field, flowers). Returns per-field totals."""
    out = {}
    for field, flowers in picks:
        out[field] = out.get(field, 0) + flowers
    return {"fields": out, "total": sum(out.values()), "grams": stigmas_to_grams(sum(out.values()))}
X
cat > saffronlab/pricing.py <<'X'
PRICE_PER_GRAM = {"I": 11.50, "II": 8.20, "III": 5.75}


def lot_price(cat: str, grams: float, organic: bool = False) -> float:
    base = PRICE_PER_GRAM[cat] * grams
    if organic:
        base *= 1.15
    return round(base, 2)
X
cat > tests/test_grading.py <<'X'
import pytest
from saffronlab.grading import Sample, category, safranal_ok, dry_weight


def s(crocin, moisture=9.0, safranal=30):
    return Sample("L1", crocin, safranal, 80, moisture)


@pytest.mark.parametrize("crocin,expected", [
    (250, "I"), (220, "I"), (190, "I"), (189, "II"), (170, "II"),
    (150, "II"), (149, "III"), (130, "III"), (110, "III"), (109, "reject"), (40, "reject"),
])
def test_category_by_crocin(crocin, expected):
    assert category(s(crocin)) == expected


@pytest.mark.parametrize("moisture", [12.1, 13.0, 15.5, 20.0])
def test_wet_sample_rejected(moisture):
    assert category(s(240, moisture=moisture)) == "reject"


@pytest.mark.parametrize("saf,ok", [(19, False), (20, True), (35, True), (50, True), (51, False)])
def test_safranal_window(saf, ok):
    assert safranal_ok(s(200, safranal=saf)) is ok


@pytest.mark.parametrize("fresh", list(range(5, 305, 5)))
def test_dry_weight_is_fifth(fresh):
    assert dry_weight(fresh) == pytest.approx(fresh / 5)
X
cat > tests/test_harvest.py <<'X'
import pytest
from saffronlab.harvest import stigmas_to_grams, summarize


@pytest.mark.parametrize("flowers", list(range(0, 3000, 25)))
def test_grams_nonnegative(flowers):
    assert stigmas_to_grams(flowers) >= 0


def test_negative_flowers():
    with pytest.raises(ValueError, match="must be >= 0"):
        stigmas_to_grams(-1)


def test_summarize_fields():
    picks = [("north terrace", 1200), ("well plot", 450), ("north terrace", 300), ("olive row", 75)]
    assert summarize(picks) == {
        "fields": {"north terrace": 1500, "well plot": 450, "olive row": 75},
        "total": 2025,
        "grams": 13.5,
    }
X
cat > tests/test_pricing.py <<'X'
import pytest
from saffronlab.pricing import lot_price


@pytest.mark.parametrize("grams", [1, 2, 5, 10, 25, 50, 100])
@pytest.mark.parametrize("cat", ["I", "II", "III"])
def test_price_scales(cat, grams):
    assert lot_price(cat, grams) == pytest.approx(lot_price(cat, 1) * grams, rel=1e-3)


def test_organic_premium():
    assert lot_price("I", 10, organic=True) == 126.50


def test_unknown_category():
    with pytest.raises(KeyError):
        lot_price("IV", 1)
X
capture d17c-pytest-saffron-failures "python -m pytest -v --durations=5"
