import { statSync } from "node:fs";
import path from "node:path";
import { startServer } from "./jsonLineClient.js";
import { oursSpec, PACKAGE_ROOT, readText } from "./servers.js";
import { countTokens } from "../src/shared/tokens.js";

// Decision 12: what a model reads for the same `read` call in each result format.
// Text-only: content[0].text. Structured: JSON.stringify(structuredContent), which
// is what clients such as Claude Code show the model when structuredContent exists.

/** Real source files of 20–60 KB from installed dependencies, relative to the package root. */
export const TOKEN_FILES = [
  "node_modules/zod/src/v4/core/api.ts",
  "node_modules/zod/src/v4/core/checks.ts",
  "node_modules/zod/v4/classic/schemas.js",
  "node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js",
  "node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js",
];

export interface TokenRow {
  file: string;
  bytes: number;
  textTokens: number;
  structuredTokens: number;
}


export async function benchTokenCost(files: readonly string[] = TOKEN_FILES): Promise<TokenRow[]> {
  const structured = await startServer(oursSpec(PACKAGE_ROOT, "structured"));
  const text = await startServer(oursSpec(PACKAGE_ROOT, "text"));
  try {
    const rows: TokenRow[] = [];
    for (const file of files) {
      const bytes = statSync(path.join(PACKAGE_ROOT, file)).size;
      if (bytes < 20_000 || bytes > 60_000) throw new Error(`${file} is ${bytes} bytes, outside 20–60 KB`);
      const t = await text.callTool("read", { file_path: file });
      const s = await structured.callTool("read", { file_path: file });
      readText(t, "ours(text)");
      readText(s, "ours");
      if (t.structuredContent !== undefined) throw new Error("text-only format still returned structuredContent");
      if (s.structuredContent === undefined) throw new Error("structured format returned no structuredContent");
      rows.push({
        file,
        bytes,
        textTokens: countTokens(t.content[0]!.text),
        structuredTokens: countTokens(JSON.stringify(s.structuredContent)),
      });
    }
    return rows;
  } finally {
    await Promise.all([structured.close(), text.close()]);
  }
}
