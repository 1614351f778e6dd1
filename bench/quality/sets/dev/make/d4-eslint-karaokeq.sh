#!/usr/bin/env bash
# Karaoke-bar queue service in plain Node (ESM): 70 modules (queue, singers, songbook, scoring,
# lyrics timing, room displays, payments). ESLint 9 with a flat config that sets most rules to
# "warn": several hundred warnings (unused variables, console, prefer-const, eqeqeq, no-empty),
# and one error: a `no-undef` in the key-change module. Installs eslint from the npm registry.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/karaokeq
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "karaokeq",
  "version": "0.9.3",
  "private": true,
  "type": "module",
  "scripts": { "lint": "eslint src" },
  "devDependencies": { "@eslint/js": "9.17.0", "eslint": "9.17.0", "globals": "15.14.0" }
}
EOF

cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "no-unused-vars": "warn",
      "no-console": "warn",
      "prefer-const": "warn",
      eqeqeq: "warn",
      "no-empty": "warn",
      "no-undef": "error",
    },
  },
];
EOF

python3 - <<'PYEOF'
import random
random.seed(1977)
mods = ["queue", "singers", "songbook", "scoring", "lyricsTiming", "roomDisplay", "payments", "tips", "duets",
        "microphones", "pitch", "keyChange", "tempo", "playlists", "requests", "bans", "loyalty", "happyHour",
        "drinks", "tabs", "receipts", "auth", "sessions", "websocket", "announcer", "lighting", "smokeMachine",
        "stageCam", "recordings", "uploads", "licensing", "royalties", "catalogSync", "search", "genres",
        "decades", "charts", "battles", "judges", "leaderboard", "prizes", "vouchers", "booking", "privateRooms",
        "cleaning", "inventory", "staff", "shifts", "noiseLimit", "curfew", "ageCheck", "coatCheck", "lostFound",
        "feedback", "ratings", "emails", "sms", "push", "i18n", "themes", "fonts", "backdrops", "videoWall",
        "subtitles", "latency", "mixer", "reverb", "echo", "autoTune", "health"]
verbs = ["load", "save", "find", "update", "render", "compute", "notify", "sync", "reset", "merge"]
for m in mods:
    lines = ['import { EventEmitter } from "node:events";', 'import fs from "node:fs";', ""]
    lines.append("export const %sBus = new EventEmitter();" % m)
    lines.append("")
    for v in random.sample(verbs, random.randint(4, 7)):
        fn = v + m[0].upper() + m[1:]
        lines.append("export function %s(ctx, opts) {" % fn)
        kinds = random.sample(["unused", "console", "let", "eq", "empty", "plain", "plain", "unusedArg"], 4)
        for k in kinds:
            n = random.randint(1, 99)
            if k == "unused":
                lines.append("  const tmp%d = ctx.room + %d;" % (n, n))
            elif k == "console":
                lines.append('  console.log("%s", ctx.id);' % fn)
            elif k == "let":
                lines.append("  let limit%d = opts.limit || %d;" % (n, n))
                lines.append("  ctx.limit = limit%d;" % n)
            elif k == "eq":
                lines.append("  if (ctx.state == \"%s\") ctx.count += 1;" % random.choice(["open", "closed", "paused", "singing"]))
            elif k == "empty":
                lines.append("  try {")
                lines.append("    fs.accessSync(ctx.path);")
                lines.append("  } catch (e) {}")
            else:
                lines.append("  ctx.count = (ctx.count || 0) + %d;" % n)
        lines.append("  %sBus.emit(\"%s\", ctx);" % (m, v))
        lines.append("  return ctx;")
        lines.append("}")
        lines.append("")
    if m == "keyChange":
        lines += [
            "export function transpose(song, semitones) {",
            "  const shifted = song.notes.map((n) => n + semitones);",
            "  if (Math.abs(semitones) > maxSemitones) {",
            '    throw new RangeError("key change too large for the backing track");',
            "  }",
            "  return { ...song, notes: shifted };",
            "}",
            "",
        ]
    open("src/%s.js" % m, "w").write("\n".join(lines))
PYEOF

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ npx eslint src'
  npx eslint src 2>&1
  echo "exit status: $?"
} | neutral
