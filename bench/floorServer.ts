#!/usr/bin/env node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";

// The floor of a `read` answer: newline-delimited JSON-RPC over stdio with no SDK,
// no validation, no state machine and no logging, answering `read` with exactly the
// result shape @jeeves/mcp-pruner returns (the text in content[0].text and again in
// structuredContent.content). What is left is what any server pays to send that
// answer and the client pays to receive it: the benchmark's yardstick for ratios
// no real server can beat.
// Usage: node dist/bench/floorServer.js <rootDir>

const root = path.resolve(process.argv[2] ?? process.cwd());
const NO_PRUNING = { attempted: false, applied: false, fallback: false, reason: "no_focus_question", raw_bytes: 0 };

async function answer(method: string, params: { name?: string; arguments?: { file_path?: string } } | undefined): Promise<unknown> {
  if (method === "initialize") return { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "floor", version: "0" } };
  if (method === "tools/list") return { tools: [] };
  if (method === "tools/call" && params?.name === "read") {
    const started = performance.now();
    const file_path = String(params.arguments?.file_path ?? "");
    const content = await readFile(path.resolve(root, file_path), "utf8");
    const bytes = Buffer.byteLength(content);
    const structuredContent = { tool: "read", file_path, encoding: "utf-8", content, truncated: false, bytes, duration_ms: Math.round(performance.now() - started), pruning: { ...NO_PRUNING, raw_bytes: bytes } };
    return { content: [{ type: "text", text: content }], structuredContent };
  }
  return {};
}

createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line) as { id?: number | string; method: string; params?: never };
  if (message.id === undefined) return;
  void answer(message.method, message.params).then((result) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", id: message.id, result })}\n`));
});
