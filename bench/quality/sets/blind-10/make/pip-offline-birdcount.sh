#!/usr/bin/env bash
# pip install -r requirements.txt for a bird-survey data app, in a fresh venv, with no route to PyPI.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/birdtally
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/object at 0x[0-9a-f]*/object at 0x7f3c2a91d590/g' \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/birdtally"; cd "$P"
cat > requirements.txt <<'EOF'
# survey ingestion + reporting
pandas==2.2.2
pyproj==3.6.1
shapely==2.0.4
openpyxl==3.1.2
ebird-api==3.0.6
-e .
EOF
cat > pyproject.toml <<'EOF'
[project]
name = "birdtally"
version = "0.3.0"
requires-python = ">=3.10"
dependencies = ["pandas>=2.1", "shapely>=2"]
EOF
echo '__version__ = "0.3.0"' > birdtally/__init__.py
# no pip configuration from this machine: a plain developer box whose network has no route out
for v in $(env | grep -o '^PIP_[A-Z_]*'); do unset "$v"; done
export PIP_CONFIG_FILE=/dev/null PIP_DISABLE_PIP_VERSION_CHECK=1
python -m venv .venv
{
  echo '$ .venv/bin/pip install -r requirements.txt'
  .venv/bin/pip install -r requirements.txt 2>&1
  echo "exit status: $?"
} | neutral
