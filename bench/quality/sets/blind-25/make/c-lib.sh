# Shared helpers for part c of blind-25 (sourced by the other c-*.sh scripts).
# Usage: P=${WORK:-/home/dev}/<project>; run <command...>; everything is piped through neut.
WORK=${WORK:-/home/dev}
PYPFX=$(python3 -c 'import sys; print(sys.prefix)' 2>/dev/null)
NODEPFX=$(dirname "$(dirname "$(command -v node)")")
run() {
  echo "\$ $*"
  ( cd "$P" && timeout 120 bash -c "$*" > "$WORK/.out.$$" 2>&1; echo $? > "$WORK/.rc.$$" )
  head -c 3000000 "$WORK/.out.$$"
  [ -s "$WORK/.out.$$" ] && [ -n "$(tail -c 1 "$WORK/.out.$$")" ] && echo
  echo "exit status: $(cat "$WORK/.rc.$$")"
  rm -f "$WORK/.out.$$" "$WORK/.rc.$$"
}
neut() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" \
      -e "s#$HOME/.pyenv/shims#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK\b#/home/dev#g" \
      -e "s#$HOME/#/home/dev/#g"
}
