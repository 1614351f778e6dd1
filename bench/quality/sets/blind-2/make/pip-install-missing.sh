#!/usr/bin/env bash
# pip install -v -r requirements.txt in a fresh venv of a small ETL project; one requirement
# cannot be found (PyPI is not reachable from this machine; only local wheel indexes are).
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/etl-nightly
rm -rf "$P"; mkdir -p "$P/etl"; cd "$P"
cat > requirements.txt <<'EOF'
# nightly warehouse ETL
requests>=2.31
python-dateutil>=2.8
PyYAML>=6.0
tabulate>=0.9
sqlalchemy-redshift-lite==0.4.2
EOF
cat > etl/__init__.py <<'EOF'
EOF
python3 -m venv .venv
{ .venv/bin/pip install -v -r requirements.txt; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/pip-install-missing.txt"
