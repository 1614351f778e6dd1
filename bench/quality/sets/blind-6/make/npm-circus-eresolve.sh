#!/usr/bin/env bash
# circus-act scheduler UI: npm install fails with a peer-dependency conflict (ERESOLVE)
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/circus-scheduler"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > package.json <<'EOF'
{
  "name": "circus-scheduler",
  "version": "1.2.0",
  "private": true,
  "description": "Orders circus acts so riggers have time to change the ring between aerial and ground acts",
  "scripts": { "dev": "vite", "test": "vitest" },
  "dependencies": {
    "react": "17.0.2",
    "react-dom": "17.0.2",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "@testing-library/react": "^14.3.1",
    "vitest": "^1.6.0"
  }
}
EOF
cat > src/order.js <<'EOF'
export const RIG_MINUTES = { aerial: 6, cage: 9, ground: 1, clown: 0 };

export function changeover(prev, next) {
  return prev.kind === next.kind ? 0 : RIG_MINUTES[next.kind];
}
EOF
{ npm install --no-audit --no-fund; echo "exit status: $?"; cat "$(ls -t ~/.npm/_logs/*-eresolve-report.txt | head -n 1)"; } 2>&1 | neut
