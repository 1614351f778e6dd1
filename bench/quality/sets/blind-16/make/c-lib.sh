# Shared helpers for the blind-16 part-c scripts (sourced, not run).
# WORK defaults to /home/dev; every captured output is passed through `neutral`
# so that no path of the machine that produced it remains.
WORK=${WORK:-/home/dev}
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-dev} GIT_COMMITTER_NAME=${GIT_COMMITTER_NAME:-dev}
export NO_COLOR=1 FORCE_COLOR=0 PYTHONDONTWRITEBYTECODE=1
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)' 2>/dev/null || echo /usr)
PYBIN=$(dirname "$(command -v python3)")
neutral() {
  sed -e "s#${PYPREFIX}/lib/python3\.\([0-9]*\)#/usr/lib/python3.\1#g" \
      -e "s#${PYPREFIX}/bin/#/usr/bin/#g" \
      -e "s#${PYPREFIX}#/usr#g" \
      -e "s#${PYBIN}/#/usr/bin/#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${WORK}\b#/home/dev#g" \
      -e "s#${HOME}/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r$//' -e 's/\r/\n/g'
}
# run "<command line>" : echo it, run it through bash, print the exit status
run() {
  echo "\$ $1"
  bash -c "$1" 2>&1
  echo "exit status: $?"
}
