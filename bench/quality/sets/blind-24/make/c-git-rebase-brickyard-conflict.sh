#!/bin/bash
# git rebase of a feature branch onto main stopping on a conflict in the second of three commits, then status and diff
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
brickyard_copy
git checkout -q -b feature/pallet-barcodes HEAD~40
python3 - <<'PY'
p = "brickyard/orders.py"
s = open(p).read()
s += '\n\ndef barcode(order_id, pallet_no):\n    """Code 128 payload printed on the pallet ticket"""\n    return f"BY{order_id:06d}P{pallet_no:03d}"\n'
open(p, "w").write(s)
PY
bcommit "Aroha Ngata" "2023-11-01T10:10:00+01:00" "Add pallet barcode payload"
python3 - <<'PY'
p = "brickyard/orders.py"
s = open(p).read()
s = s.replace('return f"{brick.title()} ({body}) - fired {fired_on:%d/%m}"',
              'return f"{brick.title()} ({body}) - fired {fired_on:%d/%m/%Y} [{barcode_hint}]"')
s = s.replace("def ticket_text(brick, body, fired_on):", "def ticket_text(brick, body, fired_on, barcode_hint=\"\"):")
open(p, "w").write(s)
PY
bcommit "Aroha Ngata" "2023-11-02T14:40:00+01:00" "Show barcode hint and full year on pallet tickets"
printf '\n- 2023-11-03: pallet tickets now carry a Code 128 barcode\n' >> NOTES.md
bcommit "Aroha Ngata" "2023-11-03T09:00:00+01:00" "Note barcode tickets in NOTES"
git checkout -q main
python3 - <<'PY'
p = "brickyard/orders.py"
s = open(p).read()
s = s.replace('return f"{brick.title()} ({body}) - fired {fired_on:%d/%m}"',
              'return f"{brick.upper()} | {body} | fired {fired_on:%Y-%m-%d} | chamber {chamber}"')
s = s.replace("def ticket_text(brick, body, fired_on):", "def ticket_text(brick, body, fired_on, chamber=None):")
open(p, "w").write(s)
PY
bcommit "Tomasz Wróbel" "2023-11-08T12:00:00+01:00" "Pallet tickets: ISO dates and chamber number for the yard crew"
git checkout -q feature/pallet-barcodes
{ run git rebase main; run git status; run git diff; } | neutral
