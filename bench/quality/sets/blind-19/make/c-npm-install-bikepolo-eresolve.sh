#!/usr/bin/env bash
# npm install fails with ERESOLVE in a bike-polo league site: Angular 17 core against a zone.js release it does not accept as a peer.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bikepolo; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'X'
{
  "name": "bikepolo-league",
  "version": "0.9.0",
  "private": true,
  "scripts": { "start": "ng serve", "build": "ng build" },
  "dependencies": {
    "@angular/common": "^17.3.0",
    "@angular/core": "^17.3.0",
    "@angular/platform-browser": "^17.3.0",
    "rxjs": "~7.8.0",
    "zone.js": "^0.15.0",
    "luxon": "^3.4.4"
  },
  "devDependencies": { "typescript": "~5.4.2" }
}
X
echo 'console.log("fixtures");' > src/server.js
capture c-npm-install-bikepolo-eresolve 'npm install --no-audit --no-fund'
