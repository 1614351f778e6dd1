#!/usr/bin/env bash
# npm install --verbose in a small Express service whose package.json names a misspelled package.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/webhook-relay
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "webhook-relay",
  "version": "0.6.2",
  "description": "Receives provider webhooks, verifies signatures and fans them out to internal queues",
  "main": "src/server.js",
  "scripts": { "start": "node src/server.js" },
  "dependencies": {
    "express": "^4.21.2",
    "body-parser": "^1.20.3",
    "pino": "^9.6.0",
    "express-rate-limitter": "^7.1.0",
    "ms": "^2.1.3"
  }
}
EOF
cat > src/server.js <<'EOF'
const express = require("express");
const rateLimit = require("express-rate-limitter");
const app = express();
app.use(rateLimit({ windowMs: 60_000, max: 120 }));
app.post("/hooks/:provider", express.raw({ type: "*/*" }), (req, res) => res.sendStatus(202));
app.listen(process.env.PORT || 8080);
EOF
{ npm install --verbose --no-audit --no-fund; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/npm-e404.txt"
