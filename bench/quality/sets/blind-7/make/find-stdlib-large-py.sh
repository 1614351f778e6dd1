#!/usr/bin/env bash
# find: Python source files over 60 KiB in the interpreter's standard library (excluding site-packages).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/find-stdlib-large-py.txt"
LIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
cd "$LIB" && find . -path ./site-packages -prune -o -type f -name '*.py' -size +60k -printf '%8s  %TY-%Tm-%Td  %p\n' 2>&1 | sort -k3 | neut > "$OUT"
