#!/usr/bin/env bash
# Lists the packages of the machine's Python 3.11 environment: runs `pip list`.
# Usage: bash make/pip-list.sh > outputs/pip-list.txt
pip list 2>&1 | sed -e "s#$HOME#/home/dev#g"
