#!/usr/bin/env bash
# pip install -r requirements.txt in a fresh venv for a wind-turbine SCADA log analyser,
# on a machine with no route to the package index. Output: outputs/pip-offline-turbinescada.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/turbine-scada
rm -rf "$P"; mkdir -p "$P/scada"; cd "$P"

cat > requirements.txt <<'X'
# runtime
pandas==2.2.3
pyarrow>=17,<19
scipy~=1.14.1
windrose==1.9.2
python-dateutil>=2.9
# reporting
jinja2>=3.1.4
X
cat > scada/__init__.py <<'X'
X

# plain pip: no user/site config, no local wheel mirrors
for v in $(env | grep -o '^PIP_[A-Z_]*'); do unset "$v"; done
export PIP_CONFIG_FILE=/dev/null PIP_DISABLE_PIP_VERSION_CHECK=1
python3 -m venv .venv

PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
neutral() {
  sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/object at 0x[0-9a-f]*/object at 0x7f3a9c1e2d50/g'
}
{
  echo "$ .venv/bin/pip install -r requirements.txt"
  .venv/bin/pip install -r requirements.txt 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
