import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrunerService, MAX_BODY_BYTES, type PrunerService } from "../src/service/service.js";
import { countTokens } from "../src/shared/tokens.js";
import { ENTRY } from "./helpers/rawServer.js";

// The embedded engine's HTTP faces on a real 127.0.0.1 port: swe-pruner compatible
// POST /prune and GET /health, and MCP over HTTP JSON-RPC on POST /rpc.

let service: PrunerService;
let base: string;

beforeAll(async () => {
  service = createPrunerService();
  const { port } = await service.listen(0);
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => service.close());

const post = (path: string, body: unknown, type = "application/json") =>
  fetch(base + path, { method: "POST", headers: { "content-type": type }, body: typeof body === "string" ? body : JSON.stringify(body) });
const rpc = async (method: string, params?: unknown, id: number | undefined = 1) => (await post("/rpc", { jsonrpc: "2.0", ...(id === undefined ? {} : { id }), method, params })).json() as Promise<any>;
const toolJson = (r: any) => JSON.parse(r.result.content[0].text);

describe("Face 1: swe-pruner compatible", () => {
  it("GET /health", async () => {
    expect(await (await fetch(base + "/health")).json()).toMatchObject({ status: "healthy", server: "mcp-pruner" });
  });

  it("POST /prune answers the SWE-Pruner field set, kept_frags = kept line numbers", async () => {
    const code = [...Array.from({ length: 400 }, (_, i) => `const filler${i} = ${i};`), "function retryDelay(n) {", "  return 2 ** n;", "}"].join("\n");
    const res = await post("/prune", { code, query: "retry delay" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["pruned_code", "score", "kept_frags", "origin_token_cnt", "left_token_cnt", "error_msg"]));
    expect(body.pruned_code).toContain("function retryDelay(n) {");
    expect(body.kept_frags).toEqual(expect.arrayContaining([401, 402, 403]));
    expect(body.left_token_cnt).toBeLessThan(body.origin_token_cnt);
  });

  it("a text that spells a special token (`<|endoftext|>`) is pruned and counted as text (no 500)", async () => {
    const code = [...Array.from({ length: 200 }, (_, i) => `const filler${i} = ${i};`), 'const EOT = "<|endoftext|>";', "function retryDelay(n) {", "  return 2 ** n;", "}"].join("\n");
    const res = await post("/prune", { code, query: "retry delay" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.pruned_code).toContain("function retryDelay(n) {");
    // Counted as text, by the project's one counter (test/tokenCount.test.ts: the spelled token is 7 tokens, not 1).
    expect(body.origin_token_cnt).toBe(countTokens(code));
  });

  it("a question with `constructor` or `__proto__` is pruned like any other (no 500)", async () => {
    const code = [
      ...Array.from({ length: 30 }, (_, i) => `const filler${i} = ${i};`),
      "class Pool {",
      "  constructor(size) {",
      "    this.size = size;",
      "  }",
      "}",
      ...Array.from({ length: 30 }, (_, i) => `const more${i} = ${i};`),
    ].join("\n");
    for (const query of ["What does the constructor do?", "__proto__ toString valueOf hasOwnProperty"]) {
      const res = await post("/prune", { code, query });
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      expect(body.error_msg ?? "").not.toContain("internal_error");
      if (query.startsWith("What")) {
        expect(body.error_msg).toBeNull();
        expect(body.pruned_code).toContain("  constructor(size) {");
        expect(body.kept_frags.length).toBeLessThan(40);
      }
    }
  });

  it.each([
    ["wrong content type", () => post("/prune", "{}", "text/plain"), 415],
    ["malformed JSON", () => post("/prune", "{oops"), 400],
    ["missing fields", () => post("/prune", { code: "x" }), 400],
    ["oversize body", () => post("/prune", { code: "x".repeat(MAX_BODY_BYTES), query: "q" }), 413],
    ["unknown path", () => post("/nope", {}), 404],
  ])("%s → HTTP %i", async (_n, call, status) => {
    expect((await call()).status).toBe(status);
  });
});

describe("Face 2: MCP over HTTP JSON-RPC", () => {
  it("the local-pruner.md example: L1 kept (numbered), L2-L4 one marker", async () => {
    const r = await rpc("tools/call", {
      name: "prune_text",
      arguments: { text: "L1\nL2\nL3\nL4", goal_hint: "keep L1", source_type: "docs", options: { max_prune_ratio: 0.75, min_keep_lines: 1, timeout_ms: 1500, annotate_lines: true, include_markers: true } },
    });
    const out = toolJson(r);
    expect(out.pruned_text.split("\n")).toEqual(["1│ L1", out.annotations[0].marker]);
    expect(out.annotations).toEqual([
      { kind: "pruned_block", original_start_line: 2, original_end_line: 4, pruned_line_count: 3, reason: "hors_sujet", marker: `⟦PRUNÉ: prune_id=${out.prune_id} lignes 2-4 (3) raison=hors_sujet⟧` },
    ]);
    expect(out.stats).toMatchObject({ original_lines: 4, kept_lines: 1, pruned_lines: 3, used_fallback: false });
    // Real o200k counts; on a 4-line text the marker costs more than it saves.
    expect(out.stats.tokens_est_before).toBe(11);
    expect(out.stats.tokens_est_after).toBeGreaterThan(out.stats.tokens_est_before);

    const back = toolJson(await rpc("tools/call", { name: "recover_text", arguments: { prune_id: out.prune_id, ranges: [{ start_line: 2, end_line: 9 }], include_line_numbers: true } }));
    expect(back).toEqual({ raw_text: "2│ L2\n3│ L3\n4│ L4", metadata: { prune_id: out.prune_id, ranges: [{ start_line: 2, end_line: 9 }], line_numbering: "original" } });
  });

  it("initialize, notifications/initialized (202), tools/list, empty lists, legacy health", async () => {
    expect((await rpc("initialize", { protocolVersion: "2025-06-18" })).result.serverInfo.name).toBe("mcp-pruner");
    expect((await post("/rpc", { jsonrpc: "2.0", method: "notifications/initialized" })).status).toBe(202);
    expect((await rpc("tools/list")).result.tools.map((t: any) => t.name)).toEqual(["prune_text", "recover_text", "recover_range", "health"]);
    expect((await rpc("resources/list")).result).toEqual({ resources: [] });
    expect((await rpc("prompts/list")).result).toEqual({ prompts: [] });
    expect((await rpc("health")).result).toMatchObject({ status: "healthy", capabilities: ["prune_text", "recover_text", "annotations", "markers"] });
  });

  it("errors: -32601, -32602, -32004 prune_id_not_found, -32005 invalid_range", async () => {
    expect((await rpc("nope")).error.code).toBe(-32601);
    expect((await rpc("tools/call", { name: "prune_text", arguments: { text: "x" } })).error.code).toBe(-32602);
    expect((await rpc("tools/call", { name: "recover_text", arguments: { prune_id: "p_gone", ranges: [{ start_line: 1, end_line: 1 }], include_line_numbers: false } })).error).toEqual({
      code: -32004,
      message: "prune_id_not_found",
      data: { code: "prune_id_not_found", prune_id: "p_gone" },
    });
    expect((await rpc("tools/call", { name: "recover_range", arguments: { prune_id: "p_gone", ranges: [{ start_line: 3, end_line: 1 }], include_line_numbers: false } })).error).toEqual({
      code: -32005,
      message: "invalid_range",
      data: { code: "invalid_range" },
    });
  });

  it("-32600 for a message that is not JSON-RPC: its id when readable, else none (never null)", async () => {
    const noId = (await (await post("/rpc", { jsonrpc: "1.0", method: "x" })).json()) as any;
    const withId = (await (await post("/rpc", { jsonrpc: "1.0", id: 4, method: "x" })).json()) as any;
    expect(noId).toEqual({ jsonrpc: "2.0", error: { code: -32600, message: "Invalid Request" } });
    expect(withId).toEqual({ jsonrpc: "2.0", id: 4, error: { code: -32600, message: "Invalid Request" } });
    for (const m of [noId, withId]) expect(JSONRPCMessageSchema.safeParse(m).success).toBe(true);
  });

  it("GET /rpc is 405 with Allow: POST (no server-sent events offered)", async () => {
    const res = await fetch(base + "/rpc", { headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("mcp-pruner pruner (CLI)", () => {
  it("a taken port is one clear error and exit 1", async () => {
    const port = new URL(base).port;
    const child = spawn(process.execPath, [ENTRY, "pruner", "--port", port], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(err).toContain(`port ${port} on 127.0.0.1 is already in use`);
  });
});
