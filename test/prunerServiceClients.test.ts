import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { rmSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrunerService, type PrunerService } from "../src/service/service.js";
import { offlineClaudeEnv } from "./helpers/claudeEnv.js";
import { CLAUDE_BIN, hasClaude } from "./helpers/claudeRun.js";
import { makeTempDir } from "./helpers/rawServer.js";

// POST /rpc with real MCP clients: the SDK's Streamable HTTP client transport (which
// opens GET /rpc for server-sent events first and must be told 405), and Claude
// Code's `claude mcp add --transport http` + `claude mcp get`.

if (!hasClaude()) console.warn(`skipping the claude mcp add test: no claude binary at ${CLAUDE_BIN}`);

let service: PrunerService;
let url: string;
beforeAll(async () => {
  service = createPrunerService();
  const { port } = await service.listen(0);
  url = `http://127.0.0.1:${port}/rpc`;
});
afterAll(() => service.close());

describe("POST /rpc with the SDK's StreamableHTTPClientTransport", () => {
  it("connects, lists the tools and calls prune_text; the SSE GET is refused with 405, quietly", async () => {
    const transportErrors: Error[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(url));
    const client = new Client({ name: "mcp-pruner-test", version: "1" });
    client.onerror = (e) => transportErrors.push(e);
    await client.connect(transport);
    try {
      const tools = await client.listTools();
      expect(tools.tools.map((t) => t.name)).toEqual(["prune_text", "recover_text", "recover_range", "health"]);
      const result = await client.callTool({
        name: "prune_text",
        arguments: {
          text: ["L1 keep", "L2", "L3", "L4"].join("\n"),
          goal_hint: "keep L1",
          source_type: "docs",
          options: { max_prune_ratio: 0.75, min_keep_lines: 1, timeout_ms: 1500, annotate_lines: false, include_markers: true },
        },
      });
      const body = JSON.parse((result.content as Array<{ text: string }>)[0]!.text);
      expect(body.pruned_text.split("\n")[0]).toBe("L1 keep");
      expect(body.annotations).toHaveLength(1);
      // The SDK treats 405 on its SSE GET as "no stream offered"; a 404 made it report an error.
      await new Promise((r) => setTimeout(r, 100));
      expect(transportErrors.map((e) => e.message)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe("POST /rpc with Claude Code", () => {
  let home: string;
  beforeAll(() => {
    home = makeTempDir("claude-http-home-");
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  // Asynchronous: the service answers from this process, whose event loop must keep turning.
  it.skipIf(!hasClaude())("claude mcp add --transport http, then claude mcp get: Connected", async () => {
    const run = promisify(execFile);
    const opts = { cwd: home, env: offlineClaudeEnv(home), timeout: 30_000, encoding: "utf8" as const };
    expect((await run(CLAUDE_BIN, ["mcp", "add", "--transport", "http", "pruner-http", url], opts)).stdout).toMatch(/Added HTTP MCP server pruner-http/);
    const got = (await run(CLAUDE_BIN, ["mcp", "get", "pruner-http"], opts)).stdout;
    expect(got).toMatch(/Status: .*Connected/);
    expect(got).toContain(url);
  });
});
