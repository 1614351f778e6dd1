#!/usr/bin/env bash
# Conference badge-printing service in TypeScript (strict): attendees, ticket tiers, badge layout,
# QR payloads, printer queue. A new "speaker" tier was added to the union type, but the layout's
# colour table and the printer queue were not updated; one call passes a possibly-undefined pronoun
# field. `npx tsc --noEmit --pretty` with TypeScript 5.7 from the npm registry.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/badgeprint
rm -rf "$P"; mkdir -p "$P/src/layout" "$P/src/printing" "$P/src/model"; cd "$P"

cat > package.json <<'EOF'
{ "name": "badgeprint", "version": "1.8.0", "private": true, "type": "module",
  "devDependencies": { "typescript": "5.7.3" } }
EOF

cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noEmit": true, "skipLibCheck": true, "types": []
  },
  "include": ["src"]
}
EOF

cat > src/model/attendee.ts <<'EOF'
export type Tier = "standard" | "student" | "sponsor" | "staff" | "speaker";

export interface Attendee {
  id: string;
  givenName: string;
  familyName: string;
  company?: string;
  pronouns?: string;
  tier: Tier;
  dietary?: string[];
}
EOF

cat > src/layout/colours.ts <<'EOF'
import type { Tier } from "../model/attendee.js";

export const TIER_COLOURS: Record<Tier, string> = {
  standard: "#1d4ed8",
  student: "#15803d",
  sponsor: "#b45309",
  staff: "#111827",
};
EOF

cat > src/layout/text.ts <<'EOF'
export function fitText(text: string, maxWidthMm: number, fontSizePt: number): number {
  const approxCharMm = fontSizePt * 0.19;
  let size = fontSizePt;
  while (text.length * approxCharMm * (size / fontSizePt) > maxWidthMm && size > 6) {
    size -= 0.5;
  }
  return size;
}

export function smallCaps(text: string): string {
  return text.toUpperCase();
}
EOF

cat > src/layout/badge.ts <<'EOF'
import type { Attendee } from "../model/attendee.js";
import { TIER_COLOURS } from "./colours.js";
import { fitText, smallCaps } from "./text.js";

export interface BadgeLayout {
  nameLine: string;
  nameSizePt: number;
  subLine: string;
  stripe: string;
  pronounLine: string;
}

export function layoutBadge(a: Attendee): BadgeLayout {
  const nameLine = `${a.givenName} ${a.familyName}`;
  return {
    nameLine,
    nameSizePt: fitText(nameLine, 80, 28),
    subLine: a.company ? smallCaps(a.company) : "",
    stripe: TIER_COLOURS[a.tier],
    pronounLine: smallCaps(a.pronouns),
  };
}
EOF

cat > src/printing/queue.ts <<'EOF'
import type { Attendee, Tier } from "../model/attendee.js";
import { layoutBadge } from "../layout/badge.js";

const TRAY_FOR_TIER = (tier: Tier): 1 | 2 | 3 => {
  switch (tier) {
    case "standard":
    case "student":
      return 1;
    case "sponsor":
      return 2;
    case "staff":
      return 3;
  }
};

export class PrintQueue {
  private jobs: { tray: number; badge: ReturnType<typeof layoutBadge> }[] = [];

  add(a: Attendee): void {
    this.jobs.push({ tray: TRAY_FOR_TIER(a.tier), badge: layoutBadge(a) });
  }

  get size(): number {
    return this.jobs.length;
  }
}
EOF

python3 - <<'PYEOF'
import os
for i, name in enumerate(["checkin", "qr", "import-csv", "reprint", "lanyards", "sessions", "venue-map", "wifi-card"]):
    open("src/%s.ts" % name, "w").write(
        'import type { Attendee } from "./model/attendee.js";\n\nexport function %s(list: Attendee[]): number {\n  return list.filter((a) => a.id.length > %d).length;\n}\n' % (name.replace("-", "_").replace("import_csv", "importCsv"), i))
PYEOF

npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ npx tsc --noEmit --pretty'
  npx tsc --noEmit --pretty 2>&1
  echo "exit status: $?"
} | neutral
