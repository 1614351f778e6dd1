#!/usr/bin/env bash
# beehive inspection logger: pip install -v -r requirements.txt in a fresh venv; one package does not exist
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/hive-inspections"
rm -rf "$P"; mkdir -p "$P/hive"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
TMPROOT=$(python3 -c 'import tempfile; print(tempfile.gettempdir())')
WHEELROOT=$(dirname "${PIP_FIND_LINKS:-/nonexistent/x}")   # local package mirror root
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g" -e "s#$WHEELROOT/#/usr/local/#g" -e "s#$TMPROOT/pip-#/var/tmp/pip-#g"; }
cat > requirements.txt <<'EOF'
# hive inspection logger
python-dateutil>=2.8
tabulate>=0.9
hive-frame-counter==0.4.2
EOF
cat > hive/__init__.py <<'EOF'
EOF
cat > hive/inspect.py <<'EOF'
from dateutil.parser import parse
from tabulate import tabulate
from hive_frame_counter import count_brood_frames

def report(rows):
    return tabulate([(parse(r["date"]).date(), r["hive"], count_brood_frames(r["photo"])) for r in rows],
                    headers=["date", "hive", "brood frames"])
EOF
python3 -m venv .venv
.venv/bin/python -m pip install -vvv --retries 0 --timeout 5 -r requirements.txt 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
