# Shared helpers for part c of blind-21. Source it: . "$(dirname "$0")/c-lib.sh"
set -u
WORK=${WORK:-/home/dev}
export WORK
OUTDIR=${OUTDIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../outputs" && pwd)}
PYSTD=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')
PYPREFIX=$(python3 -c 'import sys;print(sys.prefix)')
export GIT_AUTHOR_NAME="Dev" GIT_AUTHOR_EMAIL="dev@example.org" GIT_COMMITTER_NAME="Dev" GIT_COMMITTER_EMAIL="dev@example.org"
export NO_COLOR=1 FORCE_COLOR=0 PYTHONDONTWRITEBYTECODE=1
neutral() {
  sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
      -e "s#$PYSTD/site-packages#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYSTD#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\b#/home/dev#g"
}
# run "<command>" : echo it, run it in the current dir, print exit status
run() {
  echo "\$ $1"
  bash -c "$1" 2>&1 | sed -e '$a\'
  echo "exit status: ${PIPESTATUS[0]}"
}
