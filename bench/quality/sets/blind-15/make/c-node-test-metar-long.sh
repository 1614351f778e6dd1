#!/usr/bin/env bash
# c-node-test-metar-long: `node --test` (TAP reporter, as when piped) over a
# METAR weather-report parser with hundreds of table-driven tests: one failure,
# one skip and one todo somewhere in the middle.
# Usage: WORK=<scratch dir> bash c-node-test-metar-long.sh > ../outputs/c-node-test-metar-long.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/metarlex
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > package.json <<'T'
{ "name": "metarlex", "version": "1.3.0", "type": "module", "private": true,
  "scripts": { "test": "node --test test/" } }
T
cat > src/metar.js <<'T'
const WX = new Set(["RA", "SN", "DZ", "FG", "BR", "HZ", "TS", "SH", "GR", "GS", "FZ", "BL", "DR", "VC", "MI", "BC", "PL", "SG", "UP"]);

export function parseWind(tok) {
  const m = /^(\d{3}|VRB)(\d{2,3})(?:G(\d{2,3}))?(KT|MPS)$/.exec(tok);
  if (!m) return null;
  const factor = m[4] === "MPS" ? 1.94384 : 1;
  return {
    dir: m[1] === "VRB" ? null : Number(m[1]),
    speedKt: Math.round(Number(m[2]) * factor),
    gustKt: m[3] ? Math.round(Number(m[3]) * factor) : null,
  };
}

export function parseVisibility(tok) {
  if (tok === "CAVOK") return 10000;
  if (/^\d{4}$/.test(tok)) return Number(tok);
  const sm = /^(\d+)SM$/.exec(tok);
  if (sm) return Math.round(Number(sm[1]) * 1609);
  return null;
}

export function parseTempDew(tok) {
  const m = /^(M?\d{2})\/(M?\d{2})$/.exec(tok);
  if (!m) return null;
  const n = (s) => (s.startsWith("M") ? -Number(s.slice(1)) : Number(s));
  return { temp: n(m[1]), dew: n(m[2]) };
}

export function parseQnh(tok) {
  const q = /^Q(\d{4})$/.exec(tok);
  if (q) return Number(q[1]);
  const a = /^A(\d{4})$/.exec(tok);
  if (a) return Math.round((Number(a[1]) / 100) * 33.8639);
  return null;
}

export function parseCloud(tok) {
  const m = /^(FEW|SCT|BKN|OVC)(\d{3})(CB|TCU)?$/.exec(tok);
  if (!m) return null;
  return { cover: m[1], baseFt: Number(m[2]) * 100, type: m[3] ?? null };
}

export function parseWeather(tok) {
  const m = /^([+-]?)([A-Z]{2,8})$/.exec(tok);
  if (!m) return null;
  const codes = m[2].match(/../g);
  if (!codes.every((c) => WX.has(c))) return null;
  return { intensity: m[1] === "+" ? "heavy" : m[1] === "-" ? "light" : "moderate", codes };
}

export function flightCategory(visM, ceilingFt) {
  if (visM < 1600 || ceilingFt < 500) return "LIFR";
  if (visM < 4800 || ceilingFt < 1000) return "IFR";
  if (visM <= 8000 || ceilingFt <= 3000) return "MVFR";
  return "VFR";
}
T
node - <<'T'
const fs = require("node:fs");
let seed = 42;
const rnd = (n) => { seed = (seed * 16807) % 2147483647; return seed % n; };
const stations = ["EGLL", "EHAM", "LFPG", "EDDF", "LEMD", "LIRF", "EKCH", "ENGM", "ESSA", "EFHK", "EIDW", "LOWW", "LSZH", "EBBR", "KJFK", "KORD", "CYYZ", "RJTT", "YSSY", "NZAA"];
let out = 'import { test, describe } from "node:test";\nimport assert from "node:assert/strict";\nimport { parseWind, parseVisibility, parseTempDew, parseQnh } from "../src/metar.js";\n\n';
out += 'describe("wind", () => {\n';
for (let i = 0; i < 90; i++) {
  const dir = String(rnd(36) * 10).padStart(3, "0"), spd = 2 + rnd(30);
  const gust = rnd(4) === 0 ? spd + 8 + rnd(15) : null;
  const tok = `${dir}${String(spd).padStart(2, "0")}${gust ? "G" + gust : ""}KT`;
  out += `  test("${stations[i % 20]} ${tok}", () => {\n    assert.deepEqual(parseWind("${tok}"), { dir: ${Number(dir)}, speedKt: ${spd}, gustKt: ${gust} });\n  });\n`;
}
out += `  test("variable wind VRB03KT", () => {\n    assert.deepEqual(parseWind("VRB03KT"), { dir: null, speedKt: 3, gustKt: null });\n  });\n`;
out += `  test("metres per second 24008MPS", () => {\n    assert.deepEqual(parseWind("24008MPS"), { dir: 240, speedKt: 16, gustKt: null });\n  });\n`;
out += `  test("calm 00000KT", () => {\n    assert.deepEqual(parseWind("00000KT"), { dir: 0, speedKt: 0, gustKt: null });\n  });\n`;
out += '});\n\ndescribe("visibility", () => {\n';
for (let i = 0; i < 80; i++) {
  const v = [9999, 8000, 6000, 5000, 4000, 3000, 2500, 1500, 1200, 800, 600, 350, 200][rnd(13)];
  const tok = String(v).padStart(4, "0");
  out += `  test("${stations[(i + 3) % 20]} ${tok}", () => {\n    assert.equal(parseVisibility("${tok}"), ${v});\n  });\n`;
}
out += `  test("statute miles 10SM", () => {\n    assert.equal(parseVisibility("10SM"), 16090);\n  });\n`;
out += `  test("fractional statute miles 1/2SM", () => {\n    assert.equal(parseVisibility("1/2SM"), 805);\n  });\n`;
out += `  test("CAVOK", () => {\n    assert.equal(parseVisibility("CAVOK"), 10000);\n  });\n`;
out += '});\n\ndescribe("temperature and dew point", () => {\n';
for (let i = 0; i < 80; i++) {
  const t = rnd(45) - 15, d = t - rnd(12);
  const f = (x) => (x < 0 ? "M" + String(-x).padStart(2, "0") : String(x).padStart(2, "0"));
  out += `  test("${stations[(i + 7) % 20]} ${f(t)}/${f(d)}", () => {\n    assert.deepEqual(parseTempDew("${f(t)}/${f(d)}"), { temp: ${t}, dew: ${d} });\n  });\n`;
}
out += '});\n\ndescribe("pressure", () => {\n';
for (let i = 0; i < 60; i++) {
  if (i % 3 === 0) {
    const inHg = 2950 + rnd(120);
    out += `  test("${stations[14 + (i % 3)]} A${inHg}", () => {\n    assert.equal(parseQnh("A${inHg}"), ${Math.round((inHg / 100) * 33.8639)});\n  });\n`;
  } else {
    const hpa = 985 + rnd(45);
    const q = String(hpa).padStart(4, "0");
    out += `  test("${stations[i % 14]} Q${q}", () => {\n    assert.equal(parseQnh("Q${q}"), ${hpa});\n  });\n`;
  }
}
out += '});\n';
fs.writeFileSync("test/basic.test.js", out);

let o2 = 'import { test, describe } from "node:test";\nimport assert from "node:assert/strict";\nimport { parseCloud, parseWeather, flightCategory } from "../src/metar.js";\n\n';
o2 += 'describe("cloud groups", () => {\n';
for (let i = 0; i < 70; i++) {
  const cov = ["FEW", "SCT", "BKN", "OVC"][rnd(4)], base = 2 + rnd(60);
  const typ = rnd(6) === 0 ? "CB" : rnd(8) === 0 ? "TCU" : "";
  const tok = `${cov}${String(base).padStart(3, "0")}${typ}`;
  o2 += `  test("${stations[i % 20]} ${tok}", () => {\n    assert.deepEqual(parseCloud("${tok}"), { cover: "${cov}", baseFt: ${base * 100}, type: ${typ ? '"' + typ + '"' : "null"} });\n  });\n`;
}
o2 += `  test("vertical visibility VV002", { skip: "VV groups are handled by the sky-condition parser in 1.4" }, () => {\n    assert.deepEqual(parseCloud("VV002"), { cover: "VV", baseFt: 200, type: null });\n  });\n`;
o2 += '});\n\ndescribe("present weather", () => {\n';
const wx = ["-RA", "RA", "+RA", "-SHRA", "+TSRA", "FG", "BR", "-SN", "+SN", "BLSN", "FZFG", "MIFG", "VCSH", "-DZ", "HZ", "GS", "-FZRA", "+SHSN", "TS", "BCFG"];
for (let i = 0; i < 60; i++) {
  const tok = wx[i % wx.length];
  const inten = tok[0] === "+" ? "heavy" : tok[0] === "-" ? "light" : "moderate";
  const codes = tok.replace(/^[+-]/, "").match(/../g);
  o2 += `  test("${stations[(i + 5) % 20]} ${tok}", () => {\n    assert.deepEqual(parseWeather("${tok}"), { intensity: "${inten}", codes: ${JSON.stringify(codes)} });\n  });\n`;
}
o2 += `  test("recent weather RERA", { todo: "recent-weather groups not parsed yet" }, () => {\n    assert.ok(parseWeather("RERA"));\n  });\n`;
o2 += '});\n\ndescribe("flight category", () => {\n';
const cases = [];
for (let i = 0; i < 70; i++) {
  const v = [9999, 8000, 6000, 4000, 3000, 1500, 800][rnd(7)], c = [5000, 3500, 3000, 2000, 900, 600, 300][rnd(7)];
  const cat = v < 1600 || c < 500 ? "LIFR" : v < 4800 || c < 1000 ? "IFR" : v <= 8000 || c <= 3000 ? "MVFR" : "VFR";
  o2 += `  test("vis ${v} m ceiling ${c} ft is ${cat}", () => {\n    assert.equal(flightCategory(${v}, ${c}), "${cat}");\n  });\n`;
}
o2 += `  test("marginal VFR boundary: 5 km and 3000 ft", () => {\n    assert.equal(flightCategory(5000, 3000), "MVFR");\n  });\n`;
o2 += '});\n';
fs.writeFileSync("test/sky.test.js", o2);
T
{
  echo '$ node --test test/'
  node --test test/ 2>&1; echo "exit status: $?"
} | neutral
