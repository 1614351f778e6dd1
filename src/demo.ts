import path from "node:path";
import { fileURLToPath } from "node:url";
import { countTokens } from "./shared/tokens.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { packageRoot } from "./shared/version.js";
import { codexView } from "./shared/clientViews.js";

// `mcp-pruner demo`: starts the server over stdio exactly as an MCP client does and
// makes real calls with focus questions over an installed dependency's source.

interface DemoCall {
  tool: "read" | "grep" | "bash";
  arguments: Record<string, unknown>;
}

const CALLS: DemoCall[] = [
  {
    tool: "read",
    arguments: { file_path: "v4/core/schemas.js", context_focus_question: "How does the URL check handle a string that cannot be parsed as a URL?" },
  },
  {
    tool: "grep",
    arguments: { pattern: "safeParse", path: "v4", context_focus_question: "Where is safeParse defined for the classic API?" },
  },
  {
    tool: "bash",
    arguments: { command: "ls -la v4/core v4/classic v4/mini", context_focus_question: "Which files implement JSON Schema generation?" },
  },
];

const firstLines = (text: string, n: number) => {
  const lines = text.split("\n");
  return lines.slice(0, n).join("\n") + (lines.length > n ? `\n… (${lines.length - n} more lines)` : "");
};

export async function runDemo(): Promise<void> {
  const codebase = path.join(packageRoot(), "node_modules", "zod");
  const entry = fileURLToPath(new URL("./index.js", import.meta.url));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  env.MCP_PRUNER_CWD = codebase;
  env.MCP_PRUNER_LOG_LEVEL = "warn";
  // The demo reads an installed package: keep no output files in it.
  env.MCP_PRUNER_FULL_OUTPUT_DIR = "";
  // Both the text and structuredContent, to show what each client would hand the model.
  env.MCP_PRUNER_RESULT_FORMAT = "structured";

  const transport = new StdioClientTransport({ command: process.execPath, args: [entry], env, stderr: "ignore" });
  const client = new Client({ name: "mcp-pruner-demo", version: "1" });
  await client.connect(transport);
  const out = process.stdout;
  const info = client.getServerVersion();
  const { tools } = await client.listTools();
  out.write(`Connected to ${info?.name} ${info?.version} over stdio; tools: ${tools.map((t) => t.name).join(", ")}\n`);
  out.write(`Root: ${codebase}\nPruner: ${process.env.PRUNER_URL ?? "http://localhost:8000/prune (default), or the embedded engine when nothing listens there"}\n\n`);

  let rawTotal = 0;
  let keptTotal = 0;
  let rawTokens = 0;
  let keptTokens = 0;
  // What each client hands its model (docs/benchmarks.md): the text (what this server
  // sends Claude Code and Codex), Codex's `Wall time … Output:` line before it, and
  // `JSON.stringify(structuredContent)`, which both would show if the server sent it.
  const perClient = { text: [0, 0], codex: [0, 0], json: [0, 0] };
  type Result = {
    content: Array<{ type: string; text?: string }>;
    structuredContent?: { pruning?: { applied: boolean; reason?: string; raw_bytes: number; pruned_bytes?: number; engine?: string; error?: { code: string; message: string } } };
  };
  for (const call of CALLS) {
    // The same call without a question is what the agent would read otherwise.
    const { context_focus_question: _question, ...plain } = call.arguments;
    const raw = (await client.callTool({ name: call.tool, arguments: plain })) as Result;
    const result = (await client.callTool({ name: call.tool, arguments: call.arguments })) as Result;
    const p = result.structuredContent?.pruning;
    const text = result.content[0]?.text ?? "";
    const before = countTokens(raw.content[0]?.text ?? "");
    const after = countTokens(text);
    rawTotal += p?.raw_bytes ?? 0;
    keptTotal += p?.applied ? (p.pruned_bytes ?? 0) : (p?.raw_bytes ?? 0);
    rawTokens += before;
    keptTokens += after;
    perClient.text[0]! += before;
    perClient.text[1]! += after;
    perClient.codex[0]! += countTokens(codexView(raw.content[0]?.text ?? ""));
    perClient.codex[1]! += countTokens(codexView(text));
    perClient.json[0]! += countTokens(JSON.stringify(raw.structuredContent ?? {}));
    perClient.json[1]! += countTokens(JSON.stringify(result.structuredContent ?? {}));
    out.write(`── ${call.tool} ${JSON.stringify(call.arguments)}\n`);
    if (p?.applied) out.write(`   pruned by ${p.engine ?? "http"}: ${p.raw_bytes} → ${p.pruned_bytes} bytes; the agent reads ${before} → ${after} tokens (o200k)\n`);
    else out.write(`   not pruned (${p?.reason}${p?.error ? `: ${p.error.code}, ${p.error.message}` : ""}); ${p?.raw_bytes} bytes returned\n`);
    out.write(firstLines(text, 12).replace(/^/gm, "   │ ") + "\n\n");
  }
  out.write(`Total: ${rawTotal} bytes of raw output, ${keptTotal} bytes returned to the agent.\n`);
  out.write(`Tokens the agent reads (o200k, the text of each result): ${rawTokens} without focus questions, ${keptTokens} with them.\n`);
  out.write("What each client hands its model, o200k tokens (without → with focus questions):\n");
  out.write(`   Claude Code, Claude Agent SDK (text result, this server's default for them): ${perClient.text[0]} → ${perClient.text[1]}\n`);
  out.write(`   Codex (text result after its "Wall time … Output:" line):                  ${perClient.codex[0]} → ${perClient.codex[1]}\n`);
  out.write(`   either, had the result carried structuredContent (JSON of it):             ${perClient.json[0]} → ${perClient.json[1]}\n`);
  if (keptTotal === rawTotal) {
    out.write("Nothing was pruned: the pruner failed or is disabled (see the lines above).\n");
  }
  await client.close();
}
