#!/usr/bin/env bash
# Builds the toy repo "stockroom" (make/_git-stockroom.sh), adds two unpushed commits on main and
# leaves a messy work tree (staged, unstaged, renamed, deleted, untracked); runs `git status; git diff --stat`.
# Usage: WORKDIR=<scratch dir> bash make/git-status-messy.sh > outputs/git-status-messy.txt
source "$(dirname "$0")/_git-stockroom.sh"

echo '- per-bin list filter' >> CHANGELOG.md
commit "changelog: list --bin" "${A[@]}"
sed -i 's/help="list all parts"/help="list parts, optionally one bin"/' stockroom/cli.py
commit "cli: clearer list help" "${A[@]}"

# staged: new module, rename, deletion, a modification
cat > stockroom/importer.py <<'EOF'
import csv

from .models import Part


def import_csv(store, path):
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            store.add(Part(row["sku"], int(row["qty"]), row["bin"], int(row.get("reorder_at") or 0)))
EOF
git add stockroom/importer.py
git mv docs/usage.md docs/cli-usage.md
git rm -q tests/test_audit.py
sed -i 's/0.01/0.001/' stockroom/pricing.py
git add stockroom/pricing.py
# staged and then modified again
sed -i '1i import logging' stockroom/store.py
git add stockroom/store.py
sed -i 's/        self.parts = {}/        self.parts = {}\n        logging.getLogger(__name__).debug("loading %s", self.path)/' stockroom/store.py
# unstaged only
sed -i 's/def cmd_low(store, args):/def cmd_low(store, args):  # TODO: --json/' stockroom/cli.py
echo '    last_counted: str = ""' >> stockroom/models.py
rm CHANGELOG.md
# untracked
mkdir -p scratch tests/fixtures
echo 'sku,qty,bin' > tests/fixtures/parts-small.csv
echo '[]' > inventory-backup-2024-03-22.json
echo 'ask Tomasz about bin C labels' > notes.txt
echo 'print(1)' > scratch/try_import.py
cat > tests/test_importer.py <<'EOF'
def test_placeholder():
    pass
EOF

{ git status; git diff --stat; } 2>&1 | neutral
