import type { ResultFormat } from "./response.js";

// Which result format suits the client that connected (issue: what the model reads).
// Measured with the real clients against scripted model APIs on 127.0.0.1
// (test/clientModelReads.test.ts): these clients hand the model
// `JSON.stringify(structuredContent)` whenever it is present, instead of the text, so
// every line of output is JSON-escaped and the metadata rides along. They get the text
// result (metadata in `_meta`, which they do not show the model). Any other client gets
// the contract's default, `structuredContent` included.

const SHOWS_STRUCTURED_TO_MODEL: ReadonlyMap<string, string> = new Map([
  ["claude-code", "Claude Code (also the Claude Agent SDK, which runs it)"],
  ["codex-mcp-client", "Codex"],
]);

/** The format for a client by its `clientInfo.name`; `forced` (MCP_PRUNER_RESULT_FORMAT) wins. */
export function formatFor(clientName: string | undefined, forced: ResultFormat | undefined): ResultFormat {
  if (forced !== undefined) return forced;
  return clientName !== undefined && SHOWS_STRUCTURED_TO_MODEL.has(clientName) ? "text" : "structured";
}
