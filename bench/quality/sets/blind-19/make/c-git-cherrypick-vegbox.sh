#!/usr/bin/env bash
# A veg-box delivery planner: a hard reset lost a fix on main; the agent reads git reflog, then cherry-picks the lost fix onto the release branch and hits a conflict.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/vegbox; rm -rf "$P"; mkdir -p "$P/vegbox"; cd "$P"; gitinit
A="Nell Ashby <nell@vegbox.example>"; B="Owain Pryce <owain@vegbox.example>"
cat > vegbox/rounds.py <<'X'
VAN_CAPACITY_BOXES = 60
CUTOFF_HOUR = 18

def boxes_for(postcodes, orders):
    return sum(orders.get(pc, 0) for pc in postcodes)

def vans_needed(total_boxes):
    return -(-total_boxes // VAN_CAPACITY_BOXES)

def accepts_order(hour):
    return hour < CUTOFF_HOUR
X
gcommit "$A" "2024-08-01 09:00" "Delivery rounds: boxes per round and vans needed"
git branch release/1.4
git checkout -q release/1.4
sed -i 's/VAN_CAPACITY_BOXES = 60/VAN_CAPACITY_BOXES = 55  # older vans on the 1.4 fleet/; s/    return -(-total_boxes \/\/ VAN_CAPACITY_BOXES)/    return max(1, -(-total_boxes \/\/ VAN_CAPACITY_BOXES))  # always send one van/' vegbox/rounds.py
gcommit "$B" "2024-08-03 14:10" "release/1.4: 55 boxes per van for the older fleet, always one van"
git checkout -q main
sed -i 's/def vans_needed(total_boxes):/def vans_needed(total_boxes, chilled=0):/; s/    return -(-total_boxes \/\/ VAN_CAPACITY_BOXES)/    boxes = total_boxes + chilled * 2  # chilled boxes take two slots\n    return -(-boxes \/\/ VAN_CAPACITY_BOXES)/' vegbox/rounds.py
gcommit "$A" "2024-08-05 10:30" "Count chilled boxes as two slots when sizing vans"
sed -i 's/CUTOFF_HOUR = 18/CUTOFF_HOUR = 20/' vegbox/rounds.py
gcommit "$B" "2024-08-06 16:45" "Move order cutoff to 20:00"
echo "# holiday rounds" > vegbox/holidays.py
gcommit "$B" "2024-08-07 12:00" "Stub holiday rounds module"
git reset -q --hard HEAD~3
echo "SATURDAY_ROUNDS = ['Llandaff', 'Canton']" >> vegbox/rounds.py
gcommit "$A" "2024-08-07 15:20" "Saturday rounds for Llandaff and Canton"
LOST=$(git rev-parse --short HEAD@{4})
export GIT_COMMITTER_DATE='2024-08-07 15:40:00 +0100'
capture c-git-cherrypick-vegbox "git reflog -n 12; git switch release/1.4; git cherry-pick $LOST; git status --short; git diff"
