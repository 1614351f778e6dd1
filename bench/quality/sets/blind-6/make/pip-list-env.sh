#!/usr/bin/env bash
# installed packages of the machine's Python environment (real environment, nothing created)
BASE=/nonexistent-scratch   # no scratch project in this script
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
python3 -m pip list 2>&1 | neut
