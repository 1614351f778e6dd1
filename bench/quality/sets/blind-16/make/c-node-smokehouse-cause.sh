#!/usr/bin/env bash
# Node.js smokehouse batch controller: an error thrown deep in an async chain, wrapped with
# { cause } twice, caught at the top and printed with console.error before exit 1.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/smokectl
rm -rf "$P"; mkdir -p "$P/src" "$P/profiles"; cd "$P"
cat > package.json <<'T'
{ "name": "smokectl", "version": "3.0.1", "type": "module", "bin": { "smokectl": "src/cli.js" } }
T
cat > profiles/cold-salmon.json <<'T'
{ "name": "cold-smoked salmon", "wood": "alder", "stages": [
  { "name": "dry", "chamberC": 22, "hours": 4, "rh": 55 },
  { "name": "smoke", "chamberC": 24, "hours": 10, "rh": 70 },
  { "name": "rest", "chamberC": 4, "hours": 12 } ] }
T
cat > profiles/hot-mackerel.json <<'T'
{ "name": "hot-smoked mackerel", "wood": "oak", "stages": [
  { "name": "dry", "chamberC": 30, "hours": 1, "rh": 50 },
  { "name": "smoke", "chamberC": 55, "hours": 1.5, "rh": 65 },
  { "name": "cook", "chamberC": "75", "hours": 0.5, "coreC": 63 } ] }
T
cat > src/sensors.js <<'T'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class ProbeError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "ProbeError";
  }
}

export async function readProbe(channel) {
  await sleep(3);
  const table = { chamber: 21.4, core: 7.9, rh: 61 };
  if (!(channel in table)) throw new ProbeError(`unknown probe channel "${channel}"`);
  return table[channel];
}
T
cat > src/stage.js <<'T'
import { readProbe } from "./sensors.js";

export async function validateStage(stage) {
  if (typeof stage.chamberC !== "number") {
    throw new TypeError(`stage "${stage.name}": chamberC must be a number, got ${typeof stage.chamberC} (${JSON.stringify(stage.chamberC)})`);
  }
  if (stage.coreC !== undefined) await readProbe("core");
  if (stage.rh !== undefined) await readProbe("rh");
  return { ...stage, minutes: Math.round(stage.hours * 60) };
}

export async function runStage(stage, log) {
  const s = await validateStage(stage);
  const chamber = await readProbe("chamber");
  log(`  stage ${s.name.padEnd(6)} target ${String(s.chamberC).padStart(3)}C now ${chamber}C for ${s.minutes} min`);
  return s.minutes;
}
T
cat > src/batch.js <<'T'
import { readFile } from "node:fs/promises";
import { runStage } from "./stage.js";

export class BatchError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "BatchError";
  }
}

export async function loadProfile(path) {
  return JSON.parse(await readFile(path, "utf8"));
}

export async function runBatch(path, log) {
  const profile = await loadProfile(path);
  log(`batch ${profile.name} (${profile.wood})`);
  let total = 0;
  for (const [i, stage] of profile.stages.entries()) {
    try {
      total += await runStage(stage, log);
    } catch (err) {
      throw new BatchError(`profile ${path} stage ${i + 1}/${profile.stages.length} failed`, { cause: err });
    }
  }
  log(`  total ${total} min`);
  return total;
}
T
cat > src/cli.js <<'T'
#!/usr/bin/env node
import { runBatch } from "./batch.js";

async function main(paths) {
  const log = (m) => console.log(m);
  for (const p of paths) {
    try {
      await runBatch(p, log);
    } catch (err) {
      throw new Error(`smokectl: aborted run of ${paths.length} profiles`, { cause: err });
    }
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
T
{ run "node src/cli.js profiles/cold-salmon.json profiles/hot-mackerel.json"; } | neutral
