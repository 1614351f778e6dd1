#!/bin/bash
# node: an unhandled promise rejection in a seashore quadrat survey uploader (async chain, custom error)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/shore-survey
rm -rf "$P"; mkdir -p "$P/src" "$P/data"
cat > "$P/package.json" <<'JSON'
{ "name": "shore-survey", "version": "0.4.1", "type": "module", "private": true }
JSON
cat > "$P/src/quadrats.js" <<'JS'
import { readFile } from 'node:fs/promises';

export class QuadratError extends Error {
  constructor(message, { quadrat, field }) {
    super(message);
    this.name = 'QuadratError';
    this.quadrat = quadrat;
    this.field = field;
  }
}

export async function loadTransect(path) {
  const raw = JSON.parse(await readFile(path, 'utf8'));
  return raw.quadrats.map((q, i) => normalise(q, i));
}

function normalise(q, i) {
  const cover = Number(q.cover);
  if (Number.isNaN(cover) || cover < 0 || cover > 100) {
    throw new QuadratError(`quadrat ${q.id ?? i}: cover must be 0-100, got ${JSON.stringify(q.cover)}`,
      { quadrat: q.id ?? i, field: 'cover' });
  }
  return { id: q.id, cover, species: q.species ?? [], heightCm: q.heightCm };
}
JS
cat > "$P/src/upload.js" <<'JS'
import { loadTransect } from './quadrats.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function postBatch(site, quadrats) {
  await sleep(20);
  return { site, accepted: quadrats.length };
}

export async function uploadSite(site, files) {
  const results = [];
  for (const f of files) {
    const quadrats = await loadTransect(f);
    results.push(await postBatch(site, quadrats));
    console.log(`[upload] ${site}: ${f} -> ${quadrats.length} quadrats`);
  }
  return results;
}
JS
cat > "$P/src/main.js" <<'JS'
import { uploadSite } from './upload.js';

console.log('[main] shore-survey 0.4.1, low tide 06:42, sites: porthkerris, wembury');
uploadSite('porthkerris', ['data/pk-t1.json', 'data/pk-t2.json']).then((r) => console.log('[main] porthkerris done', r));
uploadSite('wembury', ['data/wb-t1.json', 'data/wb-t2.json', 'data/wb-t3.json']);
setTimeout(() => console.log('[main] all uploads queued'), 200);
JS
q() { echo "{\"quadrats\":[{\"id\":\"$1-q1\",\"cover\":35,\"species\":[\"Patella vulgata\"]},{\"id\":\"$1-q2\",\"cover\":$2,\"species\":[\"Fucus serratus\"]}]}"; }
q pk-t1 60 > "$P/data/pk-t1.json"; q pk-t2 12 > "$P/data/pk-t2.json"
q wb-t1 80 > "$P/data/wb-t1.json"; q wb-t2 '"85%"' > "$P/data/wb-t2.json"; q wb-t3 5 > "$P/data/wb-t3.json"
cd "$P"
{ run "node src/main.js"; } | neutral
