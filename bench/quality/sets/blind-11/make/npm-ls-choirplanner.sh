#!/usr/bin/env bash
# npm ls --all in a choir rehearsal planner (webpack + jest + express toolchain) where a
# package was added with --no-save and another hand-edited. Output: outputs/npm-ls-choirplanner.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/choir-planner
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'X'
{
  "name": "choir-planner",
  "version": "1.9.2",
  "private": true,
  "scripts": { "build": "webpack", "test": "jest" },
  "dependencies": {
    "express": "4.21.2",
    "luxon": "3.5.0",
    "ical-generator": "8.0.1",
    "nodemailer": "6.9.16"
  },
  "devDependencies": {
    "jest": "29.7.0",
    "webpack": "5.97.1",
    "webpack-cli": "5.1.4",
    "babel-loader": "9.2.1",
    "@babel/core": "7.26.0",
    "@babel/preset-env": "7.26.0"
  }
}
X
cat > src/rehearsal.js <<'X'
const { DateTime } = require("luxon");
exports.nextRehearsal = (weekday, hour) => DateTime.now().set({ weekday, hour, minute: 0 });
X

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
npm install --no-save --no-audit --no-fund --loglevel=error abcjs@6.4.4 >/dev/null 2>&1
# someone hot-patched luxon in place
sed -i 's/"version": "3.5.0"/"version": "3.4.4"/' node_modules/luxon/package.json

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's#_logs/[0-9T_:.-]*Z-#_logs/2025-03-02T16_40_27_090Z-#'
}
{
  echo "$ npm ls --all"
  npm ls --all 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
