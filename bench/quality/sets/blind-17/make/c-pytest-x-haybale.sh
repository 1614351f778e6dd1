#!/usr/bin/env bash
# pytest -x on a hay-baling yield tracker: stops at the first failure; a warnings summary follows.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/haybale
fresh "$P"
mkdir -p haybale tests
touch haybale/__init__.py
cat > haybale/field.py <<'PY'
import datetime as dt
import warnings


def moisture_ok(pct: float, kind: str = "small") -> bool:
    limit = {"small": 18.0, "round": 16.0, "silage": 60.0}[kind]
    return pct <= limit


def bales_per_hectare(tonnes_per_ha: float, bale_kg: int) -> int:
    return int(tonnes_per_ha * 1000 / bale_kg)


def cut_date(season_start: str, days_after: int) -> dt.date:
    start = dt.datetime.utcfromtimestamp(dt.datetime.fromisoformat(season_start).timestamp())
    return (start + dt.timedelta(days=days_after)).date()


def tedding_passes(weather: str) -> int:
    if weather == "overcast":
        warnings.warn("overcast drying curve is an estimate", UserWarning)
        return 3
    return {"sunny": 2, "windy": 1}.get(weather, 4)
PY
cat > tests/test_field.py <<'PY'
import pytest
from haybale.field import moisture_ok, bales_per_hectare, cut_date, tedding_passes


@pytest.mark.parametrize("pct,kind,ok", [(15, "small", True), (19, "small", False),
                                         (16, "round", True), (17.5, "round", False), (55, "silage", True)])
def test_moisture(pct, kind, ok):
    assert moisture_ok(pct, kind) is ok


def test_cut_date():
    assert str(cut_date("2024-05-20", 21)) == "2024-06-10"


@pytest.mark.parametrize("weather,passes", [("sunny", 2), ("windy", 1), ("overcast", 3), ("drizzle", 4)])
def test_tedding(weather, passes):
    assert tedding_passes(weather) == passes
PY
cat > tests/test_yield.py <<'PY'
import pytest
from haybale.field import bales_per_hectare


def test_small_bales():
    assert bales_per_hectare(6.5, 25) == 260


def test_round_bales():
    assert bales_per_hectare(6.5, 300) == 22


def test_round_bales_partial_counts():
    # a partly filled last bale is still a bale on the trailer
    assert bales_per_hectare(6.5, 400) == 17


def test_heavy_crop():
    assert bales_per_hectare(9.0, 25) == 360


def test_zero_weight_bale():
    with pytest.raises(ZeroDivisionError):
        bales_per_hectare(5, 0)
PY
run "python -m pytest -x -p no:cacheprovider tests" | neutralise
