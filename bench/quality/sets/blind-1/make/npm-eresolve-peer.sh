#!/usr/bin/env bash
# npm install of eslint-config-airbnb-base into a project already on eslint 9: peer dependency conflict (ERESOLVE).
NAME=npm-eresolve-peer; . "$(dirname "$0")/_lib.sh"; setup_project lintkit
cat > package.json <<'EOF'
{
  "name": "lintkit",
  "version": "1.2.0",
  "description": "Shared lint setup for the storefront apps",
  "private": true,
  "type": "module",
  "devDependencies": {
    "eslint": "^9.39.1",
    "eslint-plugin-import": "^2.32.0",
    "prettier": "^3.3.3"
  }
}
EOF
npm install --no-audit --no-fund > /dev/null 2>&1
capture "npm install --save-dev --verbose eslint-config-airbnb-base@15.0.0; echo \"exit status: \$?\""
