#!/bin/sh
# Orchard frost-alarm service: `pip install -v -r requirements.txt` in a fresh venv; one internal
# package is on no index (PyPI itself is unreachable from this machine; local mirrors are used).
# usage: BASE=<scratch dir> sh make/24-pip-frostalarm.sh > outputs/24-pip-frostalarm.txt
set -u
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
# root of the local PyPI mirror configured for pip on this machine (shown as /srv)
MIRROR_ROOT=$(dirname "$(python3 -m pip config get global.find-links 2>/dev/null || echo /nonexistent/x)")
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME#/home/dev#g" -e "s#$MIRROR_ROOT/#/srv/#g"; }
P="$BASE/frostalarm"; rm -rf "$P"; mkdir -p "$P/frostalarm"; cd "$P"
cat > requirements.txt <<'EOF'
# orchard frost alarm: reads leaf-wetness/temperature probes over MQTT, texts the grower
paho-mqtt>=2.0
pydantic>=2.5
httpx>=0.27
python-dateutil>=2.8
frostguard-probes==0.4.2   # vendor SDK for the orchard probes (internal index)
tenacity>=8.2
apscheduler>=3.10,<4
EOF
python3 -m venv .venv
{ .venv/bin/pip install -v -r requirements.txt 2>&1; echo "exit status: $?"; } | neut
