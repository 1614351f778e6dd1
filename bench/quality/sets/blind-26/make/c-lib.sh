# shared helpers for the part-c scripts of blind-26 (sourced, not run)
WORK=${WORK:-/home/dev}
export GIT_AUTHOR_NAME="Dana Okafor" GIT_AUTHOR_EMAIL="dana@example.org"
export GIT_COMMITTER_NAME="Dana Okafor" GIT_COMMITTER_EMAIL="dana@example.org"
export GIT_CONFIG_NOSYSTEM=1 NO_COLOR=1 FORCE_COLOR=0 PYTHONDONTWRITEBYTECODE=1
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)' 2>/dev/null)
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#${PYPREFIX}/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#${PYPREFIX}/bin/#/usr/bin/#g" -e "s#${PYPREFIX}#/usr#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${WORK}\b#/home/dev#g" \
      -e "s#${HOME}/#/home/dev/#g"
}
# run "<command string>": echo it, run it under timeout, capture stdout+stderr, cap size
run() {
  echo "\$ $1"
  timeout 120 bash -c "$1" 2>&1 | head -c 3000000 | sed -e '$a\'
  echo "exit status: ${PIPESTATUS[0]}"
}
gcommit() { # gcommit "<date>" "<message>"
  GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"
}
