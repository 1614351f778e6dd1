import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonLineClient, ServerSpec, ToolResult } from "./jsonLineClient.js";

// How to start each contender and how to ask each one to read a file.

/** The package root (this file runs from dist/bench/). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const OURS_ENTRY = path.join(PACKAGE_ROOT, "dist/index.js");
const BARE_ENTRY = path.join(PACKAGE_ROOT, "dist/bench/bareServer.js");
const FLOOR_ENTRY = path.join(PACKAGE_ROOT, "dist/bench/floorServer.js");
const OFFICIAL_ENTRY = path.join(PACKAGE_ROOT, "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");

export type Contender = "ours" | "ours-text" | "bare" | "official" | "floor";

/** Our server as a client would configure it, with pruning off. */
export function oursSpec(root: string, resultFormat: "structured" | "text" = "structured"): ServerSpec {
  return {
    name: resultFormat === "text" ? "ours(text)" : "ours",
    command: process.execPath,
    args: [OURS_ENTRY],
    env: { MCP_PRUNER_CWD: root, PRUNER_URL: "", MCP_PRUNER_RESULT_FORMAT: resultFormat },
  };
}

/** bench/bareServer.ts: the same tool shapes on a bare SDK McpServer. */
export function bareSpec(root: string): ServerSpec {
  return { name: "bare", command: process.execPath, args: [BARE_ENTRY, root] };
}

/** @modelcontextprotocol/server-filesystem, allowed to read `root`. */
export function officialSpec(root: string): ServerSpec {
  return { name: "official", command: process.execPath, args: [OFFICIAL_ENTRY, root] };
}

export function specFor(contender: Contender, root: string): ServerSpec {
  switch (contender) {
    case "ours":
      return oursSpec(root);
    case "ours-text":
      return oursSpec(root, "text");
    case "bare":
      return bareSpec(root);
    case "official":
      return officialSpec(root);
    case "floor":
      return { name: "floor", command: process.execPath, args: [FLOOR_ENTRY, root] };
  }
}

/**
 * Reads `absPath` (inside the server's root) through the contender's read tool.
 * `extra` is passed to ours/bare only (the official tool has no size cap).
 */
export function readFile(
  client: JsonLineClient,
  contender: Contender,
  root: string,
  absPath: string,
  extra: Record<string, unknown> = {},
): Promise<ToolResult> {
  if (contender === "official") return client.callTool("read_text_file", { path: absPath });
  return client.callTool("read", { file_path: path.relative(root, absPath), ...extra });
}

/** The text a read returned, or an error naming what came back instead. */
export function readText(result: ToolResult, who: string): string {
  const text = result.content[0]?.text;
  if (result.isError || typeof text !== "string") {
    throw new Error(`${who}: read failed: ${String(text).slice(0, 300)}`);
  }
  return text;
}
