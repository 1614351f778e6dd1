#!/usr/bin/env bash
# The Python 3.11 standard library of this machine (a real tree; no toy project):
# find the .py modules larger than 60 KB outside site-packages. Paths neutralised to /usr/lib/python3.11.
set -u
NAME=find-stdlib-large-py
HERE="$(cd "$(dirname "$0")" && pwd)"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$HOME#/home/dev#g"; }
( find "$PYSTD" -path '*/site-packages' -prune -o -name '*.py' -size +60k -printf '%k KB\t%p\n' 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
