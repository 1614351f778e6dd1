#!/usr/bin/env bash
# The Python 3.11 environment of this machine (no toy project): `pip list`.
set -u
NAME=pip-list-devenv
HERE="$(cd "$(dirname "$0")" && pwd)"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$HOME#/home/dev#g"; }
( python3 -m pip list 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
