#!/usr/bin/env bash
# d14a: a CI script for a glazing-quote service in TypeScript: npm ci, tsc build
# with --listEmittedFiles, a strict typecheck that fails, then node --test
# (spec reporter) over the compiled tests with one failure. Several tools in one output.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/glazierquote
rm -rf "$P"; mkdir -p "$P/src/glass" "$P/test"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "glazierquote",
  "version": "3.2.0",
  "private": true,
  "type": "module",
  "scripts": {
    "build": "tsc -p tsconfig.json --listEmittedFiles",
    "typecheck:strict": "tsc -p tsconfig.strict.json --noEmit --pretty false",
    "test": "node --test --test-reporter=spec dist/test/"
  },
  "devDependencies": { "typescript": "5.9.3", "@types/node": "20.19.9" }
}
EOF
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "outDir": "dist", "rootDir": ".", "declaration": true, "sourceMap": true, "strict": false, "skipLibCheck": true },
  "include": ["src/**/*.ts", "test/**/*.ts"] }
EOF
cat > tsconfig.strict.json <<'EOF'
{ "extends": "./tsconfig.json",
  "compilerOptions": { "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true } }
EOF

cat > src/units.ts <<'EOF'
export interface Pane { widthMm: number; heightMm: number; qty?: number }
export const areaM2 = (p: Pane) => (p.widthMm * p.heightMm) / 1_000_000;
export const perimeterM = (p: Pane) => (2 * (p.widthMm + p.heightMm)) / 1000;
EOF

cat > src/quote.ts <<'EOF'
import { Pane, areaM2 } from './units.js';
import { CATALOGUE } from './glass/index.js';

export interface QuoteLine { sku: string; pane: Pane; note?: string }

export function lineTotal(line: QuoteLine) {
  const product = CATALOGUE[line.sku];
  const qty = line.pane.qty || 1;
  return Math.round(product.price(line.pane) * qty * 100) / 100;
}

export function vatInclusive(net: number, rate) {
  return Math.round(net * (1 + rate) * 100) / 100;
}

export function minimumCharge(lines: QuoteLine[]): number {
  const total = lines.reduce((s, l) => s + lineTotal(l), 0);
  return Math.max(total, 45);
}

export function describe(line: QuoteLine): string {
  return `${line.sku} ${line.pane.widthMm}x${line.pane.heightMm} ${line.note.trim()}`;
}

export function largestPane(lines: QuoteLine[]) {
  return lines.map(l => areaM2(l.pane)).sort((a, b) => b - a)[0].toFixed(2);
}
EOF

python3 - <<'EOF'
import random
rnd = random.Random(31)
kinds = ["float", "toughened", "laminated", "lowe", "obscure", "leaded", "wired", "acoustic", "solar", "fire"]
thick = [4, 6, 8, 10, 12]
skus = []
for k in kinds:
    for t in thick:
        for finish in ["clear", "tinted"]:
            if rnd.random() < 0.75:
                skus.append((k, t, finish))
index_imports, index_entries = [], []
for k, t, f in skus:
    name = f"{k}{t}mm_{f}"
    rate = round({"float": 28, "toughened": 52, "laminated": 61, "lowe": 70, "obscure": 34, "leaded": 140,
                  "wired": 48, "acoustic": 88, "solar": 74, "fire": 190}[k] * (t / 6) * (1.12 if f == "tinted" else 1), 2)
    edge = round(rnd.uniform(2.5, 9.5), 2)
    src = f"""import {{ Pane, areaM2, perimeterM }} from '../units.js';

export const SKU = '{k.upper()}-{t:02d}-{f[0].upper()}';
export const RATE_PER_M2 = {rate};
export const EDGE_WORK_PER_M = {edge};
export const MAX_AREA_M2 = {4.5 if k != 'leaded' else 1.2};

export function price(p: Pane): number {{
  if (areaM2(p) > MAX_AREA_M2) throw new RangeError(`${{SKU}} pane over ${{MAX_AREA_M2}} m2`);
  return Math.round((areaM2(p) * RATE_PER_M2 + perimeterM(p) * EDGE_WORK_PER_M) * 100) / 100;
}}
"""
    open(f"src/glass/{name}.ts", "w").write(src)
    index_imports.append(f"import * as {name} from './{name}.js';")
    index_entries.append(f"  [{name}.SKU]: {name},")
    test = f"""import {{ test }} from 'node:test';
import assert from 'node:assert/strict';
import * as g from '../src/glass/{name}.js';

test('{name}: 600x900 pane is priced', () => {{
  assert.ok(g.price({{ widthMm: 600, heightMm: 900 }}) > 0);
}});
test('{name}: price grows with area', () => {{
  assert.ok(g.price({{ widthMm: 1200, heightMm: 900 }}) > g.price({{ widthMm: 600, heightMm: 900 }}));
}});
test('{name}: rejects oversize panes', () => {{
  assert.throws(() => g.price({{ widthMm: 3000, heightMm: 2400 }}), RangeError);
}});
for (const [w, h] of [[300, 400], [450, 600], [500, 1200], [600, 600], [750, 1050], [900, 900], [1000, 1000], [1200, 600], [1200, 1000], [1500, 800], [1800, 600], [1000, 1100]] as const) {{
  test(`{name}: ${{w}}x${{h}} edge work is charged`, () => {{
    assert.ok(g.price({{ widthMm: w, heightMm: h }}) > (w * h / 1e6) * g.RATE_PER_M2);
  }});
}}
test('{name}: SKU format', () => {{
  assert.match(g.SKU, /^[A-Z]+-\\d{{2}}-[CT]$/);
}});
"""
    open(f"test/{name}.test.ts", "w").write(test)
open("src/glass/index.ts", "w").write("\n".join(index_imports) + "\n\nexport const CATALOGUE: Record<string, { price: (p: import('../units.js').Pane) => number }> = {\n" + "\n".join(index_entries) + "\n};\n")
open("test/quote.test.ts", "w").write("""import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lineTotal, vatInclusive, minimumCharge } from '../src/quote.js';

test('quote: two toughened panes', () => {
  assert.equal(lineTotal({ sku: 'TOUGHENED-06-C', pane: { widthMm: 800, heightMm: 1000, qty: 2 } }), 103.2);
});
test('quote: VAT at 20%', () => {
  assert.equal(vatInclusive(100, 0.2), 120);
});
test('quote: minimum charge applies to tiny jobs', () => {
  assert.equal(minimumCharge([{ sku: 'FLOAT-04-C', pane: { widthMm: 200, heightMm: 200 } }]), 45);
});
""")
EOF

# dependencies resolved once so that the CI run below starts from a lockfile
npm install --no-audit --no-fund --silent >/dev/null 2>&1
rm -rf node_modules

cat > ci.sh <<'EOF'
#!/usr/bin/env bash
set -u
status=0
echo "=== [1/4] environment"
echo "node $(node --version)  npm $(npm --version)"
echo "=== [2/4] npm ci"
npm ci --no-audit --no-fund || exit 1
echo "=== [3/4] build"
start=$(date +%s)
npm run build || { echo "build failed"; exit 1; }
echo "build finished in $(( $(date +%s) - start ))s"
echo "=== [3b/4] strict typecheck (informational until GLZ-212 lands)"
npm run typecheck:strict || { echo "::warning:: strict typecheck failed"; status=1; }
echo "=== [4/4] unit tests"
npm test || { echo "::error:: unit tests failed"; status=1; }
echo "=== CI finished with status $status"
exit $status
EOF
chmod +x ci.sh

{
  echo "\$ ./ci.sh"
  timeout 120 ./ci.sh 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
