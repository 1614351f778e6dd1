#!/usr/bin/env bash
# c-node-dronesurvey-rejection: a Node script that plans drone survey flights
# over field plots logs its progress, then dies on an unhandled promise rejection.
# Usage: WORK=<scratch dir> bash c-node-dronesurvey-rejection.sh > ../outputs/c-node-dronesurvey-rejection.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/plotflight
rm -rf "$P"; mkdir -p "$P/lib" "$P/plots"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > package.json <<'T'
{ "name": "plotflight", "version": "0.6.2", "type": "module", "private": true }
T
for i in 01 02 03 04 05 06 07 08 09 10 11 12; do
  lat=$((52100 + 10#$i * 13)); lon=$((410 + 10#$i * 7))
  if [ "$i" = 09 ]; then
    printf '{"plot":"P%s","crop":"barley","corners":[[52.%s,-1.%s],[52.%s,-1.%s],[52.%s,-1.%s]],"altitude_m":null}\n' $i $lat $lon $((lat+4)) $lon $((lat+4)) $((lon+6)) > plots/P$i.json
  else
    printf '{"plot":"P%s","crop":"%s","corners":[[52.%s,-1.%s],[52.%s,-1.%s],[52.%s,-1.%s],[52.%s,-1.%s]],"altitude_m":%d}\n' $i $([ $((10#$i % 3)) = 0 ] && echo oilseed || echo wheat) $lat $lon $((lat+4)) $lon $((lat+4)) $((lon+6)) $lat $((lon+6)) $((60 + 10#$i * 5)) > plots/P$i.json
  fi
done
cat > lib/geo.js <<'T'
const R = 6371000;
const rad = (d) => (d * Math.PI) / 180;

export function haversine([lat1, lon1], [lat2, lon2]) {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}

export function bbox(corners) {
  if (corners.length < 4) throw new RangeError(`plot needs 4 corners, got ${corners.length}`);
  const lats = corners.map((c) => c[0]);
  const lons = corners.map((c) => c[1]);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lons), east: Math.max(...lons) };
}
T
cat > lib/plan.js <<'T'
import { readFile } from "node:fs/promises";
import { bbox, haversine } from "./geo.js";

const SWATH_M = 38;

export async function loadPlot(file) {
  return JSON.parse(await readFile(file, "utf8"));
}

export async function planPlot(file) {
  const plot = await loadPlot(file);
  console.log(`  loaded ${file}: ${plot.crop}, ${plot.corners.length} corners, altitude ${plot.altitude_m ?? "default"}`);
  const box = bbox(plot.corners);
  const width = haversine([box.south, box.west], [box.south, box.east]);
  const height = haversine([box.south, box.west], [box.north, box.west]);
  const passes = Math.ceil(width / SWATH_M);
  const metres = passes * height + width;
  return { plot: plot.plot, crop: plot.crop, passes, metres: Math.round(metres), altitude: plot.altitude_m };
}

export function batteryMinutes(metres, speed = 8) {
  return Math.ceil(metres / speed / 60) + 3;
}
T
cat > plan-day.js <<'T'
import { readdir } from "node:fs/promises";
import { batteryMinutes, planPlot } from "./lib/plan.js";

const files = (await readdir("plots")).filter((f) => f.endsWith(".json")).sort();
console.log(`planning ${files.length} plots for 2026-05-18`);

const jobs = files.map((f) => planPlot(`plots/${f}`));
let total = 0;
for (const [i, job] of jobs.entries()) {
  await new Promise((r) => setTimeout(r, 25));
  if (i === 7) {
    console.log("  (uploading first half to ground station)");
  }
  const p = await job;
  const min = batteryMinutes(p.metres);
  total += min;
  console.log(`  ${p.plot} ${p.crop.padEnd(8)} passes=${String(p.passes).padStart(2)} track=${p.metres}m alt=${p.altitude}m battery=${min}min`);
}
console.log(`total flight time ${total} min`);
T
{
  echo '$ node plan-day.js'
  node plan-day.js 2>&1; echo "exit status: $?"
} | neutral
