#!/bin/bash
# allotment-plot rota: pip install -v -r requirements.txt in a fresh venv; one requirement is not available
source "$(dirname "$0")/_common.sh"
fresh allotment-rota
cat > requirements.txt <<'EOF'
# allotment-rota runtime dependencies
click>=8.1
tabulate>=0.9
python-dateutil>=2.8
requests>=2.31
plotrota-ical>=2.0   # shared calendar export, internal package
EOF
cat > rota.py <<'EOF'
import click
from tabulate import tabulate


@click.command()
@click.argument("plots", type=int)
def main(plots):
    rows = [(p, "watering" if p % 2 else "compost") for p in range(1, plots + 1)]
    click.echo(tabulate(rows, headers=["plot", "duty"]))
EOF
python3 -m venv .venv
{
  echo '$ .venv/bin/pip install -vv --timeout 5 --retries 1 -r requirements.txt'
  .venv/bin/pip install -vv --timeout 5 --retries 1 -r requirements.txt 2>&1
  echo "[exit status: $?]"
} | neut > "$OUTDIR/pip-install-allotment.txt"
