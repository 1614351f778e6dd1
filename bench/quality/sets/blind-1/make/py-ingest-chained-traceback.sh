#!/usr/bin/env bash
# A small feed-ingest worker that logs its progress, then dies on a bad source config:
# traceback with "direct cause" and "During handling" chains amid log lines.
NAME=py-ingest-chained-traceback; . "$(dirname "$0")/_lib.sh"; setup_project feedsync
mkdir -p feedsync sources data
cat > feedsync/__init__.py <<'EOF'
EOF
cat > feedsync/config.py <<'EOF'
import json
import logging
from pathlib import Path

log = logging.getLogger("feedsync.config")


class ConfigError(Exception):
    pass


def load_source(path: Path) -> dict:
    log.debug("reading source config %s", path)
    text = path.read_text()
    try:
        cfg = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"source config {path.name} is not valid JSON") from exc
    for key in ("name", "url", "interval"):
        if key not in cfg:
            raise ConfigError(f"source config {path.name} lacks {key!r}")
    return cfg
EOF
cat > feedsync/store.py <<'EOF'
import logging
import sqlite3

log = logging.getLogger("feedsync.store")


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("create table if not exists items (source text, guid text primary key, title text)")

    def add(self, source, guid, title):
        self.db.execute("insert into items values (?, ?, ?)", (source, guid, title))

    def mark_failed(self, source, reason):
        # table 'failures' was added in migration 0004, which this DB never ran
        self.db.execute("insert into failures values (?, ?)", (source, reason))

    def commit(self):
        self.db.commit()
EOF
cat > feedsync/worker.py <<'EOF'
import logging
import random
from pathlib import Path

from .config import load_source, ConfigError
from .store import Store

log = logging.getLogger("feedsync.worker")


def fake_fetch(cfg, rng):
    n = rng.randint(3, 9)
    return [(f"{cfg['name']}-{rng.randint(1000, 9999)}", f"{cfg['name']} post {i}") for i in range(n)]


def sync_source(store, path, rng):
    try:
        cfg = load_source(path)
    except ConfigError as exc:
        log.error("skipping %s: %s", path.name, exc)
        store.mark_failed(path.stem, str(exc))
        return 0
    items = fake_fetch(cfg, rng)
    for guid, title in items:
        store.add(cfg["name"], guid, title)
        log.debug("stored %s %r", guid, title)
    log.info("source %s: %d new items (interval %ss)", cfg["name"], len(items), cfg["interval"])
    return len(items)


def run(source_dir: Path, db_path: Path):
    rng = random.Random(7)
    store = Store(str(db_path))
    total = 0
    for path in sorted(source_dir.glob("*.json")):
        total += sync_source(store, path, rng)
        store.commit()
    log.info("sync finished: %d items", total)
EOF
cat > feedsync/__main__.py <<'EOF'
import logging
import sys
from pathlib import Path
from .worker import run

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                    datefmt="%H:%M:%S")
logging.getLogger("feedsync").info("feedsync 0.4.2 starting, python %s", sys.version.split()[0])
run(Path(sys.argv[1]), Path(sys.argv[2]))
EOF
for s in alpine-notes android-dev aws-status backend-weekly bash-hackers cloud-native-weekly cpp-news css-tricks-digest database-weekly deno-news; do
  printf '{"name": "%s", "url": "https://example.org/%s.xml", "interval": 3600}\n' "$s" "$s" > "sources/$s.json"
done
cat > sources/devops-radar.json <<'EOF'
{"name": "devops-radar", "url": "https://example.org/devops.xml", "interval": 900,}
EOF
for s in ml-papers rust-this-week; do
  printf '{"name": "%s", "url": "https://example.org/%s.xml", "interval": 1800}\n' "$s" "$s" > "sources/$s.json"
done
capture "python -m feedsync sources data/feeds.db; echo \"exit status: \$?\""
