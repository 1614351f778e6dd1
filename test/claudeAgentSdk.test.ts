import { rmSync } from "node:fs";
import { query, type McpServerConfig, type SDKUserMessage } from "@anthropic-ai/claude-agent-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, toClaudeAgentSdkMcpServers } from "../src/runner/index.js";
import { offlineClaudeEnv } from "./helpers/claudeEnv.js";
import { makeTempDir } from "./helpers/rawServer.js";

// Proof with the real Claude Agent SDK, offline: no message is sent, so no model is
// called; the SDK's own MCP status must show our server connected with its tools.

let cwd: string;
let home: string;
beforeAll(() => {
  cwd = makeTempDir();
  home = makeTempDir("mcp-pruner-home-");
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

describe("Claude Agent SDK", () => {
  it("mcpServerStatus() reports the pruner server connected with read, bash, grep", async () => {
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "true", JEEVES_PRUNER_URL: "" }, { cwd });
    if (!built.enabled) throw new Error("expected enabled");
    // Type-checked against the SDK's own McpServerConfig union.
    const mcpServers: Record<string, McpServerConfig> = toClaudeAgentSdkMcpServers(built.servers);
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    async function* silence(): AsyncGenerator<SDKUserMessage> {
      await hold; // sends nothing: no model call
    }
    const q = query({
      prompt: silence(),
      options: {
        cwd,
        mcpServers,
        strictMcpConfig: true,
        settingSources: [],
        env: offlineClaudeEnv(home),
      },
    });
    try {
      let status = await q.mcpServerStatus();
      for (let i = 0; i < 50 && status.find((s) => s.name === "pruner")?.status === "pending"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = await q.mcpServerStatus();
      }
      const pruner = status.find((s) => s.name === "pruner");
      expect(pruner).toMatchObject({ status: "connected", serverInfo: { name: "@jeeves/mcp-pruner" } });
      expect(pruner!.tools?.map((t) => t.name).sort()).toEqual(["bash", "grep", "read"]);
    } finally {
      release();
      q.close?.();
    }
  }, 60_000);
});
