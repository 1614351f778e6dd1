#!/usr/bin/env bash
# `ls -la` over the Python 3.11 standard library directory of this machine's interpreter.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/ls-la-python-stdlib.txt"
LIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
cd "$LIB" && ls -la 2>&1 | neut > "$OUT"
