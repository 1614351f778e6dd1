#!/bin/bash
# git merge of a feature branch that conflicts with main in two files, then git status and git diff
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
brickyard_copy
git checkout -q -b feature/chamber-humidity HEAD~12
sed -i 's/^HUMIDITY_PCT = 70/HUMIDITY_PCT = 64  # new dehumidifiers in chambers 3 and 4/' brickyard/drying.py
bcommit "Hamid Rezaei" "2023-11-06T09:30:00+01:00" "Lower chamber humidity to 64% after dehumidifier install"
sed -i 's/^count = 4/count = 6/; s/^pallets_per_chamber = 24/pallets_per_chamber = 20/' config/lines.toml
bcommit "Hamid Rezaei" "2023-11-06T11:05:00+01:00" "Chambers 5 and 6 commissioned (smaller, 20 pallets)"
printf '\n\ndef chamber_for(pallets, free):\n    """first chamber with enough free pallet places"""\n    for n, places in enumerate(free, start=1):\n        if places >= pallets:\n            return n\n    return None\n' >> brickyard/orders.py
bcommit "Hamid Rezaei" "2023-11-07T08:45:00+01:00" "Pick a drying chamber for an order"
git checkout -q main
sed -i 's/^HUMIDITY_PCT = 70/HUMIDITY_PCT = 72  # winter: slower drying to avoid cracking/' brickyard/drying.py
sed -i 's/^count = 4/count = 5/' config/lines.toml
bcommit "Gwen Pritchard" "2023-11-08T16:20:00+01:00" "Winter settings: 72% RH, chamber 5 back in service"
{ run git merge --no-ff feature/chamber-humidity; run git status; run git diff; } | neutral
