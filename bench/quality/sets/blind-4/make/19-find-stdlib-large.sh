#!/bin/sh
# `find` over the Python stdlib: .py files larger than 100 KB with their sizes, largest last.
# usage: BASE=<scratch dir> sh make/19-find-stdlib-large.sh > outputs/19-find-stdlib-large.txt
set -u
PYLIB=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
neut() { sed -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME#/home/dev#g"; }
cd "$PYLIB" && find . -path ./site-packages -prune -o -type f -name '*.py' -size +100k -printf '%s\t%p\n' 2>&1 | sort -n | neut
