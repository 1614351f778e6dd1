#!/usr/bin/env bash
# `pip install -r requirements.txt` in a fresh virtualenv for an herbal-dispensary stock app,
# on a machine with no route to the package index: the local package installs, the pinned
# dependencies cannot be fetched.
# Output: outputs/pip-install-apothecary.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/tinctura
rm -rf "$P"; mkdir -p "$P/tinctura"
cat > "$P/pyproject.toml" <<'T'
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "tinctura"
version = "0.5.1"
description = "Stock, batch and label tracking for an herbal dispensary"
requires-python = ">=3.10"
dependencies = ["pint>=0.23", "reportlab>=4.1"]
T
cat > "$P/tinctura/__init__.py" <<'T'
"""Tincture batches: herb weight, menstruum strength and ratio (e.g. 1:5 at 40% ABV)."""
__version__ = "0.5.1"
T
cat > "$P/requirements.txt" <<'T'
# runtime
-e .
pint==0.23
reportlab==4.1.0
python-barcode==0.15.1
# labels and reports
qrcode[pil]==7.4.2
openpyxl==3.1.2
T
cd "$P" && python3 -m venv --system-site-packages .venv
# the venv sees only the public index (no find-links or local mirrors), as on a developer laptop offline
cd "$P" && {
  capture 'PIP_FIND_LINKS= .venv/bin/pip install --isolated --no-build-isolation -r requirements.txt'
} 2>&1 | neutral | sed -E 's/object at 0x[0-9a-f]+/object at 0x7f3c1e2b9d50/g' > "$SETDIR/outputs/pip-install-apothecary.txt"
