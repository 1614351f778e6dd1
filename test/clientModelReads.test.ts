import { copyFileSync, cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, toClaudeAgentSdkOptions, toCodexConfigArgs } from "../src/runner/index.js";
import { originalLines } from "../src/shared/clientViews.js";
import { isMarkerLine } from "../src/shared/markers.js";
import { CLAUDE_BIN, hasClaude, runClaude } from "./helpers/claudeRun.js";
import { CODEX_BIN, hasCodex, runCodexExec } from "./helpers/codexRun.js";
import { makeTempDir } from "./helpers/rawServer.js";
import { toolResultText } from "./helpers/scriptedAnthropic.js";
import { callOutputText, mcpCall } from "./helpers/scriptedResponses.js";

// What the model reads, end to end, with the real clients: Claude Code (`claude -p`)
// and Codex (`codex exec`), each against a scripted model API on 127.0.0.1, configured
// only by what the runner API produces. The "model" calls read, bash and grep with a
// focus question and without one; the test takes each tool result exactly as the
// client forwarded it and holds it to the token budget:
//   - a pruned result costs at most 5% more o200k tokens than the original lines it
//     keeps (markers, note and the client's envelope together);
//   - a raw result costs at most 2% more than the raw text.

const PKG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PRUNED_BUDGET = 0.05;
const RAW_BUDGET = 0.02;

/** Real inputs: an installed package's source, a real build's output, grep over that package. */
const CALLS = [
  { tool: "read", args: { file_path: "tools.js" }, question: "How does asJson build the log line, and where are the message and the time added?" },
  { tool: "bash", args: { command: "cat deps.txt" }, question: "Which versions of vite and vitest are installed, and which vite does vitest use?" },
  { tool: "grep", args: { pattern: "level", path: "lib" }, question: "Where is a log call's level compared with the logger's configured level?" },
] as const;

interface Measured {
  tool: string;
  pruned: boolean;
  forwarded: number;
  content: number;
  overhead: number;
}

function measure(results: Array<{ tool: string; pruned: boolean; text: string }>, raw: Map<string, string>): Measured[] {
  return results.map(({ tool, pruned, text }) => {
    const forwarded = countTokens(text);
    const content = countTokens(pruned ? originalLines(text) : raw.get(tool)!);
    return { tool, pruned, forwarded, content, overhead: forwarded / content - 1 };
  });
}

/**
 * What the model got is the tool's output, not merely something cheap: a raw result
 * carries the raw output whole; a pruned one carries raw lines only, with markers, in
 * well under the raw cost. Then the token budget of each.
 */
function checkForwarded(client: string, texts: Array<{ tool: string; pruned: boolean; text: string }>): void {
  for (const { tool, pruned, text } of texts) {
    const own = originalLines(text);
    const rawText = raw.get(tool)!;
    const label = `${client} ${tool} ${pruned ? "pruned" : "raw"}`;
    if (!pruned) {
      // The raw output itself, byte for byte past the client's own frame: no marker, no note.
      const body = text.replace(/^Wall time: [\d.]+ seconds\nOutput:\n/, "");
      expect(body.split("\n").some(isMarkerLine), `${label}: no marker`).toBe(false);
      // rg searches files in parallel: the same matches, in any order.
      const sorted = (t: string) => t.trimEnd().split("\n").sort();
      expect(tool === "grep" ? sorted(body) : body.trimEnd(), label).toEqual(tool === "grep" ? sorted(rawText) : rawText.trimEnd());
      continue;
    }
    const rawLines = new Set(rawText.split("\n"));
    // Markers say what went; grep results list the kept matches, and the note counts the rest.
    const marked = tool === "grep" ? /\[\d+ of \d+ matches omitted; all in /.test(text) : text.split("\n").some(isMarkerLine);
    expect(marked, `${label}: says what was removed`).toBe(true);
    for (const line of own.split("\n")) expect(rawLines.has(line), `${label}: a line of the output: ${line}`).toBe(true);
    expect(countTokens(own), `${label}: pruned`).toBeLessThan(0.6 * countTokens(rawText));
  }
  const m = measure(texts, raw);
  console.log(report(client, m));
  for (const x of m) expect(x.overhead, report(client, [x])).toBeLessThanOrEqual(x.pruned ? PRUNED_BUDGET : RAW_BUDGET);
}

function report(client: string, m: Measured[]): string {
  return m.map((x) => `${client} ${x.tool} ${x.pruned ? "pruned" : "raw"}: ${x.forwarded} tokens forwarded for ${x.content} of content (+${(x.overhead * 100).toFixed(1)}%)`).join("\n");
}

let root: string;
/** The raw text of each tool's output (what a raw result should cost). */
const raw = new Map<string, string>();

beforeAll(async () => {
  root = makeTempDir("client-reads-");
  copyFileSync(path.join(PKG, "node_modules/pino/lib/tools.js"), path.join(root, "tools.js"));
  copyFileSync(path.join(PKG, "bench/quality/sets/dev/outputs/npm-ls-all.txt"), path.join(root, "deps.txt"));
  mkdirSync(path.join(root, "lib"));
  cpSync(path.join(PKG, "node_modules/pino/lib"), path.join(root, "lib"), { recursive: true });
  // The raw outputs, from the server itself (a call without a question).
  const { RawServer } = await import("./helpers/rawServer.js");
  const s = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "", MCP_PRUNER_RESULT_FORMAT: "text" });
  try {
    await s.initialize();
    for (const c of CALLS) raw.set(c.tool, (await s.call(c.tool, c.args)).result.content[0].text);
  } finally {
    await s.close();
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const runnerServers = () => {
  const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1" }, { cwd: root });
  if (!built.enabled) throw new Error(`runner config: ${built.reason}`);
  return built.servers;
};

describe("Claude Code (claude -p, scripted Messages API)", () => {
  it.skipIf(!hasClaude())("forwards pruned and raw results within the token budget, configured only by the runner API", async () => {
    const { mcpServers, allowedTools } = toClaudeAgentSdkOptions(runnerServers());
    const script = [
      ...CALLS.map((c) => ({ toolUse: { name: `mcp__pruner__${c.tool}`, input: { ...c.args, context_focus_question: c.question } } })),
      ...CALLS.map((c) => ({ toolUse: { name: `mcp__pruner__${c.tool}`, input: { ...c.args } } })),
      { text: "done" },
    ];
    const run = await runClaude({ cwd: root, mcpServers: mcpServers as Parameters<typeof runClaude>[0]["mcpServers"], allowedTools, script });
    const diagnosis = `exit ${run.exitCode}, stderr: ${run.stderr.slice(0, 1500)}`;
    expect(run.timedOut, diagnosis).toBe(false);
    expect(run.exitCode, diagnosis).toBe(0);
    // The client asked the model no more than the script answers.
    expect(run.exhausted).toEqual([]);
    expect(run.result?.permission_denials ?? [], diagnosis).toEqual([]);
    expect(run.toolResults.map((r) => r.name)).toEqual([...CALLS, ...CALLS].map((c) => `mcp__pruner__${c.tool}`));
    const texts = run.toolResults.map((r, i) => ({ tool: CALLS[i % 3]!.tool, pruned: i < 3, text: toolResultText(r.content) }));
    // Claude Code shows the text (no JSON of structuredContent): the server chose the text format for it.
    for (const t of texts) expect(t.text.startsWith("{")).toBe(false);
    expect(run.toolResults.map((r) => r.is_error ?? false)).toEqual(texts.map(() => false));
    expect(texts[0]!.text).toContain("function asJson");
    expect(texts[1]!.text).toContain("├─┬ vitest@1.6.1");
    checkForwarded("claude-code", texts);
  }, 90_000);
});

describe("Codex (codex exec, scripted Responses API)", () => {
  it.skipIf(!hasCodex())("runs the tools unattended and forwards results within the token budget, configured only by the runner API", async () => {
    const script = [
      ...CALLS.map((c) => mcpCall("pruner", c.tool, { ...c.args, context_focus_question: c.question })),
      ...CALLS.map((c) => mcpCall("pruner", c.tool, { ...c.args })),
      { text: "done" },
    ];
    // A model Codex knows: it passes tool results of up to about 48 KB through whole
    // (with an unknown model it cuts them at about 12 KB, which would hide the raw results).
    const run = await runCodexExec({ cwd: root, configArgs: toCodexConfigArgs(runnerServers()), script, model: "gpt-5.5" });
    const diagnosis = `exit ${run.exitCode}, stderr: ${run.stderr.slice(-1500)}`;
    expect(run.timedOut, diagnosis).toBe(false);
    expect(run.exitCode, diagnosis).toBe(0);
    expect(run.exhausted).toEqual([]);
    expect(run.callOutputs.map((o) => o.name)).toEqual([...CALLS, ...CALLS].map((c) => c.tool));
    const texts = run.callOutputs.map((o, i) => ({ tool: CALLS[i % 3]!.tool, pruned: i < 3, text: callOutputText(o.output) }));
    for (const t of texts) {
      expect(t.text, "the call ran (no approval refusal)").not.toContain("requires approval");
      // Codex shows the text after its own `Wall time … Output:` line (no JSON of structuredContent).
      expect(t.text).toMatch(/^Wall time: [\d.]+ seconds\nOutput:\n(?!\{)/);
    }
    expect(texts[0]!.text).toContain("function asJson");
    expect(texts[1]!.text).toContain("├─┬ vitest@1.6.1");
    checkForwarded("codex", texts);
  }, 90_000);
});

if (!hasClaude()) console.warn(`skipping the Claude Code client test: no claude binary at ${CLAUDE_BIN}`);
if (!hasCodex()) console.warn(`skipping the Codex client test: no codex binary at ${CODEX_BIN}`);
