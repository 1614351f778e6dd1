#!/usr/bin/env bash
# large Python source files in the standard library, excluding site-packages (real tree on the machine)
BASE=/nonexistent-scratch   # no scratch project in this script
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
PY=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
find "$PY" -path '*/site-packages' -prune -o -name '*.py' -size +100k -print 2>&1 | neut
