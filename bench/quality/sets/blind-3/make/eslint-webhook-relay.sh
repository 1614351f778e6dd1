#!/usr/bin/env bash
# Webhook relay service in plain Node.js; `npx eslint .` (flat config, recommended + a few rules) with errors and warnings.
set -u
NAME=eslint-webhook-relay; PROJ=hookrelay
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p src src/targets test
cat > package.json <<'EOF'
{
  "name": "hookrelay",
  "version": "0.9.2",
  "type": "module",
  "scripts": { "lint": "eslint ." }
}
EOF
cat > eslint.config.js <<'EOF'
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "warn",
      "no-console": ["warn", { allow: ["error"] }],
      "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      curly: ["error", "multi-line"],
    },
  },
  { files: ["test/**"], languageOptions: { globals: { ...globals.mocha } } },
];
EOF
cat > src/server.js <<'EOF'
import http from "node:http";
import { verifySignature } from "./signature.js";
import { route } from "./router.js";
import { loadConfig } from "./config.js";

const config = loadConfig(process.env);
var requestCount = 0;

const server = http.createServer(async (req, res) => {
  requestCount++;
  if (req.method != "POST") {
    res.writeHead(405).end();
    return;
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const sig = req.headers["x-hub-signature-256"];
  if (!verifySignature(config.secret, body, sig)) {
    console.log(`rejected request ${requestCount} from ${req.socket.remoteAddress}`);
    res.writeHead(401).end("bad signature");
    return;
  }
  let event;
  try {
    event = JSON.parse(body.toString("utf8"));
  } catch (err) {
    res.writeHead(400).end("invalid json");
    return;
  }
  const results = await route(config, req.headers["x-github-event"], event);
  res.writeHead(202, { "content-type": "application/json" }).end(JSON.stringify(results));
});

server.listen(config.port, () => console.log(`hookrelay listening on ${config.port}`));
EOF
cat > src/signature.js <<'EOF'
import { createHmac, timingSafeEqual } from "node:crypto";

export function verifySignature(secret, body, header) {
  if (!header || !header.startsWith("sha256=")) return false;
  const expected = "sha256=" + createHmac("sha256", secret).update(body).digest("hex");
  const a = Buffer.from(expected), b = Buffer.from(header);
  if (a.length !== b.length) return false
  return timingSafeEqual(a, b);
}
EOF
cat > src/config.js <<'EOF'
import { readFileSync } from "node:fs";

export function loadConfig(env) {
  let file = env.HOOKRELAY_CONFIG || "hookrelay.json";
  let raw = JSON.parse(readFileSync(file, "utf8"));
  const port = Number(env.PORT ?? raw.port ?? 8085);
  if (port == NaN) throw new Error("PORT is not a number");
  return {
    port,
    secret: env.HOOKRELAY_SECRET || raw.secret,
    targets: raw.targets || [],
    retry: { attempts: raw.retry?.attempts ?? 3, backoffMs: raw.retry?.backoffMs ?? 500 },
  };
}
EOF
cat > src/router.js <<'EOF'
import { sendSlack } from "./targets/slack.js";
import { sendMatrix } from "./targets/matrix.js";
import { withRetry } from "./retry.js";

const SENDERS = { slack: sendSlack, matrix: sendMatrix };

function matches(target, eventName, event) {
  if (target.events && !target.events.includes(eventName)) return false;
  if (target.branches) {
    const branch = (event.ref || "").replace("refs/heads/", "");
    if (!target.branches.includes(branch)) return false;
  }
  return true;
}

export async function route(config, eventName, event) {
  const results = [];
  for (const target of config.targets) {
    if (!matches(target, eventName, event)) continue;
    const send = SENDERS[target.type];
    if (!send) {
      results.push({ target: target.name, status: "unknown-type" });
      continue;
    }
    switch (eventName) {
      case "push":
        const commits = event.commits.length;
        await withRetry(config.retry, () => send(target, `${event.pusher.name} pushed ${commits} commits`));
        break;
      case "pull_request":
        await withRetry(config.retry, () => send(target, `PR #${event.number} ${event.action}`));
        break;
      default:
        results.push({ target: target.name, status: "ignored" });
        continue;
    }
    results.push({ target: target.name, status: "sent" });
  }
  return results;
}
EOF
cat > src/retry.js <<'EOF'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function withRetry({ attempts, backoffMs }, fn) {
  let lastError;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      lastError = err;
      if (i < attempts - 1) await sleep(backoffMs * 2 ** i);
    }
  }
  throw lastError;
}

export function jitter(ms, ratio = 0.2) {
  return ms + Math.round((Math.random() * 2 - 1) * ms * ratio);
}
EOF
cat > src/targets/slack.js <<'EOF'
export async function sendSlack(target, text) {
  const res = await fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text, username: target.username || "hookrelay" }),
  });
  if (res.status != 200) throw new Error(`slack ${target.name}: HTTP ${res.status}`);
}
EOF
cat > src/targets/matrix.js <<'EOF'
let txn = 0;

export async function sendMatrix(target, text, options) {
  txn++;
  const url = `${target.homeserver}/_matrix/client/v3/rooms/${encodeURIComponent(target.room)}/send/m.room.message/${Date.now()}-${txn}`;
  const res = await fetch(url, {
    method: "PUT",
    headers: { authorization: `Bearer ${target.token}`, "content-type": "application/json" },
    body: JSON.stringify({ msgtype: "m.notice", body: text }),
  });
  if (!res.ok) throw new Error(`matrix ${target.name}: HTTP ${res.status}`);
  return await res.json();
}
EOF
cat > test/router.test.js <<'EOF'
import assert from "node:assert/strict";
import { route } from "../src/router.js";

describe("route", () => {
  it("ignores targets of unknown type", async () => {
    const config = { retry: { attempts: 1, backoffMs: 0 }, targets: [{ name: "x", type: "irc" }] };
    const res = await route(config, "push", { commits: [] });
    assert.deepEqual(res, [{ target: "x", status: "unknown-type" }]);
  });

  it("filters by branch", async () => {
    const config = { retry: { attempts: 1, backoffMs: 0 }, targets: [{ name: "s", type: "slack", branches: ["main"] }] };
    const res = await route(config, "push", { ref: "refs/heads/dev", commits: [] });
    assert.deepEqual(res, []);
    expect(res).toEqual([]);
  });
});
EOF
cat > src/queue.js <<'EOF'
import { EventEmitter } from "node:events";

export class DeliveryQueue extends EventEmitter {
  constructor(limit = 100) {
    super();
    this.limit = limit;
    this.items = [];
    this.inFlight = 0;
  }

  push(job) {
    if (this.items.length >= this.limit) {
      this.emit("dropped", job);
      return false;
    }
    this.items.push(job);
    this.drain();
    return true;
  }

  async drain() {
    while (this.items.length && this.inFlight < 4) {
      var job = this.items.shift();
      this.inFlight++;
      job.run().then(
        () => this.emit("done", job),
        (err) => this.emit("failed", job, err),
      ).finally(() => { this.inFlight--; this.drain(); });
    }
  }

  size() {
    return this.items.length + this.inFlight;
  }

  clear() {
    const dropped = this.items.length;
    this.items = [];
    return dropped;
    this.emit("cleared");
  }
}
EOF
cat > src/metrics.js <<'EOF'
const counters = new Map();
const started = Date.now();

export function inc(name, by = 1) {
  counters.set(name, (counters.get(name) || 0) + by);
}

export function snapshot() {
  let out = {};
  for (const [k, v] of counters) out[k] = v;
  out.uptimeSeconds = Math.round((Date.now() - started) / 1000);
  return out;
}

export function render() {
  const lines = [];
  for (const [k, v] of counters) {
    let metric = "hookrelay_" + k.replace(/[^a-z0-9_]/gi, "_");
    lines.push(`# TYPE ${metric} counter`);
    lines.push(`${metric} ${v}`);
  }
  return lines.join("\n") + "\n";
}

export function reset(name) {
  if (name == undefined) counters.clear();
  else counters.delete(name);
}
EOF
cat > src/targets/discord.js <<'EOF'
import { inc } from "../metrics.js";

const COLORS = { push: 0x2ecc71, pull_request: 0x3498db, issues: 0xe67e22, push: 0x27ae60 };

export async function sendDiscord(target, text, eventName) {
  const embed = { description: text.slice(0, 4000), color: COLORS[eventName] || 0x95a5a6 };
  const res = await fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: target.username || "hookrelay", embeds: [embed] }),
  });
  if (res.status == 429) {
    inc("discord_rate_limited");
    const retry = await res.json();
    throw new Error(`discord rate limited, retry after ${retry.retry_after}s`);
  }
  if (!res.ok) throw new Error(`discord ${target.name}: HTTP ${res.status}`);
  inc("discord_sent");
}
EOF
cat > src/targets/email.js <<'EOF'
import net from "node:net";

export function buildMessage(from, to, subject, body) {
  const headers = [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, "Content-Type: text/plain; charset=utf-8"];
  return headers.join("\r\n") + "\r\n\r\n" + body.replace(/\n\./g, "\n..") + "\r\n.\r\n";
}

export function sendEmail(target, text) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(target.port || 25, target.host);
    const script = [`HELO hookrelay`, `MAIL FROM:<${target.from}>`, `RCPT TO:<${target.to}>`, "DATA",
      buildMessage(target.from, target.to, "[hookrelay] event", text), "QUIT"];
    let step = 0;
    sock.on("data", (chunk) => {
      const code = parseInt(chunk.toString().slice(0, 3));
      if (code >= 400) {
        reject(new Error(`smtp ${code}`));
        sock.destroy();
        return;
      }
      if (step < script.length) sock.write(script[step++] + "\r\n");
      else { sock.end(); resolve(); }
    });
    sock.on("error", reject);
  });
}
EOF
cat > src/admin.js <<'EOF'
import { snapshot, render, reset } from "./metrics.js";

export function handleAdmin(req, res, config) {
  const url = new URL(req.url, "http://localhost");
  if (req.headers.authorization !== `Bearer ${config.adminToken}`) {
    res.writeHead(403).end();
    return true;
  }
  switch (url.pathname) {
    case "/admin/metrics":
      res.writeHead(200, { "content-type": "text/plain" }).end(render());
      return true;
    case "/admin/stats":
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(snapshot()));
      return true;
    case "/admin/reset":
      let name = url.searchParams.get("name");
      reset(name || undefined);
      res.writeHead(204).end();
      return true;
    case "/admin/debug":
      debugger;
      return true;
  }
  return false;
}
EOF
cat > test/queue.test.js <<'EOF'
import assert from "node:assert/strict";
import { DeliveryQueue } from "../src/queue.js";

describe("DeliveryQueue", () => {
  it("drops jobs over the limit", () => {
    const q = new DeliveryQueue(1);
    const never = { run: () => new Promise(() => {}) };
    assert.equal(q.push(never), true);
    let dropped = 0;
    q.on("dropped", () => dropped++);
    assert.equal(q.push(never), true);
    assert.equal(q.push(never), false);
  });
});
EOF
npm install --no-audit --no-fund --save-dev eslint@9.14.0 @eslint/js@9.14.0 globals@15.12.0 > /dev/null 2>&1
( npx eslint . 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
