# Shared helpers for the d17c scripts: source this file, then use `capture <outfile> <command...>`.
# WORK is the scratch root; toy projects live under $WORK/<project>.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUTDIR=${OUTDIR:-$HERE/../outputs}
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)' 2>/dev/null || echo /usr)

neutralize() {
  sed -E -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
    -e "s#${PYPREFIX}/lib/python3\.11/site-packages#/usr/lib/python3/dist-packages#g" \
    -e "s#${PYPREFIX}/lib/python3\.11#/usr/lib/python3.11#g" \
    -e "s#${PYPREFIX}/bin/#/usr/bin/#g" \
    -e "s#${PYPREFIX}#/usr#g" \
    -e "s#${WORK}/#/home/dev/#g" -e "s#${WORK}#/home/dev#g" \
    -e "s#${HOME}/\.npm#/home/dev/.npm#g" \
    -e "s#${HOME}/#/home/dev/#g" -e "s#${HOME}\b#/home/dev#g"
}

# capture <name> <display-command> -- run the display command (a shell string) in the cwd
capture() {
  local name=$1 cmd=$2 rc
  {
    echo "\$ $cmd"
    timeout 120 bash -c "$cmd" 2>&1 | head -c 3000000
    rc=${PIPESTATUS[0]}
    echo "exit status: $rc"
  } | neutralize > "$OUTDIR/$name.txt"
}

# git helpers: a fresh repo with fixed identity and a clock that advances per commit
git_init() {
  git init -q -b main "$1"
  cd "$1"
  git config user.name "Ines Okafor"; git config user.email "ines@example.org"
  git config commit.gpgsign false; git config core.pager cat; git config color.ui false
  GCLOCK=1767225600  # 2026-01-01
}
# gcommit "<message>" [author name] [author email]
gcommit() {
  GCLOCK=$((GCLOCK + 3600 * 7 + (RANDOM % 5000)))
  local an=${2:-Ines Okafor} ae=${3:-ines@example.org}
  git add -A
  GIT_AUTHOR_NAME="$an" GIT_AUTHOR_EMAIL="$ae" GIT_AUTHOR_DATE="@$GCLOCK +0100" \
    GIT_COMMITTER_DATE="@$GCLOCK +0100" git commit -q -m "$1"
}
