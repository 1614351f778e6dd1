#!/bin/bash
# Node script for a lantern-festival permit service that dies with an unhandled promise rejection.
. "$(dirname "$0")/c-lib.sh"
setup lanternfest
mkdir -p lib data
cat > package.json <<'J'
{ "name": "lanternfest-permits", "version": "1.3.0", "type": "module", "main": "lib/run.js" }
J
cat > data/applications.json <<'J'
[
 {"ref": "LF-301", "zone": "riverbank", "lanterns": 40, "kind": "floating", "insured": true},
 {"ref": "LF-302", "zone": "old-bridge", "lanterns": 12, "kind": "paper", "insured": true},
 {"ref": "LF-303", "zone": "park-east", "lanterns": 90, "kind": "sky", "insured": false},
 {"ref": "LF-304", "zone": "harbour", "lanterns": 25, "kind": "floating", "insured": true}
]
J
cat > lib/zones.js <<'JS'
const ZONES = {
  riverbank: { capacity: 400, allowed: ["floating", "paper"] },
  "old-bridge": { capacity: 60, allowed: ["paper"] },
  "park-east": { capacity: 200, allowed: ["paper", "sky"] },
};

export async function lookupZone(name) {
  await new Promise((r) => setTimeout(r, 5));
  const zone = ZONES[name];
  return zone;
}
JS
cat > lib/checks.js <<'JS'
import { lookupZone } from "./zones.js";

export async function checkApplication(app) {
  const zone = await lookupZone(app.zone);
  const problems = [];
  if (!zone.allowed.includes(app.kind)) problems.push(`${app.kind} lanterns not allowed in ${app.zone}`);
  if (app.lanterns > zone.capacity) problems.push(`over capacity (${app.lanterns}/${zone.capacity})`);
  if (app.kind === "sky" && !app.insured) problems.push("sky lanterns need fire insurance");
  return { ref: app.ref, ok: problems.length === 0, problems };
}
JS
cat > lib/run.js <<'JS'
import { readFile } from "node:fs/promises";
import { checkApplication } from "./checks.js";

const apps = JSON.parse(await readFile(new URL("../data/applications.json", import.meta.url), "utf8"));
console.log(`checking ${apps.length} permit applications`);
for (const app of apps) {
  checkApplication(app).then((r) => {
    console.log(`${r.ref}: ${r.ok ? "approved" : "refused - " + r.problems.join("; ")}`);
  });
}
JS
capture node-lanternfest-rejection <<'CMDS'
node lib/run.js
CMDS
