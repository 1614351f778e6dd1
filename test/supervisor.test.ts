import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunEmitted } from "../machines/runMachine.js";
import { buildMcpServers, Supervisor, withSupervisor, type BuildResult, type SupervisorOptions } from "../src/runner/index.js";
import { ENTRY, isAlive, makeTempDir } from "./helpers/rawServer.js";
import { omittedRanges } from "./helpers/markers.js";

// The supervisor with real child processes: the built server, and small scripts that
// misbehave on purpose. After every test, no child of the test is alive.

let dir: string;
const pids: number[] = [];

beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await new Promise((r) => setTimeout(r, 50));
  for (const pid of pids.splice(0)) expect(isAlive(pid), `child ${pid} left behind`).toBe(false);
});

function script(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
}

const enabledWith = (entry?: string): BuildResult => buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "", ...(entry ? { JEEVES_MCP_PRUNER_PATH: entry } : {}) }, { cwd: dir });

async function supervise(built: BuildResult, opts: SupervisorOptions = {}) {
  const events: RunEmitted[] = [];
  const s = await Supervisor.start(built, { startTimeoutMs: 5000, shutdownTimeoutMs: 300, probeIntervalMs: 0, ...opts, onEvent: (e) => events.push(e) });
  if (s.pid !== undefined) pids.push(s.pid);
  return { s, events, types: () => events.map((e) => e.type) };
}

describe("Supervisor", () => {
  it("starts the real server, hands a connected client, stops it gracefully", async () => {
    const { s, types, events } = await supervise(enabledWith());
    expect(s.state).toBe("mcp_pruner_running");
    const { tools } = await s.client!.listTools();
    expect(tools.map((t) => t.name)).toEqual(["read", "bash", "grep"]);
    await s.shutdown();
    expect(s.state).toBe("shutdown");
    expect(types()).toEqual(["mcp_pruner.ready", "mcp_pruner.stopped"]);
    expect(events[1]!.data).toMatchObject({ graceful: true });
  });

  it("surfaces the server's events: pruner.recovered as it happens, the run summary after shutdown", async () => {
    writeFileSync(path.join(dir, "big.js"), Array.from({ length: 600 }, (_, i) => (i === 300 ? "function retryDelay(n) { return 2 ** n; }" : `const v${i} = ${i};`)).join("\n"));
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1" }, { cwd: dir });
    const seen: string[] = [];
    const { s } = await supervise(built, { onServerEvent: (e) => seen.push(e.event), shutdownTimeoutMs: 5000 });
    const pruned = (await s.client!.callTool({ name: "read", arguments: { file_path: "big.js", context_focus_question: "How is the retry delay computed?" } })) as { content: Array<{ text: string }> };
    const a = omittedRanges(pruned.content[0]!.text)[0]!.start;
    await s.client!.callTool({ name: "read", arguments: { file_path: "big.js", offset: a, limit: 3 } });
    await s.shutdown();
    expect(seen).toContain("pruner.recovered");
    const report = s.serverReport;
    expect(report.summary).toMatchObject({ calls: 2, pruned_calls: 1, recoveries: 1, recovered_lines: 3 });
    expect(report.recoveries).toEqual([expect.objectContaining({ file: "big.js", ranges: [[a, a! + 2]], lines: 3 })]);
  });

  it("disabled config: nothing spawned, not_running at the end", async () => {
    const { s, types } = await supervise(buildMcpServers({}, { cwd: dir }));
    expect(s.pid).toBeUndefined();
    await s.shutdown();
    expect(types()).toEqual(["mcp_pruner.disabled", "mcp_pruner.not_running"]);
  });

  it("a missing entrypoint path: config_invalid, no injection, nothing spawned", async () => {
    const { s, types } = await supervise(enabledWith(path.join(dir, "missing.js")));
    expect(s.pid).toBeUndefined();
    expect(types()).toEqual(["mcp_pruner.config_invalid", "mcp_pruner.disabled"]);
    await s.shutdown();
  });

  it("an entrypoint that is not JavaScript: spawn_error → disabled", async () => {
    const { s, types } = await supervise(enabledWith(script("garbage.js", "this is } not javascript {{\n")));
    expect(s.state).toBe("mcp_pruner_disabled");
    expect(types()).toEqual(["mcp_pruner.spawn_error", "mcp_pruner.start_failed", "mcp_pruner.disabled"]);
    await s.shutdown();
  });

  it("a server that never answers initialize: start_timeout, child killed", async () => {
    const mute = script("mute.js", "process.stdin.resume(); setInterval(() => {}, 1000);\n");
    const { s, types } = await supervise(enabledWith(mute), { startTimeoutMs: 300 });
    expect(s.state).toBe("mcp_pruner_disabled");
    expect(types()).toEqual(["mcp_pruner.start_timeout", "mcp_pruner.start_failed", "mcp_pruner.disabled"]);
    await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(s.pid!)).toBe(false);
    await s.shutdown();
  });

  it("the server killed with SIGKILL mid-run: degraded with the signal", async () => {
    const { s, types, events } = await supervise(enabledWith());
    process.kill(s.pid!, "SIGKILL");
    for (let i = 0; i < 100 && s.state !== "mcp_pruner_degraded"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events.find((e) => e.type === "mcp_pruner.degraded")!.data).toEqual({ reason: "exited", signal: "SIGKILL" });
    await s.shutdown();
    expect(types().at(-1)).toBe("mcp_pruner.shutdown_after_degraded");
  });

  it("a server that ignores SIGTERM: SIGKILL after the timeout, kill_escalated", async () => {
    // A real server behind a wrapper that swallows SIGTERM.
    const stubborn = script(
      "stubborn.mjs",
      `import { spawn } from "node:child_process";
       process.on("SIGTERM", () => {});
       // Proxies MCP to the real server, but never exits on SIGTERM.
       const c = spawn(process.execPath, [${JSON.stringify(ENTRY)}], { stdio: ["pipe", "pipe", "inherit"] });
       process.stdin.pipe(c.stdin);
       c.stdout.pipe(process.stdout);
       setInterval(() => {}, 1000);\n`,
    );
    const { s, events } = await supervise(enabledWith(stubborn), { shutdownTimeoutMs: 200 });
    expect(s.state).toBe("mcp_pruner_running");
    await s.shutdown();
    expect(events.find((e) => e.type === "mcp_pruner.kill_escalated")!.data).toMatchObject({ timeout_ms: 200 });
    expect(events.at(-1)).toMatchObject({ type: "mcp_pruner.stopped", data: { graceful: false } });
  });

  it("unanswered probes: unreachable → degraded, child killed", async () => {
    // Answers initialize and tools/list, then goes silent.
    const silent = script(
      "silent.mjs",
      `import readline from "node:readline";
       readline.createInterface({ input: process.stdin }).on("line", (l) => {
         const m = JSON.parse(l);
         if (m.method === "initialize") process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "silent", version: "0" } } }) + "\\n");
         if (m.method === "tools/list") process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: { tools: [] } }) + "\\n");
       });\n`,
    );
    const { s, types } = await supervise(enabledWith(silent), { probeIntervalMs: 30, probeTimeoutMs: 50, maxProbeFailures: 2 });
    for (let i = 0; i < 100 && s.state !== "mcp_pruner_degraded"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(types()).toContain("mcp_pruner.unreachable");
    await s.shutdown();
    expect(types().at(-1)).toBe("mcp_pruner.shutdown_after_degraded");
  });

  it("withSupervisor shuts down even when the phase throws", async () => {
    let pid: number | undefined;
    await expect(
      withSupervisor(enabledWith(), { probeIntervalMs: 0 }, async (s) => {
        pid = s.pid;
        throw new Error("runner crashed");
      }),
    ).rejects.toThrow("runner crashed");
    pids.push(pid!);
  });
});

describe("a runner process that dies without shutting down", () => {
  it("takes the supervised server with it, even one that outlives its stdin", async () => {
    const { execFileSync } = await import("node:child_process");
    // Stays alive after stdin closes and ignores SIGTERM: only the exit hook's SIGKILL ends it.
    const clinging = script(
      "clinging.mjs",
      `import { spawn } from "node:child_process";
       process.on("SIGTERM", () => {});
       const c = spawn(process.execPath, [${JSON.stringify(ENTRY)}], { stdio: ["pipe", "pipe", "inherit"] });
       process.stdin.pipe(c.stdin);
       c.stdout.pipe(process.stdout);
       process.stdin.on("end", () => c.stdin.end());
       setInterval(() => {}, 1000);\n`,
    );
    const runner = script(
      "crashing-runner.mjs",
      `import { buildMcpServers, Supervisor } from ${JSON.stringify(pathToFileURL(path.resolve(ENTRY, "../src/runner/index.js")).href)};
       const s = await Supervisor.start(buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "", JEEVES_MCP_PRUNER_PATH: ${JSON.stringify("clinging.mjs")} }, { cwd: process.cwd() }), { probeIntervalMs: 0 });
       if (s.state !== "mcp_pruner_running") process.exit(9);
       console.log(s.pid);
       process.exit(3);\n`,
    );
    let out = "";
    try {
      execFileSync(process.execPath, [runner], { cwd: dir, encoding: "utf8" });
    } catch (e) {
      out = (e as { stdout: string; status: number }).stdout;
      expect((e as { status: number }).status).toBe(3);
    }
    const pid = Number(out.trim());
    expect(pid).toBeGreaterThan(0);
    pids.push(pid);
  });
});
