# Shared helpers for the blind-17 part-c scripts. Source it: . "$(dirname "$0")/c-lib.sh"
WORK=${WORK:-/home/dev}
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)' 2>/dev/null || echo /usr)
PYSITE=$(python3 -c 'import site;print(site.getsitepackages()[0])' 2>/dev/null || echo /usr/lib/python3/dist-packages)
neutralise() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYSITE#/usr/lib/python3.11/site-packages#g" \
      -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\b#/home/dev#g"
}
# run "<command>" : echo it, run it in the current directory, print the exit status
run() {
  echo "\$ $1"
  bash -c "$1" 2>&1
  echo "exit status: $?"
}
fresh() { rm -rf "$1"; mkdir -p "$1"; cd "$1"; }
gitinit() {
  git init -q -b main .
  git config user.name "Dana Okafor"; git config user.email dana@example.org
  git config commit.gpgsign false
}
