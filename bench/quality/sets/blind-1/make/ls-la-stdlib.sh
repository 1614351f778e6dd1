#!/usr/bin/env bash
# ls -la of the Python 3.11 standard library directory (shown as /usr/lib/python3.11).
NAME=ls-la-stdlib; . "$(dirname "$0")/_lib.sh"; setup_project lsdemo
capture "cd '$PYSTD' && ls -la"
