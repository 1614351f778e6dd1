#!/usr/bin/env bash
# d14a: node --test (TAP reporter, as when piped) over a dolls'-house miniature
# catalogue: scale conversions, kit pricing, parts lists; hundreds of passing
# subtests, a deepStrictEqual failure, a TypeError, a skip, a todo and a
# rejection that fires after its test ended.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dollhouse-catalog
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"

cat > package.json <<'EOF'
{ "name": "dollhouse-catalog", "version": "1.4.0", "type": "module", "private": true,
  "scripts": { "test": "node --test test/" } }
EOF
cat > src/scale.js <<'EOF'
export const SCALES = { '1:12': 12, '1:24': 24, '1:48': 48, '1:144': 144 };

export function toMiniature(mmFull, scale) {
  const d = SCALES[scale];
  if (!d) throw new RangeError(`unknown scale ${scale}`);
  return Math.round((mmFull / d) * 10) / 10;
}

export function inchesAt(scale, feet) {
  return (feet * 12) / SCALES[scale];
}
EOF
cat > src/kits.js <<'EOF'
export const PARTS = {
  'georgian-townhouse': { walls: 14, floors: 4, windows: 22, doors: 6, stairs: 2 },
  'tudor-cottage': { walls: 9, floors: 2, windows: 8, doors: 3, stairs: 1 },
  'corner-shop': { walls: 7, floors: 2, windows: 5, doors: 2, stairs: 1, counter: 1 },
  'victorian-villa': { walls: 18, floors: 5, windows: 30, doors: 9, stairs: 3 },
};

export function partsList(kit, extras = {}) {
  const base = PARTS[kit];
  return Object.entries({ ...base, ...extras }).sort(([a], [b]) => a.localeCompare(b));
}

export function kitPrice(kit, { finish = 'raw', lighting = false } = {}) {
  const parts = PARTS[kit];
  const pieces = Object.values(parts).reduce((a, b) => a + b, 0);
  let price = pieces * 1.85;
  if (finish === 'painted') price *= 1.4;
  if (lighting) price += parts.floors * 12.5;
  return Math.round(price * 100) / 100;
}

export async function fetchStock(sku, db) {
  const row = await db.get(sku);
  return row.onHand - row.reserved;
}
EOF
cat > src/wallpaper.js <<'EOF'
export function rollsNeeded(room, rollWidthMm, rollLengthMm) {
  const perimeter = 2 * (room.w + room.d);
  const drops = Math.ceil(perimeter / rollWidthMm);
  const dropsPerRoll = Math.floor(rollLengthMm / room.h);
  return Math.ceil(drops / dropsPerRoll);
}
EOF

cat > test/scale.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toMiniature, inchesAt, SCALES } from '../src/scale.js';

const FURNITURE = [
  ['kitchen table', 760], ['dining chair', 900], ['grandfather clock', 2100], ['four-poster bed', 2200],
  ['bath tub', 560], ['piano', 1300], ['dresser', 1850], ['wardrobe', 1950], ['armchair', 1000],
  ['bookcase', 1800], ['range cooker', 900], ['washstand', 820], ['writing desk', 740], ['hat stand', 1750],
  ['rocking chair', 1080], ['sideboard', 880], ['cradle', 850], ['mangle', 1200], ['butler sink', 250],
  ['chaise longue', 820],
];

for (const scale of Object.keys(SCALES)) {
  describe(`toMiniature at ${scale}`, () => {
    for (const [name, mm] of FURNITURE) {
      it(`${name} (${mm} mm)`, () => {
        const got = toMiniature(mm, scale);
        assert.ok(Math.abs(got - mm / SCALES[scale]) <= 0.05, `${got}`);
      });
    }
  });
}

describe('inchesAt', () => {
  it('an 8 ft ceiling at 1:12 is 8 inches', () => assert.equal(inchesAt('1:12', 8), 8));
  it('an 8 ft ceiling at 1:24 is 4 inches', () => assert.equal(inchesAt('1:24', 8), 4));
  it('rejects unknown scale', () => assert.throws(() => toMiniature(100, '1:16'), RangeError));
  it('1:16 scale support', { skip: 'waiting for the 1:16 garden range from the supplier' }, () => {});
});
EOF

cat > test/kits.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { partsList, kitPrice, fetchStock, PARTS } from '../src/kits.js';

for (const kit of Object.keys(PARTS)) {
  describe(`kit ${kit}`, () => {
    for (const finish of ['raw', 'primed', 'painted']) {
      for (const lighting of [false, true]) {
        it(`price ${finish}${lighting ? ' + lighting' : ''} is positive and rounded`, () => {
          const p = kitPrice(kit, { finish, lighting });
          assert.ok(p > 0);
          assert.equal(Math.round(p * 100) / 100, p);
        });
      }
    }
    it('parts list is sorted by part name', () => {
      const names = partsList(kit).map(([n]) => n);
      assert.deepEqual(names, [...names].sort());
    });
  });
}

describe('parts list extras', () => {
  it('merges extra parts into the corner shop list', () => {
    assert.deepStrictEqual(partsList('corner-shop', { shelves: 4 }), [
      ['counter', 1], ['doors', 2], ['floors', 2], ['shelves', 4], ['stairs', 1], ['walls', 7], ['windows', 6],
    ]);
  });
  it('prices a kit that is not in the catalogue', () => {
    assert.ok(kitPrice('lighthouse', { lighting: true }) > 0);
  });
  it('supports bay windows', { todo: 'bay windows need their own part type' }, () => {});
});

describe('stock', () => {
  it('subtracts reserved stock', async () => {
    const db = { get: async () => ({ onHand: 12, reserved: 5 }) };
    assert.equal(await fetchStock('GT-14', db), 7);
  });
  it('does not wait for the audit log', () => {
    const db = { get: async () => { throw new Error('stock row GT-99 missing from warehouse table'); } };
    setTimeout(() => { fetchStock('GT-99', db); }, 5);
    assert.ok(true);
  });
});
EOF

cat > test/wallpaper.test.js <<'EOF'
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rollsNeeded } from '../src/wallpaper.js';

const ROOMS = [];
for (let w = 150; w <= 600; w += 25) for (let d = 150; d <= 400; d += 25) ROOMS.push({ w, d, h: 230 });

describe('rollsNeeded', () => {
  for (const room of ROOMS) {
    it(`room ${room.w}x${room.d}`, () => {
      const n = rollsNeeded(room, 52, 1000);
      assert.ok(n >= 1 && Number.isInteger(n));
    });
  }
});
EOF

{
  echo "\$ node --test test/"
  timeout 120 node --test test/ 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
