#!/bin/bash
# Shared helpers for blind-26 part d scripts (sourced, not run).
WORK=${WORK:-/home/dev}
OUTDIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../outputs" && pwd)
# neutralise machine paths and strip ANSI colour codes
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[a-zA-Z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\\b#/home/dev#g" \
      -e "s#$HOME/\\.rustup/toolchains/[^/]*/#/usr/local/rustup/toolchains/stable-x86_64-unknown-linux-gnu/#g" \
      -e "s#$HOME/\\.cargo/#/usr/local/cargo/#g" \
      -e "s#$HOME/\\.m2/#/home/dev/.m2/#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\\b#/home/dev#g"
}
# run CMD in the current directory the way an agent's bash call would
run() {
  echo "\$ $1"
  timeout 120 bash -c "$1" 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
}
