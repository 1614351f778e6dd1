import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { eventually } from "./helpers/tmpRoot.js";
import { NOBODY, unprivilegedEntry } from "./helpers/unprivileged.js";
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY, HAS_RG, isAlive, makeTempDir, RawServer } from "./helpers/rawServer.js";

// The built server over real stdio: protocol, tool results, faults, concurrency.

let server: RawServer;
let base: string;
let root: string;

beforeAll(async () => {
  base = makeTempDir();
  root = path.join(base, "root");
  mkdirSync(path.join(root, "src"), { recursive: true });
  mkdirSync(path.join(base, "root_evil"));
  writeFileSync(path.join(base, "root_evil", "secret.txt"), "TOP-SECRET-SIBLING\n");
  writeFileSync(path.join(base, "outside.txt"), "TOP-SECRET-OUTSIDE\n");
  writeFileSync(path.join(root, "src", "app.ts"), "export function add(a: number, b: number) {\n  return a + b;\n}\n");
  writeFileSync(path.join(root, "notes.md"), "# Notes\nalpha\nbeta\n");
  symlinkSync(path.join(base, "outside.txt"), path.join(root, "link-out.txt"));
  server = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "" });
  await server.initialize();
});

afterAll(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

describe("initialize and tools/list", () => {
  it("initialize answers serverInfo, tools capability and jeeves.schemaVersion", async () => {
    const r = await server.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t" } });
    expect(r.result).toEqual({
      protocolVersion: "2025-06-18",
      serverInfo: { name: "@jeeves/mcp-pruner", version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      capabilities: { tools: { listChanged: false } },
      jeeves: { schemaVersion: 1 },
    });
  });

  it("tools/list returns read, bash, grep with JSON Schemas from the zod schemas", async () => {
    const r = await server.request("tools/list");
    const tools = r.result.tools as Array<{ name: string; description: string; inputSchema: any }>;
    expect(tools.map((t) => t.name)).toEqual(["read", "bash", "grep"]);
    for (const t of tools) {
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.inputSchema.type).toBe("object");
      expect(t.inputSchema.additionalProperties).toBe(false);
      expect(t.inputSchema.properties.context_focus_question).toMatchObject({ type: "string", maxLength: 1000 });
      expect(t.inputSchema.properties.max_output_bytes).toMatchObject({ type: "integer", minimum: 1024, maximum: 10485760 });
    }
    expect(tools[0]!.inputSchema.required).toEqual(["file_path"]);
    expect(tools[1]!.inputSchema.required).toEqual(["command"]);
    expect(tools[2]!.inputSchema.required).toEqual(["pattern"]);
    expect(tools[2]!.inputSchema.properties.max_matches).toMatchObject({ minimum: 1, maximum: 5000 });
  });

  // [case, env, promises a saved output, asks for a focus question] for read, bash, grep.
  it.for([
    ["pruning on (the default: outputs saved)", { PRUNER_URL: "builtin" }, [false, true, true], true],
    ["MCP_PRUNER_FULL_OUTPUT_DIR is empty", { PRUNER_URL: "builtin", MCP_PRUNER_FULL_OUTPUT_DIR: "" }, [false, false, false], true],
    ["pruning is off (PRUNER_URL empty): a focus question would do nothing", { PRUNER_URL: "" }, [false, false, false], false],
  ] as const)("tools/list descriptions with %s", async ([, env, saved, focus]) => {
    const s = new RawServer({ MCP_PRUNER_CWD: root, ...env });
    try {
      await s.initialize();
      const tools = (await s.request("tools/list")).result.tools as Array<{ name: string; description: string }>;
      expect(tools.map((t) => t.name)).toEqual(["read", "bash", "grep"]);
      expect(tools.map((t) => /kept in a file the result names/.test(t.description))).toEqual(saved);
      for (const t of tools) expect(/pass context_focus_question/.test(t.description)).toBe(focus);
    } finally {
      await s.close();
    }
  });
});

describe("the result format follows the client", () => {
  const readIn = async (env: Record<string, string>, clientName: string) => {
    const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "", ...env });
    try {
      await s.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: clientName, version: "1.0.0" } });
      s.notify("notifications/initialized");
      const r = await s.request("tools/call", { name: "read", arguments: { file_path: "notes.md" } });
      const client = await s.waitForEvent("mcp_pruner.client");
      return { result: r.result, client: client.data };
    } finally {
      await s.close();
    }
  };

  it("Claude Code and Codex get text results (they show the model JSON of structuredContent); the metadata goes to _meta", async () => {
    for (const name of ["claude-code", "codex-mcp-client"]) {
      const { result, client } = await readIn({}, name);
      expect(result.structuredContent).toBeUndefined();
      expect(result.content[0].text).toBe("# Notes\nalpha\nbeta\n");
      expect(result._meta.jeeves).toMatchObject({ schemaVersion: 1, tool: "read", file_path: "notes.md" });
      expect(client).toEqual({ name, version: "1.0.0", result_format: "text", forced: false });
    }
  });

  it("a client never seen gets the contract's default, structuredContent included", async () => {
    const { result, client } = await readIn({}, "some-new-client");
    expect(result.structuredContent).toMatchObject({ tool: "read", content: "# Notes\nalpha\nbeta\n" });
    expect(client).toMatchObject({ name: "some-new-client", result_format: "structured", forced: false });
  });

  it("MCP_PRUNER_RESULT_FORMAT forces either way", async () => {
    const forced = await readIn({ MCP_PRUNER_RESULT_FORMAT: "structured" }, "claude-code");
    expect(forced.result.structuredContent).toMatchObject({ tool: "read" });
    expect(forced.client).toMatchObject({ result_format: "structured", forced: true });
    const text = await readIn({ MCP_PRUNER_RESULT_FORMAT: "text" }, "some-new-client");
    expect(text.result.structuredContent).toBeUndefined();
    expect(text.result.content[0]).toEqual({ type: "text", text: "# Notes\nalpha\nbeta\n" });
    expect(text.client).toMatchObject({ result_format: "text", forced: true });
  });
});

describe("read over stdio", () => {
  it("returns the file text in content[0].text and the contract shape in structuredContent", async () => {
    const r = await server.call("read", { file_path: "src/app.ts" });
    const text = "export function add(a: number, b: number) {\n  return a + b;\n}\n";
    expect(r.result.isError).toBeUndefined();
    expect(r.result.content).toEqual([{ type: "text", text }]);
    expect(r.result.structuredContent).toEqual({
      tool: "read",
      file_path: "src/app.ts",
      encoding: "utf-8",
      content: text,
      truncated: false,
      bytes: Buffer.byteLength(text),
      duration_ms: expect.any(Number),
      pruning: { attempted: false, applied: false, fallback: false, reason: "no_focus_question", raw_bytes: Buffer.byteLength(text) },
    });
  });

  it("a focus question with pruning disabled says so and returns raw output", async () => {
    const r = await server.call("read", { file_path: "notes.md", context_focus_question: "what is beta?" });
    expect(r.result.structuredContent.pruning).toEqual({
      attempted: false,
      applied: false,
      fallback: false,
      reason: "disabled_or_unconfigured",
      raw_bytes: 19,
    });
    expect(r.result.content[0].text).toContain("# Notes\nalpha\nbeta\n");
  });

  it("a missing file is a not_found tool error", async () => {
    const r = await server.call("read", { file_path: "nope.txt" });
    expect(r.error).toBeUndefined();
    expect(r.result.isError).toBe(true);
    expect(r.result.structuredContent).toMatchObject({ tool: "read", error: { code: "not_found" } });
    expect(r.result.structuredContent.pruning).toEqual({ attempted: false, applied: false, fallback: false, reason: "no_focus_question", raw_bytes: 0 });
  });

  it("a directory is an invalid_path tool error", async () => {
    const r = await server.call("read", { file_path: "src" });
    expect(r.result.isError).toBe(true);
    expect(r.result.structuredContent.error.code).toBe("invalid_path");
  });

  it("a symlink pointing outside the root is invalid_path, with no byte of the outside file", async () => {
    const r = await server.call("read", { file_path: "link-out.txt" });
    expect(r.result.isError).toBe(true);
    expect(r.result.structuredContent.error.code).toBe("invalid_path");
    expect(JSON.stringify(r)).not.toContain("TOP-SECRET");
  });

  it("paths outside the root lexically are -32602 and leak nothing", async () => {
    for (const file_path of ["../outside.txt", path.join(base, "outside.txt"), "../root_evil/secret.txt", path.join(base, "root_evil", "secret.txt")]) {
      const r = await server.call("read", { file_path });
      expect(r.error?.code, file_path).toBe(-32602);
      expect(JSON.stringify(r)).not.toContain("TOP-SECRET");
    }
  });

  it("a FIFO answers at once with invalid_path", async () => {
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    const r = await server.call("read", { file_path: "pipe" }, 5000);
    expect(r.result.structuredContent.error.code).toBe("invalid_path");
  });

  it("a 300 MB file: capped read returns the cap; uncapped read is a clear error; memory stays bounded", async () => {
    const big = path.join(root, "big.bin");
    writeFileSync(big, "");
    truncateSync(big, 300 * 1024 * 1024);
    const capped = await server.call("read", { file_path: "big.bin", max_output_bytes: 4096 });
    expect(capped.result.structuredContent).toMatchObject({ truncated: true, bytes: 4096 });
    const uncapped = await server.call("read", { file_path: "big.bin" });
    expect(uncapped.result.isError).toBe(true);
    expect(uncapped.result.structuredContent.error.code).toBe("io_error");
    expect(uncapped.result.structuredContent.error.message).toMatch(/max_output_bytes/);
    const status = execFileSync("cat", [`/proc/${server.child.pid}/status`]).toString();
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    expect(peakKb).toBeLessThan(200 * 1024);
    rmSync(big);
  });

  it("default responses stay under the SDK client's 10 MiB message limit, even for NUL-heavy output", async () => {
    // The worst case for JSON: every byte escapes to six (\u0000), twice (content + structuredContent).
    writeFileSync(path.join(root, "nul.bin"), Buffer.alloc(512 * 1024));
    const before = server.stdoutLines.length;
    const r = await server.call("read", { file_path: "nul.bin" });
    expect(r.result.structuredContent.bytes).toBe(512 * 1024);
    const b = await server.call("bash", { command: "head -c 2000000 /dev/zero" });
    expect(b.result.structuredContent.truncated).toBe(true);
    const sizes = server.stdoutLines.slice(before).map((l) => Buffer.byteLength(l));
    expect(Math.max(...sizes)).toBeGreaterThan(6 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThan(10 * 1024 * 1024);
    rmSync(path.join(root, "nul.bin"));
  });

  it.skipIf(process.getuid?.() !== 0)("a device node inside the root answers at once with invalid_path", async () => {
    execFileSync("mknod", [path.join(root, "zero-dev"), "c", "1", "5"]);
    const r = await server.call("read", { file_path: "zero-dev" }, 5000);
    expect(r.result.structuredContent.error.code).toBe("invalid_path");
    rmSync(path.join(root, "zero-dev"));
  });

  it("an unreadable file is permission_denied (server run as an unprivileged user)", async (ctx) => {
    const secret = path.join(root, "private.txt");
    writeFileSync(secret, "PRIVATE\n");
    chmodSync(secret, 0o000);
    const isRoot = process.getuid?.() === 0;
    // Root ignores file modes, so run a second server as `nobody` to see a real EACCES,
    // from a copy nobody can load when this clone lives where nobody can enter.
    const readable = isRoot ? unprivilegedEntry() : undefined;
    if (readable && !readable.ok) {
      console.warn(`skipped: ${readable.reason}`);
      ctx.skip();
      return;
    }
    const s = readable?.ok ? new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "" }, { ...NOBODY, entry: readable.entry }) : server;
    try {
      chmodSync(base, 0o755);
      chmodSync(root, 0o755);
      if (isRoot) await s.initialize();
      const r = await s.call("read", { file_path: "private.txt" });
      expect(r.result.isError).toBe(true);
      expect(r.result.structuredContent.error.code).toBe("permission_denied");
      expect(JSON.stringify(r)).not.toContain("PRIVATE\\n");
    } finally {
      if (isRoot) await s.close();
      if (readable?.ok) readable.cleanup();
    }
  });
});

describe("bash over stdio", () => {
  it("runs with bash -lc in the root and reports the contract shape", async () => {
    const r = await server.call("bash", { command: "pwd; echo err >&2" });
    expect(r.result.isError).toBeUndefined();
    expect(r.result.structuredContent).toMatchObject({
      tool: "bash",
      command: "pwd; echo err >&2",
      stdout: `${root}\n`,
      stderr: "err\n",
      exit_code: 0,
      timed_out: false,
      truncated: false,
    });
    expect(r.result.content[0].text).toContain(`${root}\n`);
    expect(r.result.content[0].text).toContain("err");
  });

  it("a non-zero exit is a nonzero_exit tool error that keeps stdout and stderr", async () => {
    const r = await server.call("bash", { command: "echo out; echo bad >&2; exit 3" });
    expect(r.result.isError).toBe(true);
    expect(r.result.structuredContent).toMatchObject({
      tool: "bash",
      error: { code: "nonzero_exit", exit_code: 3 },
      stdout: "out\n",
      stderr: "bad\n",
    });
  });

  it("a timeout kills the whole process group; a grandchild holding the pipe does not delay the answer", async () => {
    const marker = path.join(base, "grandchild.pid");
    const started = Date.now();
    const r = await server.call("bash", { command: `(sleep 30; echo late) & echo $! > ${marker}; sleep 30`, timeout_ms: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.result.isError).toBe(true);
    expect(r.result.structuredContent.error.code).toBe("timeout");
    const pid = Number(execFileSync("cat", [marker]).toString().trim());
    await new Promise((res) => setTimeout(res, 100));
    expect(isAlive(pid)).toBe(false);
    const timeoutEvent = await server.waitForEvent("tool.exec_timeout");
    expect(timeoutEvent.data).toEqual({ tool: "bash", timeout_ms: 300 });
  });

  it("`cat` with no arguments ends at once: stdin is empty", async () => {
    const started = Date.now();
    const r = await server.call("bash", { command: "cat", timeout_ms: 10_000 });
    expect(r.result.structuredContent).toMatchObject({ stdout: "", exit_code: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("cwd inside the root, and a cwd that is a symlink outside is invalid_cwd", async () => {
    symlinkSync(base, path.join(root, "up"));
    const inside = await server.call("bash", { command: "pwd", cwd: "src" });
    expect(inside.result.structuredContent.stdout).toBe(`${path.join(root, "src")}\n`);
    const out = await server.call("bash", { command: "pwd", cwd: "up" });
    expect(out.result.isError).toBe(true);
    expect(out.result.structuredContent.error.code).toBe("invalid_cwd");
  });
});

describe("cancellation", () => {
  it("notifications/cancelled kills the call's process group and answers nothing", async () => {
    const pidFile = path.join(base, "cancel.pid");
    const since = server.logs.length;
    server.writeLine(JSON.stringify({ jsonrpc: "2.0", id: "c-1", method: "tools/call", params: { name: "bash", arguments: { command: `echo $$ > ${pidFile}; sleep 30` } } }));
    await server.waitForEvent("tool.exec_start", 5000, () => true, since);
    for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 20));
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(isAlive(pid)).toBe(true);
    server.notify("notifications/cancelled", { requestId: "c-1", reason: "user" });
    await server.waitForEvent("tool.request_cancelled", 5000, () => true, since);
    await new Promise((r) => setTimeout(r, 200));
    expect(isAlive(pid)).toBe(false);
    await expect(server.waitFor("c-1", 500)).rejects.toThrow(/no response/);
    const ok = await server.call("read", { file_path: "notes.md" });
    expect(ok.result.isError).toBeUndefined();
  });
});

describe("grep over stdio", () => {
  it("finds matches as path:line:col:text", async () => {
    const r = await server.call("grep", { pattern: "return", fixed_string: true, path: "src" });
    expect(r.result.structuredContent).toMatchObject({
      tool: "grep",
      pattern: "return",
      match_count: 1,
      truncated: false,
      matches: [{ path: "src/app.ts", line: 2, column: 3, text: "  return a + b;" }],
    });
    expect(r.result.content[0].text).toContain("src/app.ts:2:3:  return a + b;");
  });
});

describe("grep engine chosen by PATH", () => {
  it("uses rg when it is on PATH and grep -R when it is not", async () => {
    const ready = await server.waitForEvent("mcp_pruner.ready");
    expect(ready.data?.grep_engine).toBe(HAS_RG ? "rg" : "grep");
    // A PATH with bash and grep but no rg.
    const bin = path.join(base, "bin-no-rg");
    mkdirSync(bin);
    for (const tool of ["bash", "sh", "grep", "cat"]) symlinkSync(execFileSync("bash", ["-c", `command -v ${tool}`]).toString().trim(), path.join(bin, tool));
    const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "", PATH: bin });
    try {
      await s.initialize();
      expect((await s.waitForEvent("mcp_pruner.ready")).data?.grep_engine).toBe("grep");
      const r = await s.call("grep", { pattern: "ret.rn", path: "src" });
      // grep's regex mode has no column; rg would give 3.
      expect(r.result.structuredContent.matches).toEqual([{ path: "src/app.ts", line: 2, column: null, text: "  return a + b;" }]);
    } finally {
      await s.close();
    }
  });
});

describe("transport robustness", () => {
  it("a line that is not JSON gets -32700 and the server keeps serving", async () => {
    server.writeLine("{not json");
    const err = await server.waitFor(undefined);
    expect(err.error).toMatchObject({ code: -32700, message: "Parse error" });
    // No readable id: the answer has none (never `"id": null`), as the SDK's schema wants.
    expect("id" in err).toBe(false);
    expect(JSONRPCMessageSchema.safeParse(err).success).toBe(true);
    const ok = await server.request("tools/list");
    expect(ok.result.tools).toHaveLength(3);
  });

  it("a message larger than the transport limit gets an error answer with its id, and the server keeps serving", async () => {
    const huge = JSON.stringify({ jsonrpc: "2.0", id: "huge-1", method: "tools/call", params: { name: "bash", arguments: { command: "x".repeat(5 * 1024 * 1024) } } });
    server.writeLine(huge);
    const err = await server.waitFor("huge-1");
    expect(err.error).toMatchObject({ code: -32600, message: "Request too large" });
    const ok = await server.call("read", { file_path: "notes.md" });
    expect(ok.result.structuredContent.content).toBe("# Notes\nalpha\nbeta\n");
  });

  it("answers 64 concurrent calls on one connection with nothing lost or mixed up", async () => {
    const calls = Array.from({ length: 64 }, (_, i) => {
      if (i % 3 === 0) return server.call("bash", { command: `echo call-${i}` }).then((r) => [i, r.result.structuredContent.stdout] as const);
      if (i % 3 === 1) return server.call("read", { file_path: "notes.md" }).then((r) => [i, r.result.structuredContent.content] as const);
      return server.call("grep", { pattern: "alpha", path: "notes.md" }).then((r) => [i, r.result.structuredContent.matches[0].text] as const);
    });
    const results = await Promise.all(calls);
    for (const [i, value] of results) {
      if (i % 3 === 0) expect(value).toBe(`call-${i}\n`);
      else if (i % 3 === 1) expect(value).toBe("# Notes\nalpha\nbeta\n");
      else expect(value).toBe("alpha");
    }
    expect(server.stdoutIsProtocolOnly()).toBe(true);
  });
});

describe("events on stderr", () => {
  it("every stderr line is one JSON event {ts, level, event, request_id?, data?}", () => {
    expect(server.stderrText).toEqual([]);
    expect(server.logs.length).toBeGreaterThan(20);
    for (const l of server.logs) {
      expect(Object.keys(l).every((k) => ["ts", "level", "event", "request_id", "data"].includes(k)), JSON.stringify(l)).toBe(true);
      expect(new Date(l.ts).toISOString()).toBe(l.ts);
      expect(["debug", "info", "warn", "error"]).toContain(l.level);
    }
    expect(server.logs.filter((l) => l.event === "mcp_pruner.ready")).toHaveLength(1);
  });

  it("a request's events share its request_id, in pipeline order", async () => {
    await server.call("read", { file_path: "notes.md" });
    const received = server.logs.filter((l) => l.event === "tool.request_received").at(-1)!;
    // The respond_ok line is written once the response is on its way: wait for it.
    await server.waitForEvent("tool.respond_ok", 5000, (l) => l.request_id === received.request_id);
    const mine = server.logs.filter((l) => l.request_id === received.request_id).map((l) => l.event);
    expect(mine).toEqual(["tool.request_received", "tool.exec_start", "tool.exec_ok", "tool.respond_ok"]);
    expect(received.request_id).toMatch(/^req_/);
  });
});

describe("shutdown", () => {
  it("stdin EOF right after the requests (`printf … | mcp-pruner`): every call is answered, then exit 0", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "" });
    const lines = [
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "printf", version: "1" } } },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "read", arguments: { file_path: "notes.md" } } },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "bash", arguments: { command: "sleep 0.3; echo late" } } },
      { jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "read", arguments: { file_path: "missing.md" } } },
    ];
    s.child.stdin.end(lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
    const exit = await s.exited;
    expect(exit.code).toBe(0);
    const answers = s.stdoutLines.map((l) => JSON.parse(l));
    expect(answers.map((a) => a.id).sort()).toEqual([1, 2, 3, 4]);
    expect(answers.find((a) => a.id === 2).result.structuredContent.content).toBe("# Notes\nalpha\nbeta\n");
    expect(answers.find((a) => a.id === 3).result.structuredContent.stdout).toBe("late\n");
    expect(answers.find((a) => a.id === 4).result.isError).toBe(true);
    expect(s.logs.at(-1)).toMatchObject({ event: "mcp_pruner.stopped", data: { graceful: true } });
    await s.close();
  });

  it("a client that never reads the server's stderr, or closed it, neither stalls its calls nor keeps it from exiting (EOF, SIGTERM)", async () => {
    for (const [stop, reader] of [["eof", "stalled"], ["sigterm", "stalled"], ["eof", "gone"], ["sigterm", "gone"]] as const) {
      const child = spawn(process.execPath, [ENTRY], { env: { ...process.env, MCP_PRUNER_CWD: root, PRUNER_URL: "", MCP_PRUNER_LOG_LEVEL: "debug" }, stdio: ["pipe", "pipe", "pipe"] });
      try {
        // Stalled: never read, the pipe fills up with event lines. Gone: every write fails (EPIPE).
        if (reader === "stalled") child.stderr.pause();
        let out = "";
        child.stdout.on("data", (d: Buffer) => (out += d.toString()));
        const send = (m: unknown) => child.stdin.write(JSON.stringify(m) + "\n");
        send({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "0" } } });
        send({ jsonrpc: "2.0", method: "notifications/initialized" });
        // ~2,000 event lines, far more than a pipe holds.
        for (let i = 1; i <= 400; i++) send({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "read", arguments: { file_path: "notes.md" } } });
        await eventually(() => out.split("\n").filter(Boolean).length >= 401, 6000);
        expect(out.split("\n").filter(Boolean)).toHaveLength(401);
        // The pipe is full now; the lines of more calls wait behind it when the server stops.
        await new Promise((r) => setTimeout(r, 300));
        for (let i = 401; i <= 450; i++) send({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "read", arguments: { file_path: "notes.md" } } });
        await eventually(() => out.split("\n").filter(Boolean).length >= 451, 6000);
        expect(out.split("\n").filter(Boolean)).toHaveLength(451);
        const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
        // Gone: the reader closes its end as the server stops, with lines still to write (a client that died).
        if (reader === "gone") child.stderr.destroy();
        if (stop === "eof") child.stdin.end();
        else child.kill("SIGTERM");
        const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r("still running"), 8000))]);
        expect(code).toBe(0);
      } finally {
        // A failed check leaves no server behind.
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
    }
  }, 30_000);

  it("the last event lines are written out before exit, also when a batch of lines is being written as the server stops", async () => {
    for (let run = 0; run < 12; run++) {
      const file = path.join(base, `flush-${run}.jsonl`);
      const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "", MCP_PRUNER_LOG_LEVEL: "debug", MCP_PRUNER_EVENTS_FILE: file });
      const calls = Array.from({ length: 40 + run * 7 }, (_, i) => ({ jsonrpc: "2.0", id: i + 2, method: "tools/call", params: { name: "read", arguments: { file_path: "notes.md" } } }));
      const lines = [{ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } }, ...calls];
      s.child.stdin.end(lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
      expect((await s.exited).code).toBe(0);
      const events = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l).event);
      expect(events.slice(-2), `run ${run}`).toEqual(["mcp_pruner.summary", "mcp_pruner.stopped"]);
      expect(events.filter((e) => e === "tool.respond_ok"), `run ${run}`).toHaveLength(calls.length);
      expect(s.logs.slice(-2).map((l) => l.event), `run ${run}`).toEqual(["mcp_pruner.summary", "mcp_pruner.stopped"]);
      await s.close();
    }
  }, 60_000);

  it("stdin closing ends in-flight calls, kills their processes, logs stopped and exits 0", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "" });
    await s.initialize();
    const pidFile = path.join(base, "shutdown.pid");
    s.writeLine(JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "bash", arguments: { command: `echo $$ > ${pidFile}; sleep 30` } } }));
    // The file exists once the shell opens it; its pid is there once the shell has written it.
    for (let i = 0; i < 200 && !(existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== ""); i++) await new Promise((r) => setTimeout(r, 20));
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(pid).toBeGreaterThan(0);
    s.child.stdin.end();
    const exit = await s.exited;
    expect(exit.code).toBe(0);
    // The kill is sent before the server exits; on a loaded machine the process may take a moment to die.
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 20));
    expect(isAlive(pid)).toBe(false);
    expect(s.logs.at(-1)).toMatchObject({ event: "mcp_pruner.stopped", data: { graceful: true } });
    expect(s.logs.some((l) => l.event === "tool.internal_error" && l.data?.message === "server shutting down")).toBe(true);
    expect(s.stdoutIsProtocolOnly()).toBe(true);
    await s.close();
  });
});

describe("start-up failures", () => {
  for (const [name, env] of [
    ["non-integer timeout", { PRUNER_TIMEOUT_MS: "soon" }],
    ["timeout out of range", { PRUNER_TIMEOUT_MS: "50" }],
    ["bad pruner url", { PRUNER_URL: "ftp://x" }],
    ["missing root", { MCP_PRUNER_CWD: "/nonexistent/dir" }],
  ] as const) {
    it(`${name}: one clear message, start_failed, exit 1, nothing on stdout`, async () => {
      const s = new RawServer(env);
      const exit = await s.exited;
      expect(exit.code).toBe(1);
      expect(s.stdoutLines).toEqual([]);
      expect(s.logs.map((l) => l.event)).toEqual(["mcp_pruner.start_failed"]);
      expect(s.stderrText).toHaveLength(1);
      expect(s.stderrText[0]).toMatch(/^mcp-pruner: invalid configuration: (PRUNER_TIMEOUT_MS|PRUNER_URL|MCP_PRUNER_CWD)/);
      await s.close();
    });
  }

  it("with MCP_PRUNER_EVENTS_FILE, the start failure reaches the file too (for a runner that does not see stderr)", async () => {
    for (const env of [{ MCP_PRUNER_CWD: "/nonexistent/dir" }, { PRUNER_TIMEOUT_MS: "soon" }]) {
      const file = path.join(base, `events-${Math.random().toString(16).slice(2)}`, "run.jsonl");
      const s = new RawServer({ ...env, MCP_PRUNER_EVENTS_FILE: file });
      expect((await s.exited).code).toBe(1);
      expect(s.stderrText).toHaveLength(1);
      expect(s.stderrText[0]).toMatch(/^mcp-pruner: invalid configuration: /);
      expect(readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l).event)).toEqual(["mcp_pruner.start_failed"]);
      await s.close();
    }
  });

  it("an events file that cannot be opened: the server runs, says so on stderr, and serves", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "", MCP_PRUNER_EVENTS_FILE: path.join(root, "notes.md", "run.jsonl") });
    await s.initialize();
    expect((await s.call("read", { file_path: "notes.md" })).result.structuredContent.content).toBe("# Notes\nalpha\nbeta\n");
    const ev = await s.waitForEvent("mcp_pruner.events_file_unavailable");
    expect(ev).toMatchObject({ level: "warn", data: { file: path.join(root, "notes.md", "run.jsonl") } });
    await s.close();
  });
});
