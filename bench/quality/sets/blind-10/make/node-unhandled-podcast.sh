#!/usr/bin/env bash
# A podcast feed indexer in Node that crashes on an unhandled promise rejection with an error cause.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/castindex
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/lib" "$P/feeds"; cd "$P"
cat > package.json <<'EOF'
{ "name": "castindex", "version": "0.2.0", "type": "module", "main": "index.js" }
EOF
cat > feeds/tidal-talk.json <<'EOF'
{"title": "Tidal Talk", "episodes": [
  {"guid": "tt-101", "title": "Spring tides explained", "duration": "42:10", "published": "2024-03-02"},
  {"guid": "tt-102", "title": "Harbour pilots", "duration": "38:55", "published": "2024-03-16"}
]}
EOF
cat > feeds/kiln-notes.json <<'EOF'
{"title": "Kiln Notes", "episodes": [
  {"guid": "kn-7", "title": "Cone 6 glazes", "duration": "1:02:40", "published": "2024-02-11"},
  {"guid": "kn-8", "title": "Reduction firing", "duration": "55:03", "published": "2024-02-25"},
]}
EOF
cat > feeds/orbit-hour.json <<'EOF'
{"title": "Orbit Hour", "episodes": [
  {"guid": "oh-1", "title": "Lagrange points", "duration": "47:00", "published": "2024-01-30"}
]}
EOF
cat > lib/duration.js <<'EOF'
export function toSeconds(text) {
  const parts = text.split(":").map(Number);
  if (parts.some(Number.isNaN)) throw new RangeError(`bad duration ${text}`);
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}
EOF
cat > lib/feed.js <<'EOF'
import { readFile } from "node:fs/promises";
import path from "node:path";
import { toSeconds } from "./duration.js";

export class FeedError extends Error {
  constructor(file, cause) {
    super(`cannot index feed ${path.basename(file)}`, { cause });
    this.name = "FeedError";
    this.file = file;
  }
}

async function parseFeed(file) {
  const text = await readFile(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new FeedError(file, err);
  }
}

export async function loadEpisodes(file) {
  const feed = await parseFeed(file);
  return feed.episodes.map((e) => ({
    show: feed.title,
    guid: e.guid,
    title: e.title,
    seconds: toSeconds(e.duration),
    published: new Date(e.published),
  }));
}
EOF
cat > index.js <<'EOF'
import { readdir } from "node:fs/promises";
import path from "node:path";
import { loadEpisodes } from "./lib/feed.js";

const dir = process.argv[2] ?? "feeds";
const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
console.log(`indexing ${files.length} feeds from ${dir}/`);

const pending = files.map((f) => loadEpisodes(path.join(dir, f)));
for (const [i, p] of pending.entries()) {
  setTimeout(async () => {
    const eps = await p;
    const hours = eps.reduce((s, e) => s + e.seconds, 0) / 3600;
    console.log(`${files[i]}: ${eps.length} episodes, ${hours.toFixed(1)} h`);
  }, 10 * i);
}
EOF
{
  echo '$ node index.js feeds'
  node index.js feeds 2>&1
  echo "exit status: $?"
} | neutral
