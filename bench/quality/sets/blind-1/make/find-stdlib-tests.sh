#!/usr/bin/env bash
# find of the test modules in the Python 3.11 standard library's test package (shown as /usr/lib/python3.11).
NAME=find-stdlib-tests; . "$(dirname "$0")/_lib.sh"; setup_project finddemo
capture "find '$PYSTD/test' -name 'test_*.py' | sort"
