#!/usr/bin/env bash
# git blame of a courier-dispatch settings module edited by several people over a year.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dispatchd
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/dispatchd"; cd "$P"
git init -q -b main
c() { # name email date message
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
  GIT_AUTHOR_DATE="$3" GIT_COMMITTER_DATE="$3" git commit -q -am "$4"
}
F=dispatchd/settings.py
cat > $F <<'EOF'
"""Runtime settings for the courier dispatch daemon."""
import os

# --- matching -------------------------------------------------------------
MAX_PICKUP_RADIUS_KM = 3.0
MAX_ACTIVE_JOBS_PER_RIDER = 2
MATCH_INTERVAL_S = 15

# --- pricing --------------------------------------------------------------
BASE_FARE_EUR = 3.50
PER_KM_EUR = 0.90
SURGE_CAP = 2.0

# --- rider app ------------------------------------------------------------
LOCATION_PING_S = 10
OFFER_TIMEOUT_S = 45

# --- storage --------------------------------------------------------------
DATABASE_URL = os.environ.get("DISPATCH_DB", "postgresql://localhost/dispatch")
REDIS_URL = os.environ.get("DISPATCH_REDIS", "redis://localhost:6379/0")


def env_flag(name, default=False):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.lower() in ("1", "true", "yes")


DEBUG = env_flag("DISPATCH_DEBUG")
EOF
git add -A; c "Hanne Solberg" hanne@dispatchd.example "2023-02-14T10:00:00+01:00" "Initial settings module"
sed -i 's/MAX_PICKUP_RADIUS_KM = 3.0/MAX_PICKUP_RADIUS_KM = 2.5/' $F
c "Diego Carvalho" diego@dispatchd.example "2023-04-03T16:20:00+02:00" "Tighter pickup radius for city centre"
sed -i 's/SURGE_CAP = 2.0/SURGE_CAP = 1.6  # regulator limit since 2023-06/' $F
c "Priya Natarajan" priya@dispatchd.example "2023-06-19T09:45:00+02:00" "Cap surge multiplier at 1.6 (regulation)"
sed -i 's/OFFER_TIMEOUT_S = 45/OFFER_TIMEOUT_S = 30/' $F
sed -i 's/LOCATION_PING_S = 10/LOCATION_PING_S = 5/' $F
c "Diego Carvalho" diego@dispatchd.example "2023-08-08T11:05:00+02:00" "Faster offer expiry and location pings"
sed -i 's/^MATCH_INTERVAL_S = 15/MATCH_INTERVAL_S = 10\nMATCH_BATCH_SIZE = 200/' $F
c "Hanne Solberg" hanne@dispatchd.example "2023-09-27T14:30:00+02:00" "Batch matching"
sed -i 's/^BASE_FARE_EUR = 3.50/BASE_FARE_EUR = 3.90/' $F
c "Priya Natarajan" priya@dispatchd.example "2024-01-08T08:15:00+01:00" "2024 tariff"
sed -i 's/^MAX_ACTIVE_JOBS_PER_RIDER = 2/MAX_ACTIVE_JOBS_PER_RIDER = 3  # cargo bikes can stack/' $F
c "Oskar Lindqvist" oskar@dispatchd.example "2024-02-20T17:40:00+01:00" "Allow 3 stacked jobs for cargo bikes"
sed -i 's/    return value.lower() in ("1", "true", "yes")/    return value.strip().lower() in ("1", "true", "yes", "on")/' $F
c "Oskar Lindqvist" oskar@dispatchd.example "2024-03-11T12:00:00+01:00" "env_flag: accept 'on' and surrounding spaces"
{
  echo "\$ git blame $F"
  git --no-pager blame $F 2>&1
  echo "exit status: $?"
} | neutral
