#!/bin/bash
# Node irrigation scheduler for rice paddies: verbose progress, then an error thrown deep in an async chain, wrapped with { cause }.
. "$(dirname "$0")/c-lib.sh"
setup ricepaddy
mkdir -p src
cat > package.json <<'J'
{ "name": "ricepaddy-irrigation", "version": "2.1.0", "type": "module" }
J
cat > src/sensors.js <<'JS'
export async function readLevel(plot, hour) {
  await new Promise((r) => setImmediate(r));
  if (plot.id === "P-27" && hour === 14) {
    const raw = "NaN;cm";
    const v = Number.parseFloat(raw);
    if (Number.isNaN(v)) throw new RangeError(`water level sensor ${plot.sensor} returned ${JSON.stringify(raw)}`);
  }
  return Math.round((plot.base + Math.sin((hour + plot.phase) / 3) * 2.5) * 10) / 10;
}
JS
cat > src/valves.js <<'JS'
import { readLevel } from "./sensors.js";

export async function decideValve(plot, hour) {
  let level;
  try {
    level = await readLevel(plot, hour);
  } catch (err) {
    throw new Error(`cannot decide valve for plot ${plot.id} at ${String(hour).padStart(2, "0")}:00`, { cause: err });
  }
  const target = plot.stage === "tillering" ? 5 : plot.stage === "heading" ? 8 : 3;
  return { plot: plot.id, level, target, open: level < target - 0.5 };
}
JS
cat > src/schedule.js <<'JS'
import { decideValve } from "./valves.js";

const STAGES = ["tillering", "heading", "ripening"];
const plots = Array.from({ length: 36 }, (_, i) => ({
  id: `P-${String(i + 1).padStart(2, "0")}`,
  sensor: `WL-${400 + i}`,
  base: 3 + (i % 5),
  phase: i % 7,
  stage: STAGES[i % 3],
}));

async function runDay() {
  console.log(`irrigation schedule for ${plots.length} plots, 06:00-18:00`);
  for (let hour = 6; hour <= 18; hour += 2) {
    let opened = 0;
    for (const plot of plots) {
      const d = await decideValve(plot, hour);
      if (d.open) opened++;
      console.log(`${String(hour).padStart(2, "0")}:00 ${d.plot} level=${d.level.toFixed(1)}cm target=${d.target}cm valve=${d.open ? "OPEN" : "closed"}`);
    }
    console.log(`${String(hour).padStart(2, "0")}:00 summary: ${opened}/${plots.length} valves open`);
  }
}

await runDay();
JS
capture node-ricepaddy-cause <<'CMDS'
node src/schedule.js
CMDS
