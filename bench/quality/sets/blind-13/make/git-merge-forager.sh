#!/usr/bin/env bash
# Mushroom foraging field guide: merging a feature branch conflicts in two files; then git status.
P=${WORK:-/home/dev}/forager-guide
rm -rf "$P"; mkdir -p "$P/species" "$P/app"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
git init -q -b main .
git config user.name "Aino Virtanen"; git config user.email aino@mycota.example
printf 'name: Chanterelle\nlatin: Cantharellus cibarius\nedible: true\nlookalikes: [Hygrophoropsis aurantiaca]\n' > species/chanterelle.yaml
printf 'name: Death cap\nlatin: Amanita phalloides\nedible: false\nwarning: deadly\n' > species/death-cap.yaml
printf 'name: Porcini\nlatin: Boletus edulis\nedible: true\n' > species/porcini.yaml
printf 'def rating(s):\n    return "safe" if s["edible"] else "avoid"\n' > app/rating.py
printf '# Forager guide\n' > README.md
git add -A; git commit -qm "Seed species list"
git checkout -qb feature/lookalike-warnings
printf 'name: Chanterelle\nlatin: Cantharellus cibarius\nedible: true\nlookalikes: [Hygrophoropsis aurantiaca, Omphalotus illudens]\nwarning: check gill ridges\n' > species/chanterelle.yaml
printf 'def rating(s):\n    if s.get("lookalikes"):\n        return "expert-only"\n    return "safe" if s["edible"] else "avoid"\n' > app/rating.py
printf 'name: Jack-o-lantern\nlatin: Omphalotus illudens\nedible: false\n' > species/jack-o-lantern.yaml
git add -A; git commit -qm "Warn about lookalikes"
git checkout -q main
printf 'name: Chanterelle\nlatin: Cantharellus cibarius\nedible: true\nseason: [Jul, Aug, Sep, Oct]\nlookalikes: [Hygrophoropsis aurantiaca]\n' > species/chanterelle.yaml
printf 'def rating(s):\n    if s.get("warning") == "deadly":\n        return "never"\n    return "safe" if s["edible"] else "avoid"\n' > app/rating.py
printf '# Forager guide\n\nSeasons are listed per species.\n' > README.md
git commit -qam "Add seasons and deadly rating"
echo '$ git merge feature/lookalike-warnings'
git merge feature/lookalike-warnings 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
echo '$ git status'
git status 2>&1 | neut
echo '$ git diff'
git --no-pager diff 2>&1 | neut
