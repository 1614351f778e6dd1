# Builds the toy "cidermill" git repository used by the c-git-*-cidermill scripts. Source it after c-lib.sh.
cidermill_repo() {
  P=$WORK/cidermill; rm -rf "$P"; mkdir -p "$P"; cd "$P"
  git init -q -b main .
  mkdir -p press orchard tests
  cat > press/schedule.py <<'PY'
PRESS_CAPACITY_KG = 180

def slots_for(weight_kg):
    return -(-weight_kg // PRESS_CAPACITY_KG)

def juice_yield(weight_kg, variety):
    ratio = {"dabinett": 0.68, "kingston black": 0.64, "bramley": 0.60}.get(variety, 0.62)
    return round(weight_kg * ratio, 1)
PY
  cat > orchard/varieties.py <<'PY'
VARIETIES = ["dabinett", "kingston black", "bramley", "yarlington mill", "foxwhelp"]
PY
  echo "# Cidermill press planner" > README.md
  git add -A; gc "2023-09-01T09:00:00" "Initial press planner"
}
