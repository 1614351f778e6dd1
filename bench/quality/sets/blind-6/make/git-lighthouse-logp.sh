#!/usr/bin/env bash
# lighthouse-keeper watch rota: git log -p over a short history of real code changes
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/lighthouse-rota"
rm -rf "$P"; mkdir -p "$P/rota" "$P/tests"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
git init -q -b main .
git config commit.gpgsign false
c() { # name email date message
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
  GIT_AUTHOR_DATE="$3" GIT_COMMITTER_DATE="$3" git commit -q -am "$4"
}
cat > rota/watches.py <<'EOF'
WATCH_HOURS = 4
KEEPERS = ["Principal", "First Assistant", "Second Assistant"]


def watches_for_night(sunset_hour, sunrise_hour):
    hours = (sunrise_hour - sunset_hour) % 24
    return -(-hours // WATCH_HOURS)


def assign(night_index, n_watches):
    return [KEEPERS[(night_index + i) % len(KEEPERS)] for i in range(n_watches)]
EOF
cat > tests/test_watches.py <<'EOF'
from rota.watches import watches_for_night, assign

def test_winter_night():
    assert watches_for_night(16, 8) == 4

def test_rotation():
    assert assign(0, 3) == ["Principal", "First Assistant", "Second Assistant"]
EOF
git add -A
c "Agnes Crawford" "agnes@northern-lights.example" "2024-01-15T18:00:00" "Watch rota: split the night into four-hour watches"
cat > rota/watches.py <<'EOF'
WATCH_HOURS = 4
KEEPERS = ["Principal", "First Assistant", "Second Assistant"]
FOG_EXTRA_KEEPER = True


def watches_for_night(sunset_hour, sunrise_hour):
    hours = (sunrise_hour - sunset_hour) % 24
    return -(-hours // WATCH_HOURS)


def assign(night_index, n_watches, fog=False):
    rota = [KEEPERS[(night_index + i) % len(KEEPERS)] for i in range(n_watches)]
    if fog and FOG_EXTRA_KEEPER:
        # the fog signal needs a second keeper on watch to wind the clockwork
        rota = [(k, KEEPERS[(KEEPERS.index(k) + 1) % len(KEEPERS)]) for k in rota]
    return rota
EOF
cat >> tests/test_watches.py <<'EOF'

def test_fog_doubles_watch():
    assert assign(0, 1, fog=True) == [("Principal", "First Assistant")]
EOF
c "Agnes Crawford" "agnes@northern-lights.example" "2024-01-22T19:30:00" "Fog: put a second keeper on watch for the fog signal"
cat > rota/oil.py <<'EOF'
# paraffin burn rate of the Hood burner, litres per hour
BURN_RATE_L_PER_H = 0.85
RELIEF_DAYS = 28


def oil_needed(hours_lit, days):
    return round(BURN_RATE_L_PER_H * hours_lit * days, 1)


def enough_until_relief(stock_l, hours_lit):
    return stock_l >= oil_needed(hours_lit, RELIEF_DAYS)
EOF
cat > tests/test_oil.py <<'EOF'
from rota.oil import oil_needed, enough_until_relief

def test_oil_for_a_week():
    assert oil_needed(14, 7) == 83.3

def test_relief_stock():
    assert not enough_until_relief(300, 15)
EOF
git add -A
c "Duncan McRae" "duncan@northern-lights.example" "2024-02-03T10:15:00" "Track paraffin stock against the 28-day relief"
sed -i 's/^BURN_RATE_L_PER_H = 0.85/BURN_RATE_L_PER_H = 0.92/' rota/oil.py
sed -i 's/assert oil_needed(14, 7) == 83.3/assert oil_needed(14, 7) == 90.2/' tests/test_oil.py
c "Duncan McRae" "duncan@northern-lights.example" "2024-02-10T09:00:00" "Burn rate measured at 0.92 l/h after the new mantle"
cat > rota/watches.py <<'EOF'
WATCH_HOURS = 4
KEEPERS = ["Principal", "First Assistant", "Second Assistant"]
FOG_EXTRA_KEEPER = True
SHORTEST_WATCH_HOURS = 2


def watches_for_night(sunset_hour, sunrise_hour):
    hours = (sunrise_hour - sunset_hour) % 24
    full, rest = divmod(hours, WATCH_HOURS)
    # a short remainder is folded into the last watch instead of becoming its own watch
    if rest and rest < SHORTEST_WATCH_HOURS:
        return max(full, 1)
    return full + (1 if rest else 0)


def assign(night_index, n_watches, fog=False):
    rota = [KEEPERS[(night_index + i) % len(KEEPERS)] for i in range(n_watches)]
    if fog and FOG_EXTRA_KEEPER:
        # the fog signal needs a second keeper on watch to wind the clockwork
        rota = [(k, KEEPERS[(KEEPERS.index(k) + 1) % len(KEEPERS)]) for k in rota]
    return rota
EOF
cat >> tests/test_watches.py <<'EOF'

def test_summer_night_short_remainder():
    # sunset 22, sunrise 4: six hours -> one watch of four plus two -> two watches
    assert watches_for_night(22, 4) == 2

def test_nine_hour_night_folds_last_hour():
    assert watches_for_night(20, 5) == 2
EOF
c "Morag Sinclair" "morag@northern-lights.example" "2024-02-19T21:45:00" "Fold a short final stretch into the previous watch"
git log -p 2>&1 | neut
