#!/bin/bash
# Seed-library catalogue: pip install -v of the local package in a fresh venv (isolated from pip config);
# metadata preparation fails (no wheel package in the fresh venv; the package index is unreachable).
P=${WORK:-/home/dev}/seedlib
rm -rf "$P"; mkdir -p "$P/src/seedlib/templates" "$P/src/seedlib/data"; cd "$P"
cat > pyproject.toml <<'EOF'
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "seedlib"
version = "0.8.0"
description = "Catalogue and lending records for a community seed library"
requires-python = ">=3.10"
dependencies = ["germination-stats>=0.4", "python-barcode>=0.15"]

[project.scripts]
seedlib = "seedlib.cli:main"

[tool.setuptools.package-data]
seedlib = ["templates/*.html", "data/*.csv"]
EOF
for m in __init__ cli catalogue lending varieties germination barcodes reminders; do
  printf '"""seedlib.%s"""\n\ndef main():\n    return 0\n' $m > src/seedlib/$m.py
done
for t in packet_label loan_slip catalogue_page; do echo "<h1>$t</h1>" > src/seedlib/templates/$t.html; done
printf 'variety,family,isolation_m\nCherokee Trail of Tears,Fabaceae,3\nGolden Bantam,Poaceae,250\n' > src/seedlib/data/varieties.csv
python3 -m venv .venv
{
  echo '$ .venv/bin/pip install --isolated --no-build-isolation -v .'
  .venv/bin/pip install --isolated --no-build-isolation -v . 2>&1
  echo "exit status: $?"
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" -e "s#$HOME/.pyenv/versions/3.11.7#/usr#g" -e "s#$HOME/#/home/dev/#g" -e "s#0x[0-9a-f]\{12\}#0x7f0000000000#g" -e "s#/tmp/pip-[a-z0-9_-]*#/home/dev/.tmp/pip-build#g" -e "s#/tmp/tmp[a-z0-9_]*#/home/dev/.tmp/tmpb7w1#g"
