# Shared by the make/*.sh scripts: where toy projects live, and path neutralisation.
# Every machine-specific prefix is computed here (nothing is hard-coded) and replaced
# with a neutral one: the work directory -> /home/dev, the Python installation ->
# /usr, $HOME -> /home/dev, local pip index directories -> /srv/pypi*, /srv/wheels.
WORK="${LABELS_WORK:-$(dirname "$(mktemp -u)")/labels-b2}"
mkdir -p "$WORK"
OUTDIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/outputs"
_PYSTDLIB="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
_PYPREFIX="$(python3 -c 'import sys; print(sys.prefix)')"
_SEDARGS=(-e "s#$WORK/#/home/dev/#g" -e "s#$_PYSTDLIB#/usr/lib/python3.11#g"
          -e "s#$_PYPREFIX/bin#/usr/bin#g" -e "s#$_PYPREFIX#/usr#g")
# pip's local indexes (extra-index-url file://DIR/simple ...) and find-links directory
_n=0
for url in $(pip config get global.extra-index-url 2>/dev/null); do
  d="${url#file://}"; d="${d%/simple}"
  case "$_n" in 0) to=/srv/pypi ;; *) to=/srv/pypi-extra ;; esac
  _SEDARGS+=(-e "s#$d/#$to/#g"); _n=$((_n + 1))
done
_FL="$(pip config get global.find-links 2>/dev/null)"
[ -n "$_FL" ] && _SEDARGS+=(-e "s#$_FL#/srv/wheels#g")
_SEDARGS+=(-e "s#$HOME/\.pyenv/shims#/usr/bin#g" -e "s#$HOME/#/home/dev/#g" -e "s#$HOME\b#/home/dev#g")
neutralize() { sed "${_SEDARGS[@]}"; }
