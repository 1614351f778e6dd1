#!/bin/bash
# git log --graph --oneline --all --decorate after several feature branches were merged (and one left open)
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
brickyard_copy
git checkout -q -b feature/kiln-firing-curve HEAD~25
printf '\n\ndef firing_curve(peak_c=1050, soak_h=8):\n    """ramp, soak and cool hours for the tunnel kiln"""\n    return {"ramp": peak_c / 90, "soak": soak_h, "cool": peak_c / 60}\n' >> brickyard/orders.py
bcommit "Pieter de Wit" "2023-10-20T09:00:00+01:00" "Add kiln firing curve"
sed -i 's/peak_c=1050/peak_c=1080/' brickyard/orders.py
bcommit "Pieter de Wit" "2023-10-23T15:30:00+01:00" "Engineering bricks fire at 1080 C"
git checkout -q -b feature/weekend-shift HEAD~3
printf '\n[shifts]\nweekend = true\nweekend_kg_per_hour = 35\n' >> config/lines.toml
bcommit "Aroha Ngata" "2023-10-25T08:00:00+01:00" "Weekend shift settings"
git checkout -q main
GIT_AUTHOR_NAME="Gwen Pritchard" GIT_COMMITTER_NAME="Gwen Pritchard" GIT_AUTHOR_EMAIL=gwen@brickyard.example GIT_COMMITTER_EMAIL=gwen@brickyard.example \
GIT_AUTHOR_DATE="2023-11-08T11:00:00+01:00" GIT_COMMITTER_DATE="2023-11-08T11:00:00+01:00" git merge -q --no-ff -m "Merge branch 'feature/kiln-firing-curve'" feature/kiln-firing-curve >/dev/null
printf -- '- 2023-11-08: firing curve merged; check soak on next engineering batch\n' >> NOTES.md
bcommit "Gwen Pritchard" "2023-11-08T11:20:00+01:00" "Note firing curve merge"
git checkout -q -b fix/corbel-mould-code main~4
sed -i 's/"corbel": {"mould": "SE-10"/"corbel": {"mould": "CB-10"/' brickyard/shapes.py
sed -i 's/mould_for("corbel") == "SE-10"/mould_for("corbel") == "CB-10"/' tests/test_shapes.py
bcommit "Tomasz Wróbel" "2023-11-08T13:00:00+01:00" "Corbel mould is CB-10, not SE-10"
git checkout -q main
GIT_AUTHOR_NAME="Gwen Pritchard" GIT_COMMITTER_NAME="Gwen Pritchard" GIT_AUTHOR_EMAIL=gwen@brickyard.example GIT_COMMITTER_EMAIL=gwen@brickyard.example \
GIT_AUTHOR_DATE="2023-11-08T14:00:00+01:00" GIT_COMMITTER_DATE="2023-11-08T14:00:00+01:00" git merge -q --no-ff -m "Merge branch 'fix/corbel-mould-code'" fix/corbel-mould-code >/dev/null
git tag -a v2.3.0 -m "November release" HEAD
git tag v2.2.0 HEAD~30
{ run git log --graph --oneline --all --decorate; } | neutral
