#!/usr/bin/env bash
# ls -la of the Python 3.11 standard library directory.
source "$(dirname "$0")/_neutralize.sh"
PYLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
cd "$PYLIB" && ls -la 2>&1 | neutralize > "$OUTDIR/ls-la-stdlib.txt"
