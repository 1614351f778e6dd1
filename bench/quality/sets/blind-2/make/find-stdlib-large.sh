#!/usr/bin/env bash
# find: Python standard-library modules larger than 100 KB, with sizes, sorted.
source "$(dirname "$0")/_neutralize.sh"
PYLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
find "$PYLIB" -type f -name '*.py' -size +100k -not -path '*/site-packages/*' -printf '%8s  %p\n' 2>&1 | sort -n | neutralize > "$OUTDIR/find-stdlib-large.txt"
