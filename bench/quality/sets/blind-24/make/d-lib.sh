# Shared helpers for the d-*.sh scripts of blind-24 (part d).
# Usage in a script:  . "$(dirname "$0")/d-lib.sh"; proj NAME; ...; capture OUTNAME 'command'
set -u
WORK=${WORK:-/home/dev}
D_MAKE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
D_OUT=$D_MAKE/../outputs
proj() { P=$WORK/$1; rm -rf "$P"; mkdir -p "$P"; cd "$P"; }
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME\$#/home/dev#" \
      -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r$//'
}
# run CMD: echo the prompt line, run it under timeout, print the exit status
run() {
  echo "\$ $1"
  timeout 120 bash -c "$1" 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
}
capture() { local name=$1; shift; { for c in "$@"; do run "$c"; done; } | neutral > "$D_OUT/$name.txt"; wc -l "$D_OUT/$name.txt"; }
