#!/bin/sh
# Music-playlist deduplicator (plain JS): `npx eslint .` with errors and warnings.
# usage: BASE=<scratch dir> sh make/10-eslint-playlist.sh > outputs/10-eslint-playlist.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/playdedup"; rm -rf "$P"; mkdir -p "$P/lib" "$P/bin" "$P/test"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "playdedup",
  "version": "1.4.0",
  "type": "module",
  "bin": { "playdedup": "bin/playdedup.js" },
  "scripts": { "lint": "eslint ." }
}
EOF
npm install --silent --no-audit --no-fund -D eslint@9 @eslint/js@9 globals@15 >/dev/null 2>&1
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      "no-param-reassign": ["error", { props: true }],
      "no-var": "error",
      curly: ["error", "multi-line"],
    },
  },
];
EOF
cat > lib/normalize.js <<'EOF'
const FEAT = /\s*[([]?(feat\.?|ft\.?|featuring)\s+[^)\]]+[)\]]?/gi;
const REMASTER = /\s*[-([]\s*(\d{4}\s+)?remaster(ed)?(\s+\d{4})?\s*[)\]]?/gi;

export function normalizeTitle(title) {
  let t = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  t = t.replace(FEAT, "").replace(REMASTER, "");
  t = t.replace(/[^\p{L}\p{N} ]/gu, "").toLowerCase().trim();
  return t.replace(/\s+/g, " ");
}

export function normalizeArtist(artist) {
  var a = artist.toLowerCase().replace(/^the\s+/, "");
  return a.split(/\s*(,|&| and | x )\s*/)[0].trim();
}

export function durationBucket(seconds, width = 3) {
  if (seconds == null) return null;
  return Math.round(seconds / width);
}
EOF
cat > lib/dedupe.js <<'EOF'
import { normalizeTitle, normalizeArtist, durationBucket } from "./normalize.js";

export function trackKey(track) {
  return [normalizeArtist(track.artist), normalizeTitle(track.title), durationBucket(track.duration)].join("|");
}

function better(a, b) {
  // prefer higher bitrate, then the earlier position in the playlist
  if (a.bitrate != b.bitrate) return a.bitrate > b.bitrate ? a : b;
  return a.position < b.position ? a : b;
}

export function dedupe(tracks, options = {}) {
  let seen = new Map();
  const dropped = [];
  for (const t of tracks) {
    const key = trackKey(t);
    if (!seen.has(key)) { seen.set(key, t); continue; }
    const keep = better(seen.get(key), t);
    const lose = keep === t ? seen.get(key) : t;
    seen.set(key, keep);
    dropped.push(lose);
  }
  if (options.keepOrder) {
    return { kept: tracks.filter((t) => [...seen.values()].includes(t)), dropped };
  }
  return { kept: [...seen.values()], dropped };
}

export function mergePlaylists(lists, options) {
  let all = [];
  for (const list of lists) {
    for (const [i, t] of list.tracks.entries()) {
      all.push({ ...t, position: i, source: list.name });
    }
  }
  options.keepOrder = true;
  return dedupe(all, options);
}
EOF
cat > lib/m3u.js <<'EOF'
import { readFile } from "node:fs/promises";
import path from "node:path";

export async function readM3u(file) {
  const text = await readFile(file, "utf8");
  const tracks = [];
  let pending = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line == "" || line === "#EXTM3U") continue;
    if (line.startsWith("#EXTINF:")) {
      const m = /^#EXTINF:(-?\d+),(.*?)\s+-\s+(.*)$/.exec(line);
      if (m) pending = { duration: Number(m[1]), artist: m[2], title: m[3] };
      continue;
    }
    if (line.startsWith("#")) continue;
    const track = pending ?? { duration: null, artist: "", title: path.basename(line) };
    track.file = path.resolve(path.dirname(file), line);
    track.bitrate = 0;
    tracks.push(track);
    pending = null;
  }
  return { name: path.basename(file, ".m3u"), tracks };
}

export function writeM3u(tracks) {
  let out = "#EXTM3U\n";
  for (const t of tracks) {
    out += `#EXTINF:${t.duration ?? -1},${t.artist} - ${t.title}\n${t.file}\n`;
  }
  return out;
}

export function parseBitrate(tag) {
  try {
    return parseInt(tag.replace(/kbps$/i, ""), 10);
  } catch (err) {
    return 0;
  }
}
EOF
cat > lib/stats.js <<'EOF'
import { trackKey } from "./dedupe.js";

export function duplicateGroups(tracks) {
  const groups = new Map();
  for (const t of tracks) {
    const k = trackKey(t);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(t);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

export function summary(tracks) {
  const groups = duplicateGroups(tracks);
  const wasted = groups.reduce((sum, g) => sum + (g.length - 1), 0);
  let totalSeconds = 0;
  for (const t of tracks) totalSeconds += t.duration || 0;
  const byArtist = {};
  for (const t of tracks) {
    if (byArtist.hasOwnProperty(t.artist)) byArtist[t.artist]++;
    else byArtist[t.artist] = 1;
  }
  const top = Object.entries(byArtist).sort((a, b) => b[1] - a[1]).slice(0, 5);
  return { groups: groups.length, wasted, hours: totalSeconds / 3600, top };
}

export function formatHours(h) {
  switch (true) {
    case h < 1:
      const mins = Math.round(h * 60);
      return `${mins} min`;
    default:
      return `${h.toFixed(1)} h`;
  }
}
EOF
cat > bin/playdedup.js <<'EOF'
#!/usr/bin/env node
import { writeFile } from "node:fs/promises";
import { readM3u, writeM3u } from "../lib/m3u.js";
import { mergePlaylists } from "../lib/dedupe.js";

const args = process.argv.slice(2);
const outIdx = args.indexOf("-o");
let out = outIdx >= 0 ? args[outIdx + 1] : "merged.m3u";
const inputs = args.filter((a, i) => i !== outIdx && i !== outIdx + 1);

if (inputs.length === 0) {
  console.error("usage: playdedup a.m3u b.m3u ... [-o merged.m3u]");
  process.exit(2);
}

const lists = await Promise.all(inputs.map(readM3u));
const { kept, dropped } = mergePlaylists(lists, { verbose: verbose });
for (const d of dropped) console.log(`dup: ${d.artist} - ${d.title} (${d.source}#${d.position + 1})`);
await writeFile(out, writeM3u(kept));
console.log(`${kept.length} tracks written to ${out}, ${dropped.length} duplicates removed`);
EOF
cat > test/dedupe.test.js <<'EOF'
import assert from "node:assert/strict";
import { test } from "node:test";
import { dedupe, trackKey } from "../lib/dedupe.js";

test("feat. and remaster tags do not split duplicates", () => {
  const a = { artist: "Daft Punk", title: "Get Lucky (feat. Pharrell Williams)", duration: 369, bitrate: 320, position: 0 };
  const b = { artist: "Daft Punk", title: "Get Lucky - 2013 Remaster", duration: 368, bitrate: 256, position: 5 };
  assert.equal(trackKey(a), trackKey(b));
  const { kept, dropped } = dedupe([a, b]);
  assert.deepEqual(kept, [a]);
  assert.deepEqual(dropped, [b]);
});

test("different durations are different tracks", (t) => {
  const a = { artist: "Yes", title: "Roundabout", duration: 510, bitrate: 320, position: 0 };
  const b = { artist: "Yes", title: "Roundabout", duration: 214, bitrate: 320, position: 1 };
  assert.equal(dedupe([a, b]).kept.length, 2);
});
EOF
{ npx eslint . 2>&1; echo "exit status: $?"; } | neut
