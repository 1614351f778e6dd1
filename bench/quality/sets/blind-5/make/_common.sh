# shared helpers: sourced by every make/*.sh script of blind-5 (part d)
HERE="$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)"
OUTDIR="$HERE/../outputs"
TMPD="$(dirname "$(mktemp -u)")"            # the machine's temp directory
ROOT="$TMPD/labels-b5"                       # toy projects live here
PYSTDLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
PYPREFIX="$(python3 -c 'import sys; print(sys.prefix)')"
SHIMS="$(dirname "$(command -v python3)")"
LIBDIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$LIBDIR/../../../../.." && pwd)"  # this repository's checkout
FINDLINKS="$(python3 -m pip config get global.find-links 2>/dev/null)"
OPTD="$(dirname "${FINDLINKS:-/nonexistent/x}")"   # local package mirror root
fresh() { P="$ROOT/$1"; rm -rf "$P"; mkdir -p "$P"; cd "$P"; }
# replace machine-specific path prefixes with neutral ones
neut() {
  sed -e "s#$ROOT#/home/dev#g" \
      -e "s#$PYSTDLIB#/usr/lib/python3.11#g" \
      -e "s#$PYPREFIX#/usr#g" \
      -e "s#$SHIMS#/usr/bin#g" \
      -e "s#$REPO#/home/dev/mcp-server#g" \
      -e "s#$HOME#/home/dev#g" \
      -e "s#$OPTD/#/usr/local/#g" \
      -e "s#$TMPD/#/var/tmp/#g"
}
# strip ANSI colour codes (tools that force colour even when piped)
noansi() { sed -e 's/\x1b\[[0-9;]*[mK]//g'; }
# deterministic git identity and dates
export GIT_AUTHOR_NAME="Dev" GIT_AUTHOR_EMAIL="dev@example.com" GIT_COMMITTER_NAME="Dev" GIT_COMMITTER_EMAIL="dev@example.com"
export GIT_CONFIG_NOSYSTEM=1
gitinit() { git init -q -b main . && git config user.name Dev && git config user.email dev@example.com && git config commit.gpgsign false && git config advice.detachedHead false; }
# commit with a fixed date: gc "<date>" "<author name>" "<message>"
gc() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@example.com" git commit -q -am "$3"; }
export PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1
