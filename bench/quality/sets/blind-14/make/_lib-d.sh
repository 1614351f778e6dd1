#!/usr/bin/env bash
# Shared helpers for the part-d scripts of blind-14 (command outputs).
# Usage inside a script:  . "$(dirname "$0")/_lib-d.sh"; ...; capture <command...>
WORK=${WORK:-/home/dev}
mkdir -p "$WORK"
SETDIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-dev} GIT_COMMITTER_NAME=${GIT_COMMITTER_NAME:-dev}
export GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-dev@example.org} GIT_COMMITTER_EMAIL=${GIT_COMMITTER_EMAIL:-dev@example.org}
export NO_COLOR=1 FORCE_COLOR=0 TERM=dumb

# Replace this machine's path prefixes with neutral ones and strip ANSI colour codes.
neutral() {
  local py tmpd
  py=$(python3 -c 'import sys;print(sys.prefix)' 2>/dev/null || echo /nonexistent)
  tmpd=$(dirname "$(mktemp -u)")
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$py/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$py/bin#/usr/bin#g" -e "s#$py#/usr#g" \
      -e "s#$HOME/\.pyenv/shims#/usr/bin#g" \
      -e "s#$HOME/\.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$HOME/\.cargo/#/home/dev/.cargo/#g" \
      -e "s#$HOME/\.m2/#/home/dev/.m2/#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\b#/home/dev#g" \
      -e "s#$tmpd/#/home/dev/.tmp/#g" \
      -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r$//' -e 's/\r/\n/g'
}

# capture CMD...  : print "$ CMD", run it with stderr merged, print the exit status.
capture() {
  echo "\$ $*"
  local tmp rc
  tmp=$(mktemp)
  bash -c "$*" >"$tmp" 2>&1
  rc=$?
  cat "$tmp"
  # keep the status line on a line of its own when the command's output lacks a final newline
  if [ -s "$tmp" ] && [ -n "$(tail -c1 "$tmp")" ]; then echo; fi
  rm -f "$tmp"
  echo "exit status: $rc"
}
