#!/bin/bash
# wine-cellar inventory UI: npm install after bumping react-dom but not react
source "$(dirname "$0")/_common.sh"
fresh wine-cellar-ui
cat > package.json <<'EOF'
{
  "name": "wine-cellar-ui",
  "version": "2.1.0",
  "private": true,
  "description": "Rack map and stock list for a home wine cellar",
  "scripts": { "start": "vite", "build": "vite build" },
  "dependencies": {
    "react": "17.0.2",
    "react-dom": "^18.3.1",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "vite": "^5.2.0"
  }
}
EOF
mkdir -p src
cat > src/App.jsx <<'EOF'
import { useState } from "react";
export default function App() {
  const [bottles] = useState([{ rack: "A3", name: "Rioja Reserva 2016", qty: 4 }]);
  return <ul>{bottles.map((b) => <li key={b.rack}>{b.rack}: {b.name} x{b.qty}</li>)}</ul>;
}
EOF
npm install --verbose 2>&1 | neut > "$OUTDIR/npm-eresolve-wine.txt"
