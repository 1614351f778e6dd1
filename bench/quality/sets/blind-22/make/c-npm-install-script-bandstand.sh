#!/bin/bash
# npm install failing in the install script of a local native helper package (toy bandstand-concert booking app)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bandstand-bookings
rm -rf "$P"; mkdir -p "$P/vendor/seatmap-raster"; cd "$P"
cat > package.json <<'JS'
{
  "name": "bandstand-bookings",
  "version": "1.6.0",
  "private": true,
  "scripts": { "start": "node server.js" },
  "dependencies": {
    "ms": "^2.1.3",
    "nanoid": "^3.3.7",
    "seatmap-raster": "file:./vendor/seatmap-raster"
  }
}
JS
cat > vendor/seatmap-raster/package.json <<'JS'
{ "name": "seatmap-raster", "version": "0.3.1", "main": "index.js",
  "scripts": { "install": "node build.js" } }
JS
cat > vendor/seatmap-raster/build.js <<'JS'
const fs = require("node:fs");
console.log("seatmap-raster: probing for libcairo (need >= 1.16)");
console.log("seatmap-raster: checked /usr/lib/x86_64-linux-gnu/pkgconfig/cairo.pc ... not found");
console.log("seatmap-raster: checked /usr/local/lib/pkgconfig/cairo.pc ... not found");
console.error("seatmap-raster: prebuilt binary for linux-x64 node-v" + process.versions.modules + " not published");
console.error("seatmap-raster: set SEATMAP_RASTER_SKIP_NATIVE=1 to fall back to the pure-JS renderer");
process.exit(7);
JS
echo 'module.exports = {};' > vendor/seatmap-raster/index.js
capture "npm install --no-audit --no-fund" | neutral | sed -E 's#/home/dev/\.npm/_logs/[0-9TZ_:.-]+-debug-0\.log#/home/dev/.npm/_logs/2025-09-12T10_41_07_311Z-debug-0.log#'
