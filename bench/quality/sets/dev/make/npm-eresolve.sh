#!/usr/bin/env bash
# Toy React app "kiosk-ui" still on React 17 whose devDependencies were bumped to
# @testing-library/react 16 (peer react ^18 || ^19); runs `npm install --verbose`.
# Usage: WORKDIR=<scratch dir> bash make/npm-eresolve.sh > outputs/npm-eresolve.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/kiosk-ui"
neutral() { sed -e "s#$P#/home/dev/kiosk-ui#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "kiosk-ui",
  "version": "3.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "test": "vitest run"
  },
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^17.0.2",
    "react-router-dom": "^6.26.0",
    "zustand": "^4.5.4"
  },
  "devDependencies": {
    "@testing-library/dom": "^10.4.0",
    "@testing-library/react": "^16.0.0",
    "@vitejs/plugin-react": "^4.3.1",
    "vite": "^5.4.0"
  }
}
EOF

cat > src/main.jsx <<'EOF'
import React from "react";
import ReactDOM from "react-dom";
import { App } from "./App.jsx";

ReactDOM.render(<App />, document.getElementById("root"));
EOF

npm install --verbose 2>&1 | neutral
