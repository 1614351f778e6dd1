#!/usr/bin/env bash
# A small feed-ingest worker that logs progress and dies with a chained exception.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/feedsync
rm -rf "$P"; mkdir -p "$P/feedsync" "$P/data"; cd "$P"
cat > feedsync/__init__.py <<'EOF'
EOF
cat > feedsync/store.py <<'EOF'
import logging
import sqlite3

log = logging.getLogger("feedsync.store")


class StoreError(RuntimeError):
    pass


class Store:
    def __init__(self, path):
        self.path = path
        self.conn = sqlite3.connect(path)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS items (guid TEXT PRIMARY KEY, feed TEXT, title TEXT, price_cents INTEGER NOT NULL)"
        )
        log.info("opened store %s", path)

    def upsert(self, feed, item):
        try:
            self.conn.execute(
                "INSERT INTO items (guid, feed, title, price_cents) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(guid) DO UPDATE SET title=excluded.title, price_cents=excluded.price_cents",
                (item["guid"], feed, item["title"], item.get("price_cents")),
            )
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"cannot store item {item['guid']!r} from {feed}") from exc

    def commit(self):
        self.conn.commit()

    def rollback(self):
        self.conn.rollback()

    def close(self):
        self.conn.close()
EOF
cat > feedsync/parse.py <<'EOF'
import json
from decimal import Decimal


def parse_price(text):
    if text is None:
        return None
    text = text.replace("EUR", "").replace(",", ".").strip()
    return int(Decimal(text) * 100)


def parse_feed(raw):
    doc = json.loads(raw)
    for entry in doc["entries"]:
        yield {
            "guid": entry["id"],
            "title": entry.get("title", "").strip(),
            "price_cents": parse_price(entry.get("price")),
        }
EOF
cat > feedsync/worker.py <<'EOF'
import logging
import os
import sys
import time

from .parse import parse_feed
from .store import Store, StoreError

log = logging.getLogger("feedsync.worker")


def sync_feed(store, name, path):
    n = 0
    with open(path) as fh:
        raw = fh.read()
    for item in parse_feed(raw):
        store.upsert(name, item)
        n += 1
        if not item["title"]:
            log.warning("%s: item %s has an empty title", name, item["guid"])
        if n % 10 == 0:
            log.debug("%s: %d items so far", name, n)
    return n


def main(data_dir, db_path):
    store = Store(db_path)
    feeds = sorted(f for f in os.listdir(data_dir) if f.endswith(".json"))
    log.info("found %d feeds in %s", len(feeds), data_dir)
    try:
        for fname in feeds:
            name = fname[:-5]
            t0 = time.perf_counter()
            count = sync_feed(store, name, os.path.join(data_dir, fname))
            store.commit()
            log.info("synced feed=%s items=%d in %.1fms", name, count, (time.perf_counter() - t0) * 1000)
    except StoreError:
        log.error("sync aborted, rolling back current feed")
        store.close()
        store.rollback()
        raise
    finally:
        log.info("worker exiting")


if __name__ == "__main__":
    logging.basicConfig(
        level=logging.DEBUG,
        format="%(asctime)s %(levelname)-5s [%(name)s] %(message)s",
    )
    main(sys.argv[1], sys.argv[2])
EOF
python3 - <<'EOF'
import json, random
random.seed(7)
shops = ["alpine-outdoor", "bergfeld-books", "cafe-noir", "deltaparts", "eastwind-tea", "fjord-knits", "gearhub", "harbor-fish", "ironworks", "juniper-lane", "kestrel-cycles", "lumen-lamps", "moss-garden", "nordic-nuts", "orchard-cider", "pinecone-toys"]
for i, shop in enumerate(shops):
    entries = []
    for j in range(random.randint(30, 90)):
        if random.random() < 0.04:
            entries.append({"id": f"{shop}-{j:04d}", "title": "", "price": "9,99 EUR"}); continue
        e = {"id": f"{shop}-{j:04d}", "title": f"  item {j} of {shop} ", "price": f"{random.randint(1, 300)},{random.randint(0, 99):02d} EUR"}
        if shop == "lumen-lamps" and j == 57:
            del e["price"]
        entries.append(e)
    json.dump({"feed": shop, "entries": entries}, open(f"data/{shop}.json", "w"), indent=1)
EOF
python3 -m feedsync.worker data feeds.db > run.log 2>&1; echo "exit status: $?" >> run.log
neutralize < run.log > "$OUTDIR/py-ingest-traceback.txt"
