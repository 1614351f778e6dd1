# shared helpers for the c-*.sh scripts of blind-22 part c (sourced, not run)
WORK=${WORK:-/home/dev}
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)' 2>/dev/null)
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\\b#/home/dev#g" \
      -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin/#/usr/bin/#g" \
      -e "s#$HOME/\\.npm#/home/dev/.npm#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\\b#/home/dev#g"
}
# run CMD (a string) in the current dir, print "$ CMD", output, "exit status: N"
capture() {
  echo "\$ $1"
  bash -c "$1" 2>&1
  echo "exit status: $?"
}
