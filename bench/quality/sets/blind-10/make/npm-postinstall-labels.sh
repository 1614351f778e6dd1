#!/usr/bin/env bash
# npm install of a shipping-label printing service whose postinstall step (font bundling) fails.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/labeljet
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
      -e "s#_logs/[0-9TZ_:.-]*-#_logs/2024-06-04T13_40_09_882Z-#"
}
rm -rf "$P"; mkdir -p "$P/scripts" "$P/assets/fonts" "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "labeljet",
  "version": "3.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "postinstall": "node scripts/bundle-fonts.js",
    "start": "node src/server.js"
  },
  "dependencies": {
    "bwip-js": "4.3.2",
    "pdfkit": "0.15.0"
  }
}
EOF
printf 'dummy' > assets/fonts/IBMPlexMono-Regular.ttf
printf 'dummy' > assets/fonts/IBMPlexMono-Bold.ttf
cat > assets/fonts/manifest.json <<'EOF'
{
  "fonts": [
    { "family": "Plex Mono", "weight": 400, "file": "IBMPlexMono-Regular.ttf" },
    { "family": "Plex Mono", "weight": 700, "file": "IBMPlexMono-Bold.ttf" },
    { "family": "OCR-B", "weight": 400, "file": "OCRB-Regular.otf", "usedFor": "barcode human-readable line" }
  ]
}
EOF
cat > scripts/bundle-fonts.js <<'EOF'
import { readFileSync, statSync, mkdirSync, copyFileSync } from "node:fs";
import path from "node:path";

const src = "assets/fonts";
const out = "build/fonts";
const manifest = JSON.parse(readFileSync(path.join(src, "manifest.json"), "utf8"));
mkdirSync(out, { recursive: true });
console.log(`[bundle-fonts] ${manifest.fonts.length} fonts in manifest`);
for (const f of manifest.fonts) {
  const from = path.join(src, f.file);
  const size = statSync(from).size;
  copyFileSync(from, path.join(out, f.file));
  console.log(`[bundle-fonts] copied ${f.file} (${f.family} ${f.weight}, ${size} bytes)`);
}
console.log("[bundle-fonts] done");
EOF
{
  echo '$ npm install'
  npm install --no-audit --no-fund 2>&1
  echo "exit status: $?"
} | neutral
