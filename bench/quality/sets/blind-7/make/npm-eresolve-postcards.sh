#!/usr/bin/env bash
# Postcard-collection cataloguer: npm install hits a peer-dependency conflict (ERESOLVE).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/npm-eresolve-postcards.txt"
P="$BASE/postcard-catalogue"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "postcard-catalogue",
  "version": "0.7.3",
  "private": true,
  "dependencies": {
    "react": "^17.0.2",
    "react-dom": "^18.2.0",
    "react-window": "^1.8.10",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "@testing-library/react": "^14.3.1"
  }
}
EOF
cat > src/App.jsx <<'EOF'
import { FixedSizeList } from "react-window";
export default function App({ cards }) {
  return <FixedSizeList height={600} itemCount={cards.length} itemSize={48} width={400}>
    {({ index, style }) => <div style={style}>{cards[index].postmark} — {cards[index].town}</div>}
  </FixedSizeList>;
}
EOF
npm install --verbose --no-audit --no-fund --cache "$BASE/npmcache-postcards" 2>&1 | neut > "$OUT"
