# Shared helpers for the d18c scripts. Source it: . "$(dirname "$0")/d18c-lib.sh"
# WORK: scratch root (default /home/dev); OUT: the output file to write.
WORK=${WORK:-/home/dev}
PYPREFIX=$(python3 -c 'import sys;print(sys.prefix)' 2>/dev/null)
SITEPK=$(python3 -c 'import site;print(site.getsitepackages()[0])' 2>/dev/null)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUTDIR=${OUTDIR:-$HERE/../outputs}

# neutral: rewrite machine paths and strip ANSI colour codes
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#${SITEPK}#/usr/lib/python3/dist-packages#g" \
      -e "s#${PYPREFIX}/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#${PYPREFIX}/bin/#/usr/bin/#g" \
      -e "s#${PYPREFIX}#/usr#g" \
      -e "s#${HOME}/.pyenv/shims/#/usr/bin/#g" \
      -e "s#${WORK}/#/home/dev/#g" \
      -e "s#${WORK}#/home/dev#g" \
      -e "s#${HOME}/#/home/dev/#g"
}

# run "<command>" : echo it, run it with 2>&1 under timeout, cap, print exit status
run() {
  echo "\$ $1"
  timeout 120 bash -c "$1" 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
}
