#!/bin/bash
# Climbing-gym route grader: du over cargo's target directory after the test build (project recreated by cargo_grader_test.sh).
HERE=$(cd "$(dirname "$0")" && pwd)
bash "$HERE/cargo_grader_test.sh" >/dev/null
cd ${WORK:-/home/dev}/route-grader
cargo build -q 2>/dev/null
cargo build --release -q 2>/dev/null
{
  echo '$ du -ah target | sort -rh | head -n 45'
  du -ah target 2>&1 | sort -rh | head -n 45
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
