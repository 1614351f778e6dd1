#!/usr/bin/env bash
# `npm ls --all` for a climbing-gym route-setting tracker after package.json was edited by hand
# without reinstalling: one dependency is now invalid, one is missing.
# Output: outputs/npm-ls-cragroutes.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/routesetter
rm -rf "$P"; mkdir -p "$P/src"
export npm_config_cache=$WORK/.npm-cache-routesetter
cat > "$P/package.json" <<'T'
{
  "name": "routesetter",
  "version": "0.12.3",
  "description": "Route-setting rota, hold inventory and grade consensus for a bouldering gym",
  "type": "module",
  "dependencies": {
    "koa": "2.15.3",
    "@koa/router": "12.0.1",
    "koa-bodyparser": "4.4.1",
    "nunjucks": "3.2.4",
    "luxon": "3.4.4",
    "yargs": "17.7.2",
    "semver": "7.6.2"
  },
  "devDependencies": {
    "c8": "9.1.0"
  }
}
T
cat > "$P/src/app.js" <<'T'
import Koa from "koa";
import Router from "@koa/router";
const app = new Koa();
const router = new Router();
router.get("/walls", (ctx) => { ctx.body = { walls: ["cave", "slab", "comp"] }; });
app.use(router.routes());
export default app;
T
cd "$P" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
# later, by hand: the hold-import branch pinned an older semver and added a CSV parser
node -e '
const fs = require("fs");
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
pkg.dependencies.semver = "^6.3.1";
pkg.dependencies["csv-parse"] = "^5.5.6";
fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
'
cd "$P" && {
  capture npm ls --all
} 2>&1 | neutral | sed -E -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_:.-]+Z/2024-06-09T10_31_52_077Z/g' -e 's#/home/dev/\.npm-cache-routesetter/#/home/dev/.npm/#g' > "$SETDIR/outputs/npm-ls-cragroutes.txt"
