import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { track } from "./children.js";

// The lowest-overhead MCP client there is: newline-delimited JSON-RPC written
// straight to a child's stdin and read from its stdout. Every server under test
// gets the same client, so its cost is the same on both sides of a ratio.

export interface ServerSpec {
  /** Short label used in tables. */
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export interface JsonRpcResponse {
  jsonrpc: "2.0";
  id: number | string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result?: any;
  error?: { code: number; message: string; data?: unknown };
}

export interface ToolResult {
  content: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

const STDERR_TAIL_CHARS = 4096;

export class JsonLineClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly exited: Promise<void>;
  private readonly pending = new Map<number, { resolve: (r: JsonRpcResponse) => void; reject: (e: Error) => void }>();
  private chunks: Buffer[] = [];
  private nextId = 1;
  private stderrTail = "";

  constructor(readonly spec: ServerSpec) {
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    track(this.child);
    this.exited = new Promise((resolve) => this.child.once("exit", () => resolve()));
    this.child.once("exit", (code, signal) => this.failAll(new Error(`${spec.name} exited (code ${code}, signal ${signal})${this.tail()}`)));
    this.child.once("error", (err) => this.failAll(err));
    this.child.stdout.on("data", this.onStdout);
    // Drained (a full pipe would stall the server); only the tail is kept for errors.
    this.child.stderr.setEncoding("utf8").on("data", (s: string) => {
      this.stderrTail = (this.stderrTail + s).slice(-STDERR_TAIL_CHARS);
    });
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.spec.name} has no pid`);
    return this.child.pid;
  }

  request(method: string, params?: unknown): Promise<JsonRpcResponse> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.write({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
    });
  }

  notify(method: string, params?: unknown): void {
    this.write({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }) });
  }

  /** initialize + notifications/initialized; resolves with the initialize result. */
  async initialize(): Promise<unknown> {
    const res = await this.request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "mcp-pruner-bench", version: "0.0.0" },
    });
    if (res.error) throw new Error(`${this.spec.name}: initialize failed: ${res.error.message}`);
    this.notify("notifications/initialized");
    return res.result;
  }

  /** tools/call; a JSON-RPC error is thrown, a tool error (isError) is returned. */
  async callTool(name: string, args: Record<string, unknown>): Promise<ToolResult> {
    const res = await this.request("tools/call", { name, arguments: args });
    if (res.error) throw new Error(`${this.spec.name}: tools/call ${name} failed: ${res.error.code} ${res.error.message}`);
    return res.result as ToolResult;
  }

  /** Closes stdin (the MCP way to stop a stdio server) and waits; SIGKILL after `graceMs`. */
  async close(graceMs = 2000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  private write(message: unknown): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private onStdout = (chunk: Buffer): void => {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        if (start < chunk.length) this.chunks.push(chunk.subarray(start));
        return;
      }
      const part = chunk.subarray(start, nl);
      const line = this.chunks.length === 0 ? part : Buffer.concat([...this.chunks, part]);
      this.chunks = [];
      start = nl + 1;
      if (line.length > 0) this.dispatch(line.toString("utf8"));
    }
  };

  private dispatch(line: string): void {
    let msg: JsonRpcResponse & { method?: string };
    try {
      msg = JSON.parse(line) as JsonRpcResponse & { method?: string };
    } catch {
      throw new Error(`${this.spec.name}: stdout line is not JSON: ${line.slice(0, 200)}`);
    }
    if (msg.method !== undefined) {
      // A server-to-client request (e.g. roots/list): answer it as unsupported.
      if (msg.id !== undefined && msg.id !== null) {
        this.write({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } });
      }
      return;
    }
    if (typeof msg.id !== "number") return;
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    waiter.resolve(msg);
  }

  private failAll(err: Error): void {
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }

  private tail(): string {
    return this.stderrTail ? `; stderr tail:\n${this.stderrTail}` : "";
  }
}

/** Spawns a server and runs the initialize handshake. */
export async function startServer(spec: ServerSpec): Promise<JsonLineClient> {
  const client = new JsonLineClient(spec);
  await client.initialize();
  return client;
}
