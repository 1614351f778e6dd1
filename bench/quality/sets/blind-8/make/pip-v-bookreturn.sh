#!/bin/bash
# Library book-return sorter: pip install -v -r requirements.txt in a fresh venv; one requirement does not exist
# (PyPI itself is unreachable on this machine; pip also reads a local file:// mirror index configured globally).
P=${WORK:-/home/dev}/book-return
rm -rf $P && mkdir -p $P/sorter && cd $P
cat > requirements.txt <<'R'
click>=8.1
rich>=13.0
tabulate>=0.9
python-dateutil>=2.8
attrs>=23.1
isbn-shelfmark>=0.4   # Dewey/ISBN shelf-mark lookup used by the sorter
pyyaml>=6.0
R
cat > sorter/__init__.py <<'PY'
PY
python3 -m venv .venv >/dev/null 2>&1
.venv/bin/pip install -v -r requirements.txt 2>&1
echo "exit status: $?"
