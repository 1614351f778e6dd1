#!/bin/bash
# npm install --loglevel=verbose (cold cache) of a cheese-rolling race timing app; a deprecation warning and a peer-dep note along the way.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cheeseroll-timing; rm -rf "$P" "$WORK/.npm-cache-cheeseroll"; mkdir -p "$P"; cd "$P"
export npm_config_cache=$WORK/.npm-cache-cheeseroll
cat > package.json <<'JS'
{
  "name": "cheeseroll-timing",
  "version": "0.7.1",
  "private": true,
  "dependencies": {
    "fastify": "4.26.2",
    "@fastify/cors": "9.0.1",
    "better-queue": "3.8.12",
    "request": "2.88.2",
    "uuid": "3.4.0",
    "csv-stringify": "6.4.6"
  }
}
JS
run "npm install --no-fund --no-audit --loglevel=verbose" | neutral \
  | sed -E 's#/home/dev/\.npm-cache-cheeseroll#/home/dev/.npm#g; s#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9_]+Z-(debug-0.log)?#2024-06-05T07_41_09_552Z-\1#g; s#^npm verbose os Linux .*#npm verbose os Linux 6.1.0-21-amd64#' \
  > "$OUTDIR/c-npm-install-verbose-cheeserolling.txt"
