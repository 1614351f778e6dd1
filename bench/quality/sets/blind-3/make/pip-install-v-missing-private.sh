#!/usr/bin/env bash
# Dispatch API (Flask + SQLAlchemy) whose requirements.txt names a private package that no configured index has;
# `pip install -v -r requirements.txt` in a fresh venv. Public PyPI is not reachable from this machine
# (pip retries and gives up); the other packages come from the machine's local package mirror.
set -u
NAME=pip-install-v-missing-private; PROJ=dispatch-api
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

cat > requirements.txt <<'EOF'
# web
flask>=3.0
gunicorn>=22
# data
sqlalchemy>=2.0,<2.1
alembic>=1.13
# internal routing engine client (published to the company index)
acme-routing-sdk==2.4.0
# misc
pydantic>=2.6
python-dateutil>=2.9
structlog>=24.1
EOF
python3 -m venv .venv
( .venv/bin/pip install -v -r requirements.txt 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
