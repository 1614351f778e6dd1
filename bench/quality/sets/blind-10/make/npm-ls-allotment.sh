#!/usr/bin/env bash
# npm ls --all in an allotment-plot booking CLI after package.json was edited without reinstalling.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/plotbook
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' \
      -e "s#_logs/[0-9TZ_:.-]*-#_logs/2024-06-03T10_02_17_405Z-#"
}
rm -rf "$P"; mkdir -p "$P/bin"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "plotbook",
  "version": "0.8.0",
  "private": true,
  "bin": { "plotbook": "bin/plotbook.js" },
  "dependencies": {
    "ajv": "8.12.0",
    "ajv-formats": "3.0.1",
    "commander": "12.1.0",
    "csv-parse": "5.5.6",
    "luxon": "3.4.4",
    "pino": "9.1.0",
    "undici": "6.18.2"
  }
}
EOF
cat > bin/plotbook.js <<'EOF'
#!/usr/bin/env node
import { Command } from "commander";
const program = new Command("plotbook");
program.command("list").action(() => console.log("plots: 14a, 14b, 22"));
program.parse();
EOF
npm install --no-audit --no-fund --silent >/dev/null 2>&1
# a teammate downgraded luxon in package.json and bumped pino; nobody ran npm install since
sed -i 's/"luxon": "3.4.4"/"luxon": "^2.5.2"/; s/"pino": "9.1.0"/"pino": "^9.2.0"/' package.json
{
  echo '$ npm ls --all'
  npm ls --all 2>&1
  echo "exit status: $?"
} | neutral
