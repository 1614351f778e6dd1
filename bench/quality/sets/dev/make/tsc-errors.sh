#!/usr/bin/env bash
# Toy TypeScript project "flagkit" (feature-flag evaluation service) in strict mode with type errors;
# installs typescript from npm and runs `npm run typecheck` (tsc --noEmit -p .).
# Usage: WORKDIR=<scratch dir> bash make/tsc-errors.sh > outputs/tsc-errors.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/flagkit"
neutral() { sed -e "s#$P#/home/dev/flagkit#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src/rules" "$P/src/store" "$P/src/http"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "flagkit",
  "version": "0.9.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." }
}
EOF
npm install --no-audit --no-fund --save-dev typescript@5.9 @types/node@20 >/dev/null 2>&1

cat > tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noImplicitReturns": true,
    "outDir": "dist",
    "types": ["node"]
  },
  "include": ["src"]
}
EOF

cat > src/types.ts <<'EOF'
export type Variant = string | number | boolean | Record<string, unknown>;

export interface Flag {
  key: string;
  enabled: boolean;
  defaultVariant: string;
  variants: Record<string, Variant>;
  rules: Rule[];
  rollout?: { variant: string; percent: number }[];
  updatedAt: Date;
}

export type Rule =
  | { kind: "attribute"; attribute: string; op: "eq" | "in" | "startsWith"; value: string | string[]; variant: string }
  | { kind: "segment"; segment: string; variant: string }
  | { kind: "schedule"; from: string; to: string; variant: string };

export interface Context {
  userId: string;
  attributes: Record<string, string | undefined>;
  segments?: string[];
  now?: Date;
}

export interface Evaluation {
  flag: string;
  variant: string;
  value: Variant;
  reason: "DISABLED" | "RULE_MATCH" | "ROLLOUT" | "DEFAULT";
}
EOF

cat > src/hash.ts <<'EOF'
import { createHash } from "node:crypto";

export function bucket(flagKey: string, userId: string): number {
  const digest = createHash("sha1").update(`${flagKey}:${userId}`).digest();
  return digest.readUInt32BE(0) % 10000 / 100;
}
EOF

cat > src/rules/attribute.ts <<'EOF'
import type { Context, Rule } from "../types.js";

type AttributeRule = Extract<Rule, { kind: "attribute" }>;

export function matchAttribute(rule: AttributeRule, ctx: Context): boolean {
  const actual = ctx.attributes[rule.attribute];
  switch (rule.op) {
    case "eq":
      return actual === rule.value;
    case "in":
      return rule.value.includes(actual);
    case "startsWith":
      return actual.startsWith(rule.value as string);
  }
}
EOF

cat > src/rules/schedule.ts <<'EOF'
import type { Context, Rule } from "../types.js";

type ScheduleRule = Extract<Rule, { kind: "schedule" }>;

export function matchSchedule(rule: ScheduleRule, ctx: Context): boolean {
  const now = ctx.now ?? new Date();
  const from = Date.parse(rule.from);
  const to = Date.parse(rule.to);
  if (Number.isNaN(from) || Number.isNaN(to)) {
    return false;
  }
  return now >= from && now < to;
}
EOF

cat > src/rules/index.ts <<'EOF'
import type { Context, Rule } from "../types.js";
import { matchAttribute } from "./attribute.js";
import { matchSchedule } from "./schedule.js";

export function matchRule(rule: Rule, ctx: Context): boolean {
  switch (rule.kind) {
    case "attribute":
      return matchAttribute(rule, ctx);
    case "segment":
      return ctx.segments?.includes(rule.segment) ?? false;
    case "schedule":
      return matchSchedule(rule, ctx);
  }
}
EOF

cat > src/evaluate.ts <<'EOF'
import type { Context, Evaluation, Flag } from "./types.js";
import { bucket } from "./hash.js";
import { matchRule } from "./rules/index.js";

export function evaluate(flag: Flag, ctx: Context): Evaluation {
  if (!flag.enabled) {
    return result(flag, flag.defaultVariant, "DISABLED");
  }
  for (const rule of flag.rules) {
    if (matchRule(rule, ctx)) {
      return result(flag, rule.variant, "RULE_MATCH");
    }
  }
  if (flag.rollout) {
    const b = bucket(flag.key, ctx.userId);
    let acc = 0;
    for (const step of flag.rollout) {
      acc += step.percent;
      if (b < acc) return result(flag, step.variant, "ROLLOUT");
    }
  }
  return result(flag, flag.defaultVariant, "DEFAULT");
}

function result(flag: Flag, variant: string, reason: Evaluation["reason"]): Evaluation {
  const value = flag.variants[variant];
  return { flag: flag.key, variant, value, reason };
}
EOF

cat > src/store/memory.ts <<'EOF'
import type { Flag } from "../types.js";

export class MemoryStore {
  private flags = new Map<string, Flag>();
  private listeners: ((key: string) => void)[] = [];

  get(key: string): Flag | undefined {
    return this.flags.get(key);
  }

  put(flag: Flag): void {
    this.flags.set(flag.key, { ...flag, updatedAt: new Date() });
    this.listeners.forEach((l) => l(flag.key));
  }

  onChange(listener: (key: string) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  keys(): string[] {
    return this.flags.keys();
  }
}
EOF

cat > src/store/file.ts <<'EOF'
import { readFile } from "node:fs/promises";
import type { Flag } from "../types.js";
import { MemoryStore } from "./memory.js";

interface RawFlag {
  key: string;
  enabled?: boolean;
  default: string;
  variants: Record<string, unknown>;
  rules?: unknown[];
  updated_at: string;
}

export async function loadFlags(path: string, store: MemoryStore): Promise<number> {
  const raw = JSON.parse(await readFile(path, "utf8")) as { flags: RawFlag[] };
  for (const f of raw.flags) {
    const flag: Flag = {
      key: f.key,
      enabled: f.enabled ?? true,
      defaultVariant: f.default,
      variants: f.variants,
      rules: f.rules ?? [],
      updatedAt: f.updated_at,
    };
    store.put(flag);
  }
  return raw.flags.length;
}
EOF

cat > src/http/server.ts <<'EOF'
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { evaluate } from "../evaluate.js";
import { MemoryStore } from "../store/memory.js";
import type { Context } from "../types.js";

export function startServer(store: MemoryStore, port: number) {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = url.pathname.match(/^\/flags\/([\w.-]+)\/evaluate$/);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const flag = store.get(match[1]);
    if (!flag) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "unknown flag" }));
      return;
    }
    const ctx: Context = { userId: url.searchParams.get("user"), attributes: Object.fromEntries(url.searchParams) };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(evaluate(flag, ctx)));
  });
  server.listen(port);
  return server;
}

export function parsePort(value: string | undefined): number {
  const n = Number(value ?? 8080);
  if (Number.isInteger(n) && n > 0 && n < 65536) {
    return n;
  }
}
EOF

cat > src/index.ts <<'EOF'
import { MemoryStore } from "./store/memory.js";
import { loadFlags } from "./store/file.js";
import { parsePort, startServer } from "./http/server.js";

const store = new MemoryStore();
const count = await loadFlags(process.env.FLAGS_FILE ?? "flags.json", store);
const port = parsePort(process.env.PORT);
startServer(store, port);
console.log(`flagkit: ${count} flags, listening on :${port}`);
store.onChange((key) => console.log(`flag ${key} changed`));
EOF

mkdir -p src/admin
cat > src/metrics.ts <<'EOF'
import type { Evaluation } from "./types.js";

type Counter = Record<Evaluation["reason"], number>;

export class Metrics {
  private byFlag = new Map<string, Counter>();

  record(ev: Evaluation): void {
    let c = this.byFlag.get(ev.flag);
    if (!c) {
      c = { DISABLED: 0, RULE_MATCH: 0, ROLLOUT: 0 };
      this.byFlag.set(ev.flag, c);
    }
    c[ev.reason]++;
  }

  snapshot(): Record<string, Counter> {
    return Object.fromEntries(this.byFlag);
  }

  hitRate(flag: string): number {
    const c = this.byFlag.get(flag);
    const total = Object.values(c).reduce((a, b) => a + b, 0);
    return total === 0 ? 0 : (c.RULE_MATCH + c.ROLLOUT) / total;
  }
}
EOF

cat > src/admin/cli.ts <<'EOF'
import { parseArgs } from "node:util";
import { MemoryStore } from "../store/memory.js";
import { loadFlags } from "../store/file.js";
import { evaluate } from "../evaluate.js";
import { formatTable } from "./table.js";

const { values, positionals } = parseArgs({
  options: { file: { type: "string", short: "f" }, user: { type: "string", short: "u" } },
  allowPositionals: true,
});

const store = new MemoryStore();
await loadFlags(values.file, store);
const rows = positionals.map((key) => {
  const flag = store.get(key)!;
  const ev = evaluate(flag, { userId: values.user ?? "anonymous", attributes: {} });
  return [key, ev.variant, String(ev.value), ev.reason];
});
console.log(formatTable(["flag", "variant", "value", "reason"], rows));
EOF

npm run typecheck 2>&1 | neutral
