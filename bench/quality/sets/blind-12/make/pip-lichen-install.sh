#!/usr/bin/env bash
# pip install -r requirements.txt in a fresh venv for a lichen-survey analysis project, with no package index reachable.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/pip-lichen-install.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/object at 0x[0-9a-f]*/object at 0x7f3a2c1d5e10/g'
}
P=$WORK/lichen-survey
rm -rf "$P"; mkdir -p "$P/analysis"; cd "$P"
cat > requirements.txt <<'X'
# Epiphytic lichen survey: diversity indices and air-quality bioindication
pandas>=2.1,<3
numpy>=1.26
scipy>=1.11
scikit-bio==0.6.2
geopandas>=0.14
matplotlib>=3.8
openpyxl>=3.1   # field sheets come as .xlsx
X
python3 -m venv .venv
# ignore this machine's pip configuration: only the public index, which is not reachable here
for v in $(env | grep -o '^PIP_[A-Z_]*'); do unset "$v"; done
export PIP_CONFIG_FILE=/dev/null
{ echo '$ .venv/bin/pip install -r requirements.txt'; .venv/bin/pip install -r requirements.txt 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
