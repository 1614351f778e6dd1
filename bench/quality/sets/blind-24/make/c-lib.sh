# helpers shared by the c-*.sh scripts of blind-24 (part c)
WORK=${WORK:-/home/dev}
export WORK
# run CMD...: echo the command, run it (2>&1) under a timeout, print its exit status
run() {
  echo "\$ $*"
  timeout 120 bash -c "$*" 2>&1 | head -c 3000000 | sed -e '$a\'
  echo "exit status: ${PIPESTATUS[0]}"
}
# neutral: strip ANSI codes and replace machine paths with neutral ones
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r/\n/g' \
      -e "s#$HOME/.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/[0-9.]*/bin#/usr/bin#g" \
      -e "s#$HOME/.pyenv/shims#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\b#/home/dev#g"
}
fresh() { rm -rf "$1"; mkdir -p "$1"; cd "$1"; }
