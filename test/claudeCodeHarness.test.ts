import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_BIN, hasClaude, runClaude } from "./helpers/claudeRun.js";
import { ENTRY, makeTempDir } from "./helpers/rawServer.js";
import { toolResultText } from "./helpers/scriptedAnthropic.js";

// The real Claude Code CLI (`claude -p`) against a scripted Anthropic API on
// 127.0.0.1: the "model" calls our read, bash and grep tools with a focus question,
// and the test reads what Claude Code sent back to it as each tool's result.

const HAVE_CLAUDE = hasClaude();
if (!HAVE_CLAUDE) console.warn(`skipping the Claude Code harness test: no claude binary at ${CLAUDE_BIN}`);

/** A generated module of a few hundred lines: many small functions, one about invoices. */
function generatedSource(): string {
  const out: string[] = ["// Generated fixture: inventory helpers.", ""];
  for (let i = 0; i < 60; i++) {
    out.push(
      `export function widgetMetric${i}(items) {`,
      `  let acc = ${i};`,
      `  for (const item of items) acc += item.weight * ${i + 1};`,
      `  return acc;`,
      `}`,
      ``,
    );
    if (i === 37) {
      out.push(
        `export function computeInvoiceTotal(lines, taxRate) {`,
        `  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);`,
        `  return Math.round(subtotal * (1 + taxRate) * 100) / 100;`,
        `}`,
        ``,
      );
    }
  }
  return out.join("\n");
}

let root: string;
beforeAll(() => {
  root = makeTempDir("claude-harness-");
  writeFileSync(path.join(root, "inventory.js"), generatedSource());
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("Claude Code harness (scripted Anthropic API)", () => {
  it.skipIf(!HAVE_CLAUDE)("forwards read, bash and grep results of the pruner server to the model", async () => {
    const run = await runClaude({
      cwd: root,
      mcpServers: {
        pruner: { type: "stdio", command: process.execPath, args: [ENTRY], env: { MCP_PRUNER_CWD: root, PRUNER_URL: "builtin" } },
      },
      script: [
        { toolUse: { name: "mcp__pruner__read", input: { file_path: "inventory.js", context_focus_question: "Where is the invoice total computed?" } } },
        { toolUse: { name: "mcp__pruner__bash", input: { command: "seq 1 400", context_focus_question: "Which lines contain the number 250?" } } },
        { toolUse: { name: "mcp__pruner__grep", input: { pattern: "Invoice", context_focus_question: "Which function computes the invoice total?" } } },
        { text: "computeInvoiceTotal in inventory.js" },
      ],
    });
    // A run whose requests are all "side" had no MCP tools in its requests (the server failed to start).
    const requests = run.requests.map((r) => `${r.method} ${r.url} ${r.kind}${r.turn === undefined ? "" : ` turn ${r.turn}`}`).join("; ");
    const diagnosis = `exit ${run.exitCode}, requests: ${requests}, stderr: ${run.stderr.slice(0, 2000)}, stdout: ${run.stdout.slice(0, 2000)}`;
    expect(run.timedOut, diagnosis).toBe(false);
    expect(run.exitCode, diagnosis).toBe(0);
    expect(run.result?.result, diagnosis).toBe("computeInvoiceTotal in inventory.js");
    expect(run.result?.permission_denials ?? [], diagnosis).toEqual([]);
    expect(run.exhausted).toEqual([]);

    const results = run.toolResults;
    expect(results.map((r) => r.name)).toEqual(["mcp__pruner__read", "mcp__pruner__bash", "mcp__pruner__grep"]);
    for (const r of results) {
      expect(r.is_error, JSON.stringify(r.block).slice(0, 2000)).not.toBe(true);
      expect(toolResultText(r.content).length, JSON.stringify(r.block).slice(0, 2000)).toBeGreaterThan(0);
    }
    const [read, bash, grep] = results.map((r) => toolResultText(r.content));
    expect(read).toContain("computeInvoiceTotal");
    expect(bash).toContain("250");
    expect(grep).toContain("inventory.js");
  }, 60_000);
});
