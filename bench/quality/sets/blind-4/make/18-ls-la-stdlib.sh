#!/bin/sh
# `ls -la` of the Python 3.11 standard library directory (a real tree on the machine).
# usage: BASE=<scratch dir> sh make/18-ls-la-stdlib.sh > outputs/18-ls-la-stdlib.txt
set -u
PYLIB=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
neut() { sed -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME#/home/dev#g"; }
cd "$PYLIB" && ls -la 2>&1 | neut
