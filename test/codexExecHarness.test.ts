import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, toCodexConfigArgs } from "../src/runner/index.js";
import { hasCodex, runCodexExec } from "./helpers/codexRun.js";
import { makeTempDir } from "./helpers/rawServer.js";
import { mcpCall, offeredFunctionTools } from "./helpers/scriptedResponses.js";

// The real `codex exec`, offline, against a scripted Responses API: the "model"
// calls our read, bash and grep tools, and the test reads byte for byte what Codex
// forwarded to the model as each tool's result.

// Until the runner API sets it: without it `codex exec` (approval policy "never")
// answers every call "MCP tool call requires approval, but approval policy is never".
const APPROVE = ["--config", 'mcp_servers.pruner.default_tools_approval_mode="approve"'];

// How Codex 0.169 renders an MCP result that has structuredContent.
const WALL_TIME = /^Wall time: \d+(?:\.\d+)? seconds\nOutput:\n/;

const FILE = "src/ledger.js";

/** A generated module of a few hundred lines; `retryBudget` appears in a few known places. */
function generateSource(): { text: string; retryBudgetLines: number[] } {
  const lines: string[] = ["// Generated fixture: a ledger of small accounting helpers.", '"use strict";', ""];
  for (let i = 1; i <= 60; i++) {
    if (i === 17 || i === 42) {
      lines.push(`function settleBatch${i}(entries, retryBudget) {`);
      lines.push(`  const attempts = Math.min(retryBudget, ${i % 5} + entries.length);`);
    } else {
      lines.push(`function settleBatch${i}(entries) {`);
      lines.push(`  const attempts = ${i % 5} + entries.length;`);
    }
    lines.push(`  return entries.reduce((sum, e) => sum + e.amount * ${i}, attempts);`);
    lines.push("}");
    lines.push("");
  }
  lines.push("const retryBudget = Number(process.env.LEDGER_RETRY_BUDGET ?? 3);");
  lines.push("module.exports = { retryBudget };");
  // 1-based numbers of the lines that mention retryBudget.
  const retryBudgetLines = lines.flatMap((l, i) => (l.includes("retryBudget") ? [i + 1] : []));
  return { text: lines.join("\n") + "\n", retryBudgetLines };
}

let cwd: string;
let source: ReturnType<typeof generateSource>;
beforeAll(() => {
  cwd = makeTempDir("codex-exec-run-");
  source = generateSource();
  mkdirSync(path.join(cwd, "src"));
  writeFileSync(path.join(cwd, FILE), source.text);
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe.skipIf(!hasCodex())("codex exec against a scripted Responses API", () => {
  it("forwards the results of our read, bash and grep tools to the model", async () => {
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "" }, { cwd });
    if (!built.enabled) throw new Error("expected enabled");
    expect(source.text.split("\n").length).toBeGreaterThan(300);

    const run = await runCodexExec({
      cwd,
      configArgs: [...toCodexConfigArgs(built.servers), ...APPROVE],
      script: [
        mcpCall("pruner", "read", { file_path: FILE, context_focus_question: "Where is the retry budget used?" }),
        mcpCall("pruner", "bash", { command: "seq 1 400", context_focus_question: "Which numbers are multiples of 100?" }),
        mcpCall("pruner", "grep", { pattern: "retryBudget", context_focus_question: "Where is retryBudget defined?" }),
        { text: "All three tools answered." },
      ],
      timeoutMs: 45_000,
    });
    const diagnostics = `exit ${run.exitCode}${run.timedOut ? " (timed out)" : ""}\nstderr:\n${run.stderr}`;
    expect(run.timedOut, diagnostics).toBe(false);
    expect(run.exitCode, diagnostics).toBe(0);
    expect(run.stdout).toContain("All three tools answered.");

    // Every request was a Responses call, one per model turn, all from the script.
    expect(run.requests.map((r) => `${r.method} ${r.url}`)).toEqual(Array(4).fill("POST /v1/responses"));
    expect(run.exhausted).toEqual([]);
    // Our tools are offered as the mcp__pruner namespace.
    const offered = offeredFunctionTools(run.requests[0]!.body).filter((t) => t.namespace === "mcp__pruner");
    expect(offered.map((t) => t.name).sort()).toEqual(["bash", "grep", "read"]);

    const outputs = run.callOutputs;
    expect(outputs.map((o) => o.name)).toEqual(["read", "bash", "grep"]);
    const results = outputs.map((o) => {
      expect(o.text).not.toContain("requires approval");
      // A result with structuredContent arrives as one string: the wall-time
      // prefix, then JSON.stringify(structuredContent).
      expect(typeof o.output, o.text).toBe("string");
      expect(o.text).toMatch(WALL_TIME);
      return JSON.parse(o.text.replace(WALL_TIME, ""));
    });
    const [read, bash, grep] = results;

    // Pruning is off (JEEVES_PRUNER_URL ""), so each tool's whole output arrived.
    expect(read).toMatchObject({ tool: "read", file_path: FILE, content: source.text });
    expect(bash).toMatchObject({ tool: "bash", command: "seq 1 400", exit_code: 0 });
    expect(bash.stdout).toBe(Array.from({ length: 400 }, (_, i) => `${i + 1}\n`).join(""));
    expect(grep).toMatchObject({ tool: "grep", pattern: "retryBudget" });
    const hits = (grep.matches as Array<{ path: string; line: number }>).filter((m) => m.path === FILE).map((m) => m.line);
    for (const line of source.retryBudgetLines) expect(hits).toContain(line);
  }, 60_000);
});
