#!/usr/bin/env bash
# git reflog after an accidental hard reset in a bell-tent hire booking repo (looking for the lost commit).
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/belltent
fresh "$P"
gitinit
export GIT_AUTHOR_DATE GIT_COMMITTER_DATE
t=1720000000
step() { t=$((t + 1800)); GIT_AUTHOR_DATE="$t +0100"; GIT_COMMITTER_DATE="$t +0100"; }
cat > tents.py <<'PY'
TENTS = {"4m": {"sleeps": 4, "eur_night": 65}, "5m": {"sleeps": 6, "eur_night": 85}, "6m": {"sleeps": 8, "eur_night": 110}}
PY
step; git add -A; git commit -qm "Tent sizes and nightly prices"
echo 'DELIVERY_EUR_PER_KM = 1.2' >> tents.py; step; git commit -qam "Delivery charge per km"
git checkout -qb feature/festival-packages
echo 'FESTIVAL_PACKAGE = {"tent": "5m", "rugs": 2, "lanterns": 4, "eur": 390}' >> tents.py; step; git commit -qam "Festival glamping package"
echo 'WEDDING_PACKAGE = {"tent": "6m", "bunting": True, "fairy_lights": True, "eur": 620}' >> tents.py; step; git commit -qam "Wedding package with bunting and fairy lights"
echo 'DAMAGE_DEPOSIT_EUR = 150' >> tents.py; step; git commit -qam "Damage deposit for packages"
step; git commit -q --amend -m "Damage deposit (EUR 150) for all packages"
git checkout -q main
sed -i '1i SEASON = ("2024-05-01", "2024-09-30")' tents.py; step; git commit -qam "Hire season dates"
git checkout -q feature/festival-packages
step; git rebase -q main
step; git reset -q --hard HEAD~2
echo 'PEG_SETS_PER_TENT = 24' >> tents.py; step; git commit -qam "Peg sets per tent"
{ run "git reflog --date=iso"; run "git log --oneline -n 5"; } | neutralise
