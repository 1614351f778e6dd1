#!/usr/bin/env bash
# Lists the installed Python 3.11 standard library directory (a real tree on the machine):
# runs `ls -la <stdlib dir>`; the pyenv prefix is shown as /usr/lib/python3.11.
# Usage: bash make/ls-la-stdlib.sh > outputs/ls-la-stdlib.txt
PYLIB=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')
ls -la "$PYLIB" 2>&1 | sed -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME#/home/dev#g"
