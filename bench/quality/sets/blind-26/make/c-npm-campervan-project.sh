# sourced by the c-npm-*-campervan scripts: a campervan-hire booking API with somewhat old dependencies
. "$(dirname "$0")/c-lib.sh"
P=$WORK/campervan-hire
if [ ! -d "$P/node_modules" ]; then
rm -rf "$P"; mkdir -p "$P/src"
cat > "$P/package.json" <<'JSON'
{
  "name": "campervan-hire",
  "version": "2.4.0",
  "private": true,
  "scripts": { "start": "node src/server.js", "test": "jest" },
  "dependencies": {
    "express": "4.17.1",
    "axios": "0.21.1",
    "jsonwebtoken": "8.5.1",
    "lodash": "4.17.15",
    "dayjs": "1.10.4",
    "pg": "8.7.1",
    "node-fetch": "2.6.1",
    "minimist": "1.2.5",
    "uuid": "8.3.2"
  },
  "devDependencies": {
    "jest": "27.5.1",
    "eslint": "8.10.0",
    "nodemon": "2.0.15"
  }
}
JSON
echo "require('express')().listen(3000)" > "$P/src/server.js"
(cd "$P" && npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1)
fi
cd "$P"
