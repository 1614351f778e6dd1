#!/usr/bin/env bash
# Pinball-machine rules engine (scoring, ball save, multiball, high-score table): `node --test`
# (Node's built-in runner, TAP output when not on a terminal) over about 330 tests in four
# files; two failures, one skip, one todo.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pinball-rules
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "pinball-rules",
  "version": "2.0.3",
  "private": true,
  "type": "commonjs",
  "scripts": { "test": "node --test" }
}
EOF

cat > src/scoring.js <<'EOF'
'use strict';
const BASE = { bumper: 1000, slingshot: 110, spinner: 250, rollover: 500, ramp: 25000, target: 5000, orbit: 10000 };

function score(event, { multiplier = 1, modeActive = false } = {}) {
  const base = BASE[event];
  if (base === undefined) throw new RangeError(`unknown switch event: ${event}`);
  const mode = modeActive && (event === 'ramp' || event === 'orbit') ? 2 : 1;
  return base * multiplier * mode;
}

function bonus(lanesLit, multiplier) {
  // bonus multiplier is capped at 5x on this machine
  return lanesLit * 1500 * Math.min(multiplier, 5);
}

module.exports = { BASE, score, bonus };
EOF

cat > src/ballsave.js <<'EOF'
'use strict';
// Ball save: a drained ball within the save window is returned to the shooter lane.
const SAVE_WINDOW_MS = { easy: 15000, standard: 10000, hard: 5000, tournament: 0 };

function isSaved(drainAtMs, plungedAtMs, difficulty = 'standard') {
  const window = SAVE_WINDOW_MS[difficulty];
  return drainAtMs - plungedAtMs <= window;
}

module.exports = { SAVE_WINDOW_MS, isSaved };
EOF

cat > src/highscores.js <<'EOF'
'use strict';
function insert(table, entry, size = 5) {
  const next = [...table, entry].sort((a, b) => b.score - a.score);
  return next.slice(0, size);
}

function initials(name) {
  return name.trim().slice(0, 3).toUpperCase().padEnd(3, ' ');
}

module.exports = { insert, initials };
EOF

cat > src/multiball.js <<'EOF'
'use strict';
// Locks: three locked balls start multiball; jackpot value grows with each ramp shot.
function jackpotValue(rampShots, base = 1_000_000) {
  return base + rampShots * 250_000;
}

function startMultiball(state) {
  if (state.locked < 3) return { ...state, multiball: false };
  return { ...state, locked: 0, ballsInPlay: state.ballsInPlay + state.locked, multiball: true };
}

module.exports = { jackpotValue, startMultiball };
EOF

node - <<'EOF'
const fs = require('fs');
const events = { bumper: 1000, slingshot: 110, spinner: 250, rollover: 500, ramp: 25000, target: 5000, orbit: 10000 };
let s = "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert/strict');\nconst { score, bonus } = require('../src/scoring');\n\n";
for (const [ev, base] of Object.entries(events)) {
  s += `test.describe('score(${ev})', () => {\n`;
  for (let m = 1; m <= 12; m++) {
    s += `  test.it('x${m} multiplier', () => { assert.equal(score('${ev}', { multiplier: ${m} }), ${base * m}); });\n`;
  }
  const mode = ev === 'ramp' || ev === 'orbit' ? 2 : 1;
  s += `  test.it('during wizard mode', () => { assert.equal(score('${ev}', { modeActive: true }), ${base * mode}); });\n`;
  s += `});\n\n`;
}
s += "test.describe('bonus', () => {\n";
for (let lanes = 0; lanes <= 4; lanes++) for (let m = 1; m <= 8; m++) {
  s += `  test.it('${lanes} lanes at ${m}x', () => { assert.equal(bonus(${lanes}, ${m}), ${lanes * 1500 * Math.min(m, 5)}); });\n`;
}
s += "});\n\ntest('unknown switch event is rejected', () => { assert.throws(() => score('flipper'), RangeError); });\n";
fs.writeFileSync('test/scoring.test.js', s);

let b = "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert/strict');\nconst { isSaved } = require('../src/ballsave');\n\n";
const windows = { easy: 15000, standard: 10000, hard: 5000 };
for (const [d, w] of Object.entries(windows)) {
  b += `test.describe('ball save (${d})', () => {\n`;
  for (let t = 0; t <= 20000; t += 1000) {
    b += `  test.it('drain after ${t} ms', () => { assert.equal(isSaved(${t}, 0, '${d}'), ${t <= w}); });\n`;
  }
  b += `});\n\n`;
}
b += `test.describe('ball save (tournament)', () => {
  test.it('no save even for an immediate drain', () => { assert.equal(isSaved(0, 0, 'tournament'), false); });
  test.it('no save after 3 s', () => { assert.equal(isSaved(3000, 0, 'tournament'), false); });
});

test('save applies to the outlane drain at exactly the window edge', () => {
  assert.equal(isSaved(10000, 0), true);
});

test('ball save uses operator difficulty from the settings file', { skip: 'settings file format not decided (see #212)' }, () => {});
`;
fs.writeFileSync('test/ballsave.test.js', b);

let h = "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert/strict');\nconst { insert, initials } = require('../src/highscores');\n\n";
const names = ['ada', 'Bo', 'cyd', 'DEX', 'eve', 'Flo', 'gus', 'Hal', 'ivy', 'Jo', 'kit', 'Lu', 'mo', 'Ned', 'Oz', 'pip'];
h += "test.describe('initials', () => {\n";
for (const n of names) h += `  test.it('${n}', () => { assert.equal(initials('${n}'), '${n.slice(0, 3).toUpperCase().padEnd(3, ' ')}'); });\n`;
h += `  test.it('strips surrounding spaces', () => { assert.equal(initials('  rex  '), 'REX'); });\n`;
h += `});\n\n`;
h += "test.describe('insert', () => {\n";
for (let k = 1; k <= 20; k++) {
  h += `  test.it('entry ${k} lands in order', () => {
    const table = [{ who: 'AAA', score: 90000000 }, { who: 'BBB', score: 70000000 }, { who: 'CCC', score: 50000000 }];
    const out = insert(table, { who: 'NEW', score: ${k * 5000000} });
    assert.deepEqual(out.map((e) => e.score), [...[90000000, 70000000, 50000000, ${k * 5000000}]].sort((a, b) => b - a).slice(0, 5));
  });\n`;
}
h += `  test.it('a tie keeps the earlier holder first', () => {
    const table = [{ who: 'AAA', score: 70000000 }, { who: 'BBB', score: 50000000 }];
    const out = insert(table, { who: 'NEW', score: 70000000 });
    assert.deepEqual(out.map((e) => e.who), ['AAA', 'NEW', 'BBB']);
  });
  test.it('grand champion entry persists across power cycles', { todo: 'needs NVRAM emulation' });
});
`;
fs.writeFileSync('test/highscores.test.js', h);

let mb = "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert/strict');\nconst { jackpotValue, startMultiball } = require('../src/multiball');\n\n";
mb += "test.describe('jackpot value', () => {\n";
for (let r = 0; r <= 30; r++) mb += `  test.it('after ${r} ramp shots', () => { assert.equal(jackpotValue(${r}), ${1000000 + r * 250000}); });\n`;
mb += `});

test.describe('startMultiball', () => {
  test.it('needs three locks', () => {
    assert.deepEqual(startMultiball({ locked: 2, ballsInPlay: 1 }), { locked: 2, ballsInPlay: 1, multiball: false });
  });
  test.it('releases the locked balls', () => {
    assert.deepEqual(startMultiball({ locked: 3, ballsInPlay: 1 }), { locked: 0, ballsInPlay: 4, multiball: true });
  });
  test.it('adds a ball saver for the multiball start', () => {
    const s = startMultiball({ locked: 3, ballsInPlay: 1, saver: null });
    assert.equal(s.saver.remainingMs, 20000);
  });
});
`;
fs.writeFileSync('test/multiball.test.js', mb);
EOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ node --test'
  node --test 2>&1
  echo "exit status: $?"
} | neutral
