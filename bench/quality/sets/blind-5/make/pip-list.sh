#!/bin/bash
# the interpreter's installed packages (the Python used by the toy projects in this set)
source "$(dirname "$0")/_common.sh"
{
  echo '$ python3 -m pip list'
  python3 -m pip list 2>&1
} | neut > "$OUTDIR/pip-list.txt"
