#!/usr/bin/env bash
# d2-git-rebase-orchard: community-orchard pruning calendar (JS); a 4-commit topic branch is rebased onto main and stops on a conflict in its first commit.
# Output is that of: git rebase main; git status; git log --oneline --graph --all -12   (all 2>&1), with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/orchard-calendar
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/data"; cd "$P"
export GIT_AUTHOR_NAME="Priya Natarajan" GIT_AUTHOR_EMAIL="priya@orchard.example" GIT_COMMITTER_NAME="Priya Natarajan" GIT_COMMITTER_EMAIL="priya@orchard.example"
d=0
commit() { d=$((d+1)); export GIT_AUTHOR_DATE="2024-01-$(printf %02d $d)T18:00:00+00:00" GIT_COMMITTER_DATE="2024-01-$(printf %02d $d)T18:00:00+00:00"; git add -A; git commit -q -m "$1"; }
git init -q -b main .
git config core.pager cat
cat > data/trees.json <<'EOF'
[
  {"id": "A1", "species": "apple", "variety": "Bramley", "planted": 2009},
  {"id": "A2", "species": "apple", "variety": "Egremont Russet", "planted": 2011},
  {"id": "P1", "species": "pear", "variety": "Conference", "planted": 2010},
  {"id": "C1", "species": "cherry", "variety": "Stella", "planted": 2014},
  {"id": "M1", "species": "plum", "variety": "Victoria", "planted": 2012}
]
EOF
cat > src/rules.js <<'EOF'
// Which months each species may be pruned in (1 = January).
export const PRUNE_MONTHS = {
  apple: [11, 12, 1, 2, 3],
  pear: [11, 12, 1, 2, 3],
  cherry: [6, 7, 8],
  plum: [6, 7, 8],
};

export function canPrune(species, month) {
  return (PRUNE_MONTHS[species] || []).includes(month);
}
EOF
cat > src/calendar.js <<'EOF'
import { canPrune } from "./rules.js";

export function tasksFor(trees, month) {
  return trees.filter((t) => canPrune(t.species, month)).map((t) => `prune ${t.id} (${t.variety})`);
}
EOF
commit "Pruning rules and monthly task list"
cat >> src/calendar.js <<'EOF'

export function volunteersNeeded(tasks) {
  return Math.ceil(tasks.length / 3);
}
EOF
commit "Estimate volunteers per work day"
git checkout -q -b topic/stone-fruit-silverleaf
cat > src/rules.js <<'EOF'
// Which months each species may be pruned in (1 = January).
// Stone fruit is only pruned in dry summer weather to avoid silver leaf.
export const PRUNE_MONTHS = {
  apple: [11, 12, 1, 2, 3],
  pear: [11, 12, 1, 2, 3],
  cherry: [6, 7, 8],
  plum: [6, 7, 8],
  damson: [6, 7, 8],
};

export const STONE_FRUIT = new Set(["cherry", "plum", "damson"]);

export function canPrune(species, month) {
  return (PRUNE_MONTHS[species] || []).includes(month);
}
EOF
commit "Add damson and mark stone fruit"
cat > src/weather.js <<'EOF'
export function isDrySpell(forecast) {
  return forecast.slice(0, 3).every((d) => d.rainMm < 1);
}
EOF
commit "Weather helper for dry spells"
cat > src/rules.js <<'EOF'
// Which months each species may be pruned in (1 = January).
// Stone fruit is only pruned in dry summer weather to avoid silver leaf.
import { isDrySpell } from "./weather.js";

export const PRUNE_MONTHS = {
  apple: [11, 12, 1, 2, 3],
  pear: [11, 12, 1, 2, 3],
  cherry: [6, 7, 8],
  plum: [6, 7, 8],
  damson: [6, 7, 8],
};

export const STONE_FRUIT = new Set(["cherry", "plum", "damson"]);

export function canPrune(species, month, forecast = []) {
  const inSeason = (PRUNE_MONTHS[species] || []).includes(month);
  if (!inSeason) return false;
  return STONE_FRUIT.has(species) ? isDrySpell(forecast) : true;
}
EOF
commit "Only prune stone fruit in a dry spell"
cat > src/calendar.js <<'EOF'
import { canPrune } from "./rules.js";

export function tasksFor(trees, month, forecast) {
  return trees.filter((t) => canPrune(t.species, month, forecast)).map((t) => `prune ${t.id} (${t.variety})`);
}

export function volunteersNeeded(tasks) {
  return Math.ceil(tasks.length / 3);
}
EOF
commit "Pass forecast through to the task list"
git checkout -q main
cat > src/rules.js <<'EOF'
// Which months each species may be pruned in (1 = January).
export const PRUNE_MONTHS = {
  apple: [11, 12, 1, 2, 3],
  pear: [11, 12, 1, 2, 3],
  quince: [11, 12, 1, 2],
  cherry: [6, 7, 8],
  plum: [6, 7, 8],
};

export const FORMATIVE_YEARS = 4;

export function canPrune(species, month, plantedYear, thisYear) {
  if (thisYear - plantedYear < FORMATIVE_YEARS && month >= 6 && month <= 8) return true;
  return (PRUNE_MONTHS[species] || []).includes(month);
}
EOF
commit "Add quince; allow summer formative pruning of young trees"
git checkout -q topic/stone-fruit-silverleaf
export GIT_COMMITTER_DATE="2024-01-20T09:00:00+00:00"
{ git rebase main; git status; git log --oneline --graph --all -12; } 2>&1 | neutral
