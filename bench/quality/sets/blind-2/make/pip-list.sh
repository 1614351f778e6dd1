#!/usr/bin/env bash
# pip list of this machine's main Python 3.11 environment.
source "$(dirname "$0")/_neutralize.sh"
python3 -m pip list 2>&1 | neutralize > "$OUTDIR/pip-list.txt"
