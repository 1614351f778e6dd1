import { spawn, type ChildProcessWithoutNullStreams, type SpawnOptions } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Spawns the BUILT server (`npm test` builds first) and speaks raw JSON lines to it,
// so tests see the exact bytes a client would.

export const ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/index.js");

export interface LogLine {
  ts: string;
  level: string;
  event: string;
  request_id?: string;
  data?: Record<string, unknown>;
  [k: string]: unknown;
}

export interface JsonRpcResponse {
  jsonrpc: "2.0";
  id: string | number | null | undefined;
  result?: any;
  error?: { code: number; message: string; data?: any };
}

/** ripgrep on PATH: CI installs it; on a machine without it the rg-only cases are skipped. */
export const HAS_RG = (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && existsSync(path.join(dir, "rg")));

/** Alive = exists and is not a zombie (an orphan may wait for a reaper that never comes). */
export function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

export function makeTempDir(prefix = "mcp-pruner-"): string {
  return realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
}

export class RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdoutLines: string[] = [];
  readonly logs: LogLine[] = [];
  readonly stderrText: string[] = [];
  private readonly waiters = new Map<string | number | null | undefined, Array<(r: JsonRpcResponse) => void>>();
  private readonly responses: JsonRpcResponse[] = [];
  private nextId = 1;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly home: string;

  constructor(env: Record<string, string | undefined>, opts: Pick<SpawnOptions, "uid" | "gid"> & { entry?: string } = {}) {
    this.home = makeTempDir("mcp-pruner-home-");
    const merged: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...process.env, HOME: this.home, ...env })) if (v !== undefined) merged[k] = v;
    const { entry = ENTRY, ...ids } = opts;
    this.child = spawn(process.execPath, [entry], { env: merged, stdio: ["pipe", "pipe", "pipe"], ...ids }) as ChildProcessWithoutNullStreams;
    // "close", not "exit": the exit can come before the last stdout/stderr chunks are read.
    this.exited = new Promise((resolve) => this.child.on("close", (code, signal) => resolve({ code, signal })));
    let out = "";
    this.child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      let nl: number;
      while ((nl = out.indexOf("\n")) !== -1) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        this.stdoutLines.push(line);
        const msg = JSON.parse(line) as JsonRpcResponse;
        this.responses.push(msg);
        const list = this.waiters.get(msg.id);
        const w = list?.shift();
        if (w) w(msg);
      }
    });
    let err = "";
    this.child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err += chunk;
      let nl: number;
      while ((nl = err.indexOf("\n")) !== -1) {
        const line = err.slice(0, nl);
        err = err.slice(nl + 1);
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          this.stderrText.push(line);
        }
      }
    });
  }

  /** Writes one raw line (no framing added except the newline). */
  writeLine(line: string): void {
    this.child.stdin.write(line + "\n");
  }

  /** Resolves with the next response carrying `id`. */
  waitFor(id: string | number | null | undefined, timeoutMs = 20_000): Promise<JsonRpcResponse> {
    const already = this.responses.findIndex((r) => r.id === id);
    if (already !== -1) return Promise.resolve(this.responses.splice(already, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no response for id ${String(id)} within ${timeoutMs} ms`)), timeoutMs);
      const list = this.waiters.get(id) ?? [];
      list.push((r) => {
        clearTimeout(timer);
        const i = this.responses.indexOf(r);
        if (i !== -1) this.responses.splice(i, 1);
        resolve(r);
      });
      this.waiters.set(id, list);
    });
  }

  request(method: string, params?: unknown, timeoutMs?: number): Promise<JsonRpcResponse> {
    const id = this.nextId++;
    this.writeLine(JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) }));
    return this.waitFor(id, timeoutMs);
  }

  notify(method: string, params?: unknown): void {
    this.writeLine(JSON.stringify({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }) }));
  }

  async initialize(): Promise<JsonRpcResponse> {
    const r = await this.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "0" } });
    this.notify("notifications/initialized");
    return r;
  }

  call(name: string, args: unknown, timeoutMs?: number): Promise<JsonRpcResponse> {
    return this.request("tools/call", { name, arguments: args }, timeoutMs);
  }

  /** Waits until a log line with `event` (and matching `where`) appears. */
  async waitForEvent(event: string, timeoutMs = 10_000, where: (l: LogLine) => boolean = () => true, since = 0): Promise<LogLine> {
    const start = Date.now();
    for (;;) {
      const found = this.logs.slice(since).find((l) => l.event === event && where(l));
      if (found) return found;
      if (Date.now() - start > timeoutMs) throw new Error(`no ${event} event within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Every stdout line so far is a JSON-RPC 2.0 message. */
  stdoutIsProtocolOnly(): boolean {
    return this.stdoutLines.every((l) => {
      try {
        return (JSON.parse(l) as { jsonrpc?: string }).jsonrpc === "2.0";
      } catch {
        return false;
      }
    });
  }

  async close(): Promise<void> {
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 5000);
    await this.exited;
    clearTimeout(timer);
    rmSync(this.home, { recursive: true, force: true });
  }
}
