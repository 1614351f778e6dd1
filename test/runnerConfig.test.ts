import { chmodSync, lstatSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, isEnabled, parseServerEvents, toClaudeAgentSdkMcpServers, readServerEvents, toClaudeAgentSdkOptions, toCodexConfigArgs, tomlString, tomlValue } from "../src/runner/index.js";
import { ENTRY, makeTempDir, RawServer } from "./helpers/rawServer.js";

// The runner side of design.md §3: env → mcpServers, and each provider's format.

let dir: string;
beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("isEnabled (decision 3)", () => {
  it.each(["1", "true", "TRUE", "yes", "On", " on "])("%j enables", (v) => expect(isEnabled(v)).toBe(true));
  it.each([undefined, "", "0", "false", "no", "off", "enabled", "2"])("%j disables", (v) => expect(isEnabled(v)).toBe(false));
});

describe("dist/index.js (design.md T1)", () => {
  it("is a real file, the package's bin and what the runner resolves; run with no arguments it is the stdio server", async () => {
    const pkgRoot = path.resolve(path.dirname(ENTRY), "..");
    expect(lstatSync(ENTRY).isFile()).toBe(true);
    const pkg = JSON.parse(readFileSync(path.join(pkgRoot, "package.json"), "utf8")) as { bin: Record<string, string>; exports: Record<string, unknown> };
    expect(pkg.bin["mcp-pruner"]).toBe("dist/index.js");
    expect(pkg.exports["./dist/index.js"]).toBe("./dist/index.js");
    expect(readFileSync(ENTRY, "utf8").startsWith("#!/usr/bin/env node")).toBe(true);
    const s = new RawServer({ MCP_PRUNER_CWD: dir, PRUNER_URL: "" });
    try {
      const init = await s.initialize();
      expect(init.result.serverInfo.name).toBe("@jeeves/mcp-pruner");
    } finally {
      await s.close();
    }
  });
});

describe("the server's events for a runner that did not spawn it (MCP_PRUNER_EVENTS_FILE)", () => {
  it("two servers appended to one events file: the summary is their sum, matching the recoveries of both", () => {
    const tally = (calls: number, recoveries: number) => ({ calls, pruned_calls: calls, tokens_raw: 10 * calls, tokens_returned: calls, recoveries, recovered_lines: 2 * recoveries });
    const line = (event: string, data: object, request_id?: string) => JSON.stringify({ level: 30, event, ...(request_id ? { request_id } : {}), data });
    const text = [
      line("pruner.recovered", { file: "a.ts", ranges: [[1, 2]], lines: 2, changed: false }, "r1"),
      line("mcp_pruner.summary", tally(3, 1)),
      line("pruner.recovered", { file: "b.ts", ranges: [[5, 6]], lines: 2, changed: false }, "r2"),
      line("mcp_pruner.summary", tally(2, 1)),
    ].join("\n");
    const report = parseServerEvents(text);
    expect(report.summary).toEqual(tally(5, 2));
    expect(report.recoveries.map((r) => r.request_id)).toEqual(["r1", "r2"]);
  });

  it("buildMcpServers passes the file; the server appends its events; readServerEvents gives the summary", async () => {
    const eventsFile = path.join(dir, "events", "run.jsonl");
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1" }, { cwd: dir, eventsFile });
    if (!built.enabled) throw new Error("expected enabled");
    expect(built.servers.pruner!.env!.MCP_PRUNER_EVENTS_FILE).toBe(eventsFile);
    // A relative events file travels absolute, as the runner itself would read it.
    const rel = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1" }, { cwd: dir, eventsFile: "out/run.jsonl" });
    expect(rel.enabled && rel.servers.pruner!.env!.MCP_PRUNER_EVENTS_FILE).toBe(path.resolve("out/run.jsonl"));
    // Started with the env the provider would pass (command and args are checked below).
    const s = new RawServer(built.servers.pruner!.env!, {});
    try {
      await s.initialize();
      await s.call("bash", { command: "seq 1 500; echo ERROR disk full", context_focus_question: "Why did it fail?" });
    } finally {
      await s.close();
    }
    const report = readServerEvents(eventsFile);
    expect(report.events.map((e) => e.event)).toEqual(expect.arrayContaining(["mcp_pruner.client", "tool.request_received", "pruner.call_ok", "mcp_pruner.summary", "mcp_pruner.stopped"]));
    expect(report.summary).toMatchObject({ calls: 1, pruned_calls: 1, recoveries: 0 });
    expect(readServerEvents(path.join(dir, "nothing.jsonl"))).toEqual({ events: [], recoveries: [] });
  });
});

describe("buildMcpServers", () => {
  it("disabled unless JEEVES_PRUNER_ENABLED is truthy", () => {
    expect(buildMcpServers({}, { cwd: dir })).toEqual({ enabled: false, reason: "config_disabled" });
    expect(buildMcpServers({ JEEVES_PRUNER_ENABLED: "false", JEEVES_PRUNER_URL: "ftp://x" }, { cwd: dir })).toEqual({ enabled: false, reason: "config_disabled" });
  });

  it("enabled: node + the built entrypoint, PRUNER_URL defaulted, MCP_PRUNER_CWD = run cwd", () => {
    const r = buildMcpServers({ JEEVES_PRUNER_ENABLED: "yes" }, { cwd: dir });
    expect(r).toEqual({
      enabled: true,
      entrypoint: ENTRY,
      servers: { pruner: { command: "node", args: [ENTRY], env: { PRUNER_URL: "http://localhost:8000/prune", MCP_PRUNER_CWD: dir } } },
    });
  });

  it('"" is forwarded (pruning off); a URL verbatim; PRUNER_TIMEOUT_MS when set', () => {
    const off = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "" }, { cwd: dir });
    expect(off.enabled && off.servers.pruner!.env).toEqual({ PRUNER_URL: "", MCP_PRUNER_CWD: dir });
    const url = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "https://p.example/x?y=1", PRUNER_TIMEOUT_MS: "5000" }, { cwd: dir });
    expect(url.enabled && url.servers.pruner!.env).toEqual({ PRUNER_URL: "https://p.example/x?y=1", MCP_PRUNER_CWD: dir, PRUNER_TIMEOUT_MS: "5000" });
  });

  it.each(["ftp://x", "not a url", "/relative/prune", "prune"])("JEEVES_PRUNER_URL %j is config_invalid, nothing injected", (v) => {
    const r = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: v }, { cwd: dir });
    expect(r).toMatchObject({ enabled: false, reason: "config_invalid", message: expect.stringContaining("JEEVES_PRUNER_URL") });
  });

  it("a missing explicit entrypoint is config_invalid; an existing one is used as is", () => {
    const missing = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_MCP_PRUNER_PATH: "nope/index.js" }, { cwd: dir });
    expect(missing).toMatchObject({ enabled: false, reason: "config_invalid", message: expect.stringContaining("JEEVES_MCP_PRUNER_PATH") });
    const file = path.join(dir, "server.js");
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    const ok = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_MCP_PRUNER_PATH: "server.js" }, { cwd: dir });
    expect(ok.enabled && ok.servers.pruner!.args).toEqual([file]);
  });

  it("a non-integer PRUNER_TIMEOUT_MS is config_invalid", () => {
    expect(buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", PRUNER_TIMEOUT_MS: "soon" }, { cwd: dir })).toMatchObject({ reason: "config_invalid" });
  });
});

const NASTY = ["plain", "with space", 'quote " inside', "back\\slash", "a=b=c", "new\nline\r\ttab", "non-ASCII: é ✓ 日本", "\u0001ctrl\u007f", "'single'", "${HOME}"];

describe("Codex --config overrides", () => {
  it("tomlString / tomlValue round-trip through a real TOML parser", () => {
    for (const s of NASTY) expect(parse(`v = ${tomlString(s)}`).v, JSON.stringify(s)).toBe(s);
    expect(parse(`v = ${tomlValue(NASTY)}`).v).toEqual(NASTY);
  });

  it("every override parses back to the servers it came from", () => {
    const servers = {
      pruner: { command: "node", args: ["/opt/my tools/index.js", ...NASTY], env: Object.fromEntries(NASTY.map((v, i) => [`K_${i}`, v])) },
      other: { command: 'C:\\Program Files\\x "y".exe' },
    };
    const argv = toCodexConfigArgs(servers);
    expect(argv.filter((_, i) => i % 2 === 0).every((a) => a === "--config")).toBe(true);
    // Each value is `key=toml`: splitting on the first "=" and parsing rebuilds the config.
    const doc = argv.filter((_, i) => i % 2 === 1).map((kv) => {
      const eq = kv.indexOf("=");
      return `${kv.slice(0, eq)} = ${kv.slice(eq + 1)}`;
    });
    // The runner's own server (pruner) is also approved for unattended runs.
    expect(parse(doc.join("\n"))).toEqual({ mcp_servers: { ...servers, pruner: { ...servers.pruner, default_tools_approval_mode: "approve" } } });
  });

  it("the shape the design names, plus the approval `codex exec` needs for the runner's own server", () => {
    expect(toCodexConfigArgs({ pruner: { command: "node", args: ["a.js"], env: { PRUNER_URL: "" } } })).toEqual([
      "--config",
      'mcp_servers.pruner.command="node"',
      "--config",
      'mcp_servers.pruner.args=["a.js"]',
      "--config",
      'mcp_servers.pruner.env.PRUNER_URL=""',
      "--config",
      'mcp_servers.pruner.default_tools_approval_mode="approve"',
    ]);
    // A configured server of the user's keeps the run's approval rules.
    expect(toCodexConfigArgs({ other: { command: "x" } }).join(" ")).not.toContain("approval");
  });

  it("Claude Agent SDK options allow the pruner's tools (and only those) to run without a prompt", () => {
    const o = toClaudeAgentSdkOptions({ pruner: { command: "node", args: ["a.js"] }, other: { command: "x" } });
    expect(o.allowedTools).toEqual(["mcp__pruner__read", "mcp__pruner__bash", "mcp__pruner__grep"]);
    expect(Object.keys(o.mcpServers)).toEqual(["pruner", "other"]);
    expect(toClaudeAgentSdkOptions({ other: { command: "x" } }).allowedTools).toEqual([]);
  });
});

describe("Claude Agent SDK mcpServers", () => {
  it("passes stdio servers through with type stdio", () => {
    expect(toClaudeAgentSdkMcpServers({ pruner: { command: "node", args: ["x.js"], env: { A: "1" } }, bare: { command: "srv" } })).toEqual({
      pruner: { type: "stdio", command: "node", args: ["x.js"], env: { A: "1" } },
      bare: { type: "stdio", command: "srv" },
    });
  });
});

describe("the built config starts a working server", () => {
  it("an MCP client spawning exactly { command, args, env } lists the three tools", async () => {
    const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
    const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js");
    const r = buildMcpServers({ JEEVES_PRUNER_ENABLED: "on", JEEVES_PRUNER_URL: "" }, { cwd: dir });
    if (!r.enabled) throw new Error("expected enabled");
    const s = r.servers.pruner!;
    const client = new Client({ name: "runner-test", version: "1" });
    // Like Codex: a minimal environment plus exactly what the config carries.
    await client.connect(
      new StdioClientTransport({ command: s.command, args: [...(s.args ?? [])], env: { PATH: process.env.PATH ?? "", HOME: dir, ...s.env }, stderr: "ignore" }),
    );
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["read", "bash", "grep"]);
      const pwd = await client.callTool({ name: "bash", arguments: { command: "pwd" } });
      expect((pwd.structuredContent as { stdout: string }).stdout).toBe(`${dir}\n`);
    } finally {
      await client.close();
    }
  });
});
