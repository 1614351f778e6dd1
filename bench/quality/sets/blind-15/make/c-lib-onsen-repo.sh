#!/usr/bin/env bash
# c-lib-onsen-repo: sourced by c-git-cherrypick-onsen.sh and c-git-reflog-onsen.sh.
# Builds the repository of a hot-spring bath house booking service: a main line
# and a release/2.4 maintenance branch.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/onsenbook
rm -rf "$P"; mkdir -p "$P/onsen"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
git config user.name "Haruki Mori"; git config user.email "haruki@onsenbook.jp"
n=0
tick() { n=$((n+1)); export GIT_AUTHOR_DATE="@$((1740000000 + n*30000)) +0900" GIT_COMMITTER_DATE="@$((1740000000 + n*30000)) +0900"; }
commit() { tick; git commit -q -a "$@"; }
cat > onsen/baths.py <<'T'
BATHS = {
    "rotenburo": {"capacity": 12, "temp_c": 41, "mixed": False},
    "cypress": {"capacity": 6, "temp_c": 40, "mixed": False},
    "family": {"capacity": 4, "temp_c": 39, "mixed": True},
}

SLOT_MINUTES = 50


def slots(bath, opening=6, closing=23):
    out = []
    minute = opening * 60
    while minute + SLOT_MINUTES <= closing * 60:
        out.append(f"{minute // 60:02d}:{minute % 60:02d}")
        minute += SLOT_MINUTES + 10
    return out


def can_book(bath, party, tattoo=False):
    b = BATHS[bath]
    if tattoo and not b["mixed"]:
        return False
    return party <= b["capacity"]
T
cat > onsen/prices.py <<'T'
ADULT_YEN = 1200
CHILD_YEN = 600


def price(adults, children, private=False):
    base = adults * ADULT_YEN + children * CHILD_YEN
    return base + (3000 if private else 0)
T
git add -A; commit -m "Bath and slot model"
git tag v2.4.0
git branch release/2.4
sed -i 's/    "family": {"capacity": 4, "temp_c": 39, "mixed": True},/    "family": {"capacity": 4, "temp_c": 39, "mixed": True},\n    "sauna-cold": {"capacity": 3, "temp_c": 16, "mixed": False},/' onsen/baths.py
commit -m "Add the cold plunge pool"
sed -i 's/    if tattoo and not b\["mixed"\]:/    if tattoo and not (b["mixed"] or b.get("tattoo_ok")):/' onsen/baths.py
commit -m "Allow tattoos in baths flagged tattoo_ok"
sed -i 's/^SLOT_MINUTES = 50/SLOT_MINUTES = 45/; s/        minute += SLOT_MINUTES + 10/        minute += SLOT_MINUTES + CLEANING_MINUTES/; s/^SLOT_MINUTES = 45/SLOT_MINUTES = 45\nCLEANING_MINUTES = 15/' onsen/baths.py
commit -m "Shorter slots with a 15 minute cleaning gap"
sed -i 's/    return party <= b\["capacity"\]/    if party < 1:\n        raise ValueError("party must have at least one guest")\n    return party <= b["capacity"]/' onsen/baths.py
commit -m "Reject empty parties (fixes #212)"
sed -i 's/    return base + (3000 if private else 0)/    if adults == 0 and children > 0:\n        raise ValueError("children must be accompanied")\n    return base + (3000 if private else 0)/' onsen/prices.py
commit -m "Children must be accompanied (fixes #215)"
git checkout -q release/2.4
sed -i 's/        minute += SLOT_MINUTES + 10/        minute += SLOT_MINUTES + 10  # cleaning gap\n        if minute >= 12 * 60 and minute < 13 * 60:\n            minute = 13 * 60  # lunch closure/' onsen/baths.py
commit -m "Close the baths over lunch on the 2.4 line"
PICK1=$(git rev-parse --short main~1)   # Reject empty parties
PICK2=$(git rev-parse --short main~2)   # Shorter slots
PICK3=$(git rev-parse --short main)     # Children must be accompanied
