# Shared helpers for the d-* scripts of blind-25 (sourced, not run).
# WORK defaults to /home/dev; every captured output is neutralised so that no
# path of the machine that produced it remains.
set -u
WORK=${WORK:-/home/dev}
OUTDIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../outputs" && pwd)"
export RUST_BACKTRACE=${RUST_BACKTRACE:-0}
neutral() {
  sed -E \
    -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
    -e "s#${WORK}/#/home/dev/#g" \
    -e "s#${WORK}#/home/dev#g" \
    -e "s#${HOME}/\.rustup/toolchains/[^/]+#/usr/local/rustup/toolchains/stable#g" \
    -e "s#${HOME}/\.cargo#/usr/local/cargo#g" \
    -e "s#${HOME}/\.m2#/home/dev/.m2#g" \
    -e "s#${HOME}/#/home/dev/#g" \
    -e 's#/rustc/[0-9a-f]{40}/#/rustc/stable/#g'
}
# run <outname> <dir> <command...>: echo "$ cmd", run it under timeout, capture, exit status
# (the trailing "exit $?" keeps bash from exec-ing the command, so a death by signal is reported
# by that bash, as an interactive shell would, inside the captured text)
run() {
  local name=$1 dir=$2; shift 2
  {
    echo "\$ $*"
    ( cd "$dir" && timeout 120 bash -c "$*"$'\n''exit $?' 2>&1 ) | head -c 3000000
    echo "exit status: ${PIPESTATUS[0]}"
  } | neutral > "$OUTDIR/$name.txt"
}
