#!/bin/bash
# ls -la over the Python standard library directory
source "$(dirname "$0")/_common.sh"
STDLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
{
  echo '$ ls -la /usr/lib/python3.11'
  ls -la "$STDLIB" 2>&1
} | neut > "$OUTDIR/ls-stdlib.txt"
