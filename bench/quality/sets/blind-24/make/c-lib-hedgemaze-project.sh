# builds the hedgemaze project (a maze-garden ticketing site) with deliberately old dependencies; sourced by c-npm-*-hedgemaze.sh
P=$WORK/hedgemaze
if [ ! -d "$P/node_modules" ]; then
  fresh $P
  cat > package.json <<'JSON'
{
  "name": "hedgemaze-tickets",
  "version": "1.2.0",
  "private": true,
  "description": "timed-entry tickets and lost-visitor alerts for a hedge maze garden",
  "dependencies": {
    "express": "4.17.1",
    "lodash": "4.17.15",
    "axios": "0.21.1",
    "moment": "2.29.1",
    "jsonwebtoken": "8.5.1",
    "qrcode": "1.4.4",
    "commander": "^9.0.0",
    "chalk": "^4.1.0"
  },
  "devDependencies": {
    "eslint": "8.10.0",
    "nodemon": "2.0.15"
  }
}
JSON
  npm install --no-fund --no-audit --loglevel=error >/dev/null 2>&1
fi
cd $P
