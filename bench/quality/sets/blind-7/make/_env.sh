# Sourced by every make/*.sh: where toy projects are created, and how machine paths are neutralised.
# Toy projects go under $LABELS_WORKDIR (default: <system temp dir>/labels-b7).
SYSTMP="$(dirname "$(mktemp -u)")"
: "${LABELS_WORKDIR:=$SYSTMP/labels-b7}"
BASE="$LABELS_WORKDIR"
mkdir -p "$BASE"
PYPREFIX="$(python3 -c 'import sys; print(sys.prefix)')"
PYSTDLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
# root of the local package mirror pip is configured with (find-links), if any
LOCALIDX="$(python3 -m pip config list 2>/dev/null | sed -n "s#^global.find-links='\(/[^/]*/\).*#\1#p" | head -1)"

# neut: rewrite machine-specific path prefixes to neutral ones (stdin -> stdout)
neut() {
  local args=(-e "s#$BASE/npmcache-[a-z]*#/home/dev/.npm#g" -e "s#$BASE/#/home/dev/#g"
              -e "s#$PYSTDLIB#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin/python3#/usr/bin/python3#g"
              -e "s#$PYPREFIX#/usr#g")
  if [ -n "$LOCALIDX" ]; then args+=(-e "s#$LOCALIDX#/srv/#g"); fi
  args+=(-e "s#$SYSTMP/#/home/dev/scratch/#g" -e "s#$HOME#/home/dev#g")
  sed "${args[@]}"
}
