#!/usr/bin/env bash
# `pip install -v -r requirements.txt` in a fresh venv for a small Flask dashboard: every package
# resolves from the machine's local wheel mirror except a private one; the public index is
# unreachable, so pip retries and then fails. (Local mirror paths are shown as /srv/...)
NAME=pip-install-missing-verbose; . "$(dirname "$0")/_lib.sh"; setup_project metrics-dash
cat > requirements.txt <<'EOF'
flask==3.*
python-dotenv>=1.0
requests>=2.31
ops-metrics-client==1.4.2
EOF
python3 -m venv .venv
capture ".venv/bin/pip install -v -r requirements.txt; echo \"exit status: \$?\""
# show the machine's local mirror directories (from pip's config) as /srv/<name>
for u in $(pip config get global.extra-index-url 2>/dev/null); do
  d="${u#file://}"; d="${d%/simple}"
  sed -i "s#$d/#/srv/$(basename "$d")/#g" "$OUT"
done
for d in $(pip config get global.find-links 2>/dev/null); do
  sed -i "s#$d#/srv/$(basename "$d")#g" "$OUT"
done
