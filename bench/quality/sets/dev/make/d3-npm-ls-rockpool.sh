#!/usr/bin/env bash
# Rock-pool species field guide (Eleventy static site plus a small Fastify API, photos on S3): installs its
# dependencies from the npm registry, then someone edits package.json to want luxon ^2 without
# reinstalling; `npm ls --all` prints the whole tree and reports the invalid dependency.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/rockpool-guide
rm -rf "$P"; mkdir -p "$P/src" "$P/api"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "rockpool-guide",
  "version": "0.6.0",
  "private": true,
  "description": "Field guide to the rock-pool species of the Gower shore: static site and sightings API",
  "scripts": {
    "build": "eleventy --input=src --output=_site",
    "api": "node api/server.js"
  },
  "devDependencies": {
    "@babel/core": "7.26.0",
    "@babel/preset-env": "7.26.0"
  },
  "dependencies": {
    "@11ty/eleventy": "3.1.2",
    "@aws-sdk/client-s3": "3.726.1",
    "fastify": "5.2.1",
    "luxon": "3.5.0",
    "sanitize-html": "2.14.0",
    "yargs": "17.7.2"
  }
}
EOF

cat > api/server.js <<'EOF'
const fastify = require('fastify')({ logger: true });
const { DateTime } = require('luxon');
fastify.get('/sightings/:species', async (req) => ({ species: req.params.species, at: DateTime.now().toISODate() }));
fastify.listen({ port: 3000, host: '127.0.0.1' });
EOF

cat > src/index.md <<'EOF'
# Rock pools of the Gower
Beadlet anemone, shore crab, common blenny, snakelocks anemone, cushion star.
EOF

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

# later: a teammate "downgrades" luxon in package.json for an old date helper, without reinstalling
sed -i 's/"luxon": "3.5.0"/"luxon": "^2.5.2"/' package.json

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ npm ls --all'
  npm ls --all 2>&1
  echo "exit status: $?"
} | neutral
