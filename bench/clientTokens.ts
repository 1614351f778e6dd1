import { codexView, originalLines } from "../src/shared/clientViews.js";
import { startServer } from "./jsonLineClient.js";
import { oursSpec, PACKAGE_ROOT } from "./servers.js";
import { countTokens } from "../src/shared/tokens.js";

// What each client hands its model for our results, in o200k tokens (issue: what the
// model reads). Measured with the real clients (test/clientModelReads.test.ts):
// Claude Code shows `content[].text` of a text result and JSON.stringify(structuredContent)
// of a structured one; Codex shows the same after its own `Wall time … Output:` line.
// The server sends both clients the text result by default. For each call, with and
// without a focus question: the tokens each view costs, and its overhead over the
// original lines it carries (markers, note and envelope together).


/** Real inputs from installed dependencies, each with a question an agent would ask. */
const CLIENT_CALLS: Array<{ tool: "read" | "bash" | "grep"; args: Record<string, unknown>; question: string }> = [
  { tool: "read", args: { file_path: "node_modules/pino/lib/tools.js" }, question: "How does asJson build the log line, and where are the message and the time added?" },
  { tool: "read", args: { file_path: "node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js" }, question: "What happens when a request times out: which error is raised and is the request cancelled?" },
  { tool: "read", args: { file_path: "node_modules/zod/v4/classic/schemas.js" }, question: "How does z.string().email() add its check?" },
  { tool: "bash", args: { command: "cat bench/quality/sets/dev/outputs/npm-ls-all.txt" }, question: "Which versions of vite and vitest are installed, and which vite does vitest use?" },
  { tool: "bash", args: { command: "cat bench/quality/sets/dev/outputs/cargo-test-panic.txt" }, question: "Which test panicked, and with what message?" },
  { tool: "grep", args: { pattern: "level", path: "node_modules/pino/lib" }, question: "Where is a log call's level compared with the logger's configured level?" },
];

export interface ClientTokenRow {
  call: string;
  pruned: boolean;
  /** o200k tokens of the original lines the result carries. */
  content: number;
  text: number;
  codex: number;
  json: number;
}

export async function benchClientTokens(): Promise<{ rows: ClientTokenRow[]; toolsList: number }> {
  const spec = oursSpec(PACKAGE_ROOT, "structured");
  // The server's defaults, the saved whole output included: a pruned bash/grep note names its file.
  const server = await startServer({ ...spec, env: { ...spec.env, PRUNER_URL: "builtin" } });
  try {
    const list = (await server.request("tools/list", {})).result as { tools: Array<Record<string, unknown>> };
    // What a model is shown of each tool: its name, description and input schema.
    const toolsList = list.tools.reduce((n, t) => n + countTokens(JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema })), 0);
    const rows: ClientTokenRow[] = [];
    for (const c of CLIENT_CALLS) {
      for (const pruned of [false, true]) {
        const r = await server.callTool(c.tool, pruned ? { ...c.args, context_focus_question: c.question } : c.args);
        const text = r.content[0]!.text;
        const content = countTokens(pruned ? originalLines(text) : text);
        rows.push({ call: `${c.tool} ${String(c.args.file_path ?? c.args.command ?? c.args.pattern)}`, pruned, content, text: countTokens(text), codex: countTokens(codexView(text)), json: countTokens(JSON.stringify(r.structuredContent)) });
      }
    }
    return { rows, toolsList };
  } finally {
    await server.close();
  }
}
