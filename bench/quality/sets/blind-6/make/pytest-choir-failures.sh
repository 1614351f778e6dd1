#!/usr/bin/env bash
# choir-rehearsal planner: pytest -v with some failures and skips
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/choir-planner"
rm -rf "$P"; mkdir -p "$P/choir" "$P/tests"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > choir/__init__.py <<'EOF'
EOF
cat > choir/voices.py <<'EOF'
from dataclasses import dataclass, field

PARTS = ("soprano", "alto", "tenor", "bass")

@dataclass
class Singer:
    name: str
    part: str
    unavailable: set = field(default_factory=set)

    def available_on(self, day):
        return day not in self.unavailable


def balance(singers):
    counts = {p: 0 for p in PARTS}
    for s in singers:
        counts[s.part] += 1
    return counts


def weakest_part(singers):
    counts = balance(singers)
    return min(counts, key=lambda p: counts[p])
EOF
cat > choir/schedule.py <<'EOF'
from datetime import date, timedelta

from .voices import balance

MIN_PER_PART = 2


def rehearsal_days(start, weeks, weekday=2):
    """Return the rehearsal dates: one per week on the given weekday."""
    first = start + timedelta(days=(weekday - start.weekday()) % 7)
    return [first + timedelta(weeks=i) for i in range(weeks)]


def quorum(singers, day):
    present = [s for s in singers if s.available_on(day)]
    counts = balance(present)
    return all(c > MIN_PER_PART for c in counts.values())


def plan(singers, start, weeks):
    days = rehearsal_days(start, weeks)
    return {d: quorum(singers, d) for d in days}


def sectional_minutes(total, parts):
    share = total // len(parts)
    return {p: share for p in parts}
EOF
cat > choir/repertoire.py <<'EOF'
PIECES = {
    "Ave verum corpus": {"composer": "Mozart", "minutes": 3, "difficulty": 2},
    "Locus iste": {"composer": "Bruckner", "minutes": 3, "difficulty": 3},
    "Spem in alium": {"composer": "Tallis", "minutes": 10, "difficulty": 5},
    "The Seal Lullaby": {"composer": "Whitacre", "minutes": 5, "difficulty": 3},
}


def programme_length(titles):
    return sum(PIECES[t]["minutes"] for t in titles)


def hardest(titles):
    return sorted(titles, key=lambda t: PIECES[t]["difficulty"], reverse=True)[0]


def by_composer(composer):
    return [t for t, p in PIECES.items() if p["composer"] == composer]


def warmup_order(titles):
    return sorted(titles, key=lambda t: (PIECES[t]["difficulty"], t))
EOF
cat > tests/test_voices.py <<'EOF'
import pytest
from choir.voices import Singer, balance, weakest_part, PARTS


def make_choir():
    return [
        Singer("Ann", "soprano"), Singer("Bea", "soprano"), Singer("Cid", "tenor"),
        Singer("Dot", "alto"), Singer("Eve", "alto"), Singer("Fin", "bass"),
        Singer("Gus", "bass"), Singer("Hal", "bass"),
    ]


def test_balance_counts_every_part():
    assert balance(make_choir()) == {"soprano": 2, "alto": 2, "tenor": 1, "bass": 3}


def test_weakest_part_is_tenor():
    assert weakest_part(make_choir()) == "tenor"


@pytest.mark.parametrize("part", PARTS)
def test_each_part_has_someone(part):
    assert balance(make_choir())[part] >= 1


def test_unknown_part_rejected():
    with pytest.raises(KeyError):
        balance([Singer("Zed", "countertenor")])


def test_singer_availability():
    s = Singer("Ann", "soprano", {"2024-03-06"})
    assert not s.available_on("2024-03-06")
    assert s.available_on("2024-03-13")


@pytest.mark.skip(reason="divisi parts not modelled yet")
def test_divisi_soprano_split():
    pass
EOF
cat > tests/test_schedule.py <<'EOF'
import sys
from datetime import date

import pytest
from choir.schedule import rehearsal_days, quorum, plan, sectional_minutes
from choir.voices import Singer


def full_choir(absent_day=None):
    singers = []
    for part in ("soprano", "alto", "tenor", "bass"):
        for i in range(3):
            unavailable = {absent_day} if (absent_day and part == "tenor" and i == 0) else set()
            singers.append(Singer(f"{part}{i}", part, unavailable))
    return singers


def test_rehearsal_days_are_wednesdays():
    days = rehearsal_days(date(2024, 3, 4), 4)
    assert [d.isoformat() for d in days] == ["2024-03-06", "2024-03-13", "2024-03-20", "2024-03-27"]


def test_rehearsal_days_count():
    assert len(rehearsal_days(date(2024, 1, 1), 10)) == 10


def test_quorum_with_everyone():
    assert quorum(full_choir(), date(2024, 3, 6))


def test_quorum_with_two_tenors():
    day = date(2024, 3, 6)
    assert quorum(full_choir(absent_day=day), day), "two tenors should still make quorum"


def test_plan_marks_each_day():
    result = plan(full_choir(), date(2024, 3, 4), 3)
    assert len(result) == 3


def test_sectional_minutes_split_evenly():
    assert sectional_minutes(90, ["soprano", "alto", "tenor", "bass"]) == {
        "soprano": 23, "alto": 23, "tenor": 22, "bass": 22,
    }


def test_sectional_minutes_two_parts():
    assert sectional_minutes(60, ["tenor", "bass"]) == {"tenor": 30, "bass": 30}


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="iCal export only tested on macOS runners")
def test_ical_export():
    pass


@pytest.mark.xfail(reason="bank holidays are not skipped yet")
def test_skips_bank_holiday():
    days = rehearsal_days(date(2024, 12, 23), 2)
    assert date(2024, 12, 25) not in days
EOF
cat > tests/test_repertoire.py <<'EOF'
import pytest
from choir.repertoire import programme_length, hardest, by_composer, warmup_order, PIECES


def test_programme_length():
    assert programme_length(["Ave verum corpus", "Locus iste"]) == 6


def test_hardest_piece():
    assert hardest(list(PIECES)) == "Spem in alium"


def test_by_composer_mozart():
    assert by_composer("Mozart") == ["Ave verum corpus"]


def test_warmup_order_easy_first():
    order = warmup_order(["Spem in alium", "Locus iste", "Ave verum corpus", "The Seal Lullaby"])
    assert order == ["Ave verum corpus", "The Seal Lullaby", "Locus iste", "Spem in alium"]


def test_unknown_title():
    with pytest.raises(KeyError):
        programme_length(["Miserere"])


@pytest.mark.skip(reason="needs licensed score database")
def test_score_lookup():
    pass


@pytest.mark.parametrize("title", sorted(PIECES))
def test_every_piece_has_composer(title):
    assert PIECES[title]["composer"]
EOF
python -m pytest -vv -rfEs 2>&1 | neut
