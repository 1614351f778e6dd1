#!/bin/bash
# node --test (spec reporter) over a brass-band concert programme scheduler: ~2000 passing tests, one failure, one skip, one todo
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bandstand
fresh $P
mkdir -p lib test
cat > package.json <<'JSON'
{ "name": "bandstand", "version": "0.9.0", "type": "module", "scripts": { "test": "node --test --test-reporter=spec test/" } }
JSON
cat > lib/programme.js <<'JS'
export const PIECES = {
  "Slaidburn": 3.2, "Death or Glory": 3.5, "The Floral Dance": 4.1, "Nimrod": 4.0, "Gaelforce": 5.5,
  "Cornet Carillon": 3.3, "Procession to the Minster": 6.2, "Deep Harmony": 3.0, "Mephistopheles": 4.8,
  "Queensbury": 3.4, "Pines of the Appian Way": 5.0, "Ravenswood": 3.6, "Shine as the Light": 4.4,
  "Cwm Rhondda": 3.9, "Mack the Knife": 3.1, "Ruby Tuesday": 3.8,
};
export const INTERVAL_MIN = 15;

export function setLength(pieces, changeoverMin = 0.5) {
  if (pieces.length === 0) return 0;
  return pieces.reduce((t, p) => t + PIECES[p], 0) + changeoverMin * (pieces.length - 1);
}

export function fitsSlot(pieces, slotMin) {
  return setLength(pieces) <= slotMin;
}

export function splitHalves(pieces) {
  const half = Math.ceil(pieces.length / 2);
  return [pieces.slice(0, half), pieces.slice(half)];
}

export function concertLength(pieces) {
  const [a, b] = splitHalves(pieces);
  return setLength(a) + INTERVAL_MIN + setLength(b);
}

export function bandsmenNeeded(piece) {
  return piece === "Cornet Carillon" ? 28 : 25;
}
JS
node - <<'JS'
const fs = require("fs");
const names = ["Slaidburn", "Death or Glory", "The Floral Dance", "Nimrod", "Gaelforce", "Cornet Carillon",
  "Procession to the Minster", "Deep Harmony", "Mephistopheles", "Queensbury", "Pines of the Appian Way",
  "Ravenswood", "Shine as the Light", "Cwm Rhondda", "Mack the Knife", "Ruby Tuesday"];
const q = JSON.stringify;
let a = `import { test, describe } from "node:test";\nimport assert from "node:assert/strict";\nimport { setLength, fitsSlot, PIECES } from "../lib/programme.js";\n\n`;
a += `describe("setLength of pairs", () => {\n`;
for (const c of [0, 0.5, 1.5]) for (const x of names) for (const y of names) if (x !== y)
  a += `  test(${q(`${x} + ${y}, ${c} min changeover`)}, () => { assert.ok(Math.abs(setLength([${q(x)}, ${q(y)}], ${c}) - (PIECES[${q(x)}] + PIECES[${q(y)}] + ${c})) < 1e-9); });\n`;
a += `});\n\ndescribe("fitsSlot", () => {\n`;
for (const x of names) for (let slot = 3; slot <= 80; slot += 1)
  a += `  test(${q(`${x} in ${slot} min`)}, () => { assert.equal(fitsSlot([${q(x)}], ${slot}), PIECES[${q(x)}] <= ${slot}); });\n`;
a += `});\n`;
fs.writeFileSync("test/set-length.test.js", a);
let b = `import { test, describe } from "node:test";\nimport assert from "node:assert/strict";\nimport { splitHalves, concertLength, bandsmenNeeded } from "../lib/programme.js";\n\n`;
b += `describe("splitHalves", () => {\n`;
for (let n = 1; n <= 16; n++) for (let s = 0; s + n <= 16; s += 3)
  b += `  test(${q(`${n} pieces from #${s}`)}, () => { const p = ${q(names.slice(s, s + n))}; const [x, y] = splitHalves(p); assert.deepEqual([...x, ...y], p); assert.ok(x.length >= y.length); });\n`;
b += `});\n\ndescribe("concertLength", () => {\n`;
for (let n = 2; n <= 16; n++)
  b += `  test(${q(`first ${n} pieces include the interval`)}, () => { assert.ok(concertLength(${q(names.slice(0, n))}) > 15); });\n`;
b += `  test("summer gala programme runs 61.3 minutes", () => {\n    assert.equal(concertLength(["Slaidburn", "Nimrod", "Gaelforce", "Deep Harmony", "Cornet Carillon", "Mephistopheles", "Cwm Rhondda", "Ruby Tuesday", "Queensbury"]), 61.3);\n  });\n`;
b += `});\n\ndescribe("bandsmen", () => {\n`;
for (const x of names) b += `  test(${q(`${x} needs a full band`)}, () => { assert.ok(bandsmenNeeded(${q(x)}) >= 25); });\n`;
b += `  test("soprano cornet doubling for outdoor sets", { skip: "waiting for the band librarian's part list" }, () => {});\n`;
b += `  test("percussion count for Gaelforce", { todo: "timpani hire not confirmed" }, () => {});\n`;
b += `});\n`;
fs.writeFileSync("test/concert.test.js", b);
JS
cd $P
{ run node --test --test-reporter=spec test/; } | neutral | sed -E 's/\([0-9]+\.[0-9]+ms\)/(0.12ms)/'
