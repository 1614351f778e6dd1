#!/bin/sh
# `pip list` of the machine's Python 3.11 environment.
# usage: BASE=<scratch dir> sh make/28-pip-list.sh > outputs/28-pip-list.txt
set -u
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
# root of the local PyPI mirror configured for pip on this machine (shown as /srv)
MIRROR_ROOT=$(dirname "$(python3 -m pip config get global.find-links 2>/dev/null || echo /nonexistent/x)")
neut() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$HOME#/home/dev#g" -e "s#$MIRROR_ROOT/#/srv/#g"; }
python3 -m pip list 2>&1 | neut
