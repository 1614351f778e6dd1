#!/usr/bin/env bash
# Fresh `npm install --verbose` of a small Express API whose package.json names a private-scope
# package that does not exist on the public registry (E404).
NAME=npm-e404-verbose; . "$(dirname "$0")/_lib.sh"; setup_project orders-api
cat > package.json <<'EOF'
{
  "name": "orders-api",
  "version": "0.9.3",
  "private": true,
  "main": "src/server.js",
  "scripts": {
    "start": "node src/server.js",
    "test": "node --test"
  },
  "dependencies": {
    "@tillpoint-internal/money-format": "^2.1.0",
    "cors": "^2.8.5",
    "dotenv": "^16.4.5",
    "express": "^4.21.2",
    "helmet": "^8.0.0",
    "zod": "^3.24.1"
  }
}
EOF
capture "npm install --verbose; echo \"exit status: \$?\""
