import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, toClaudeAgentSdkMcpServers } from "../src/runner/index.js";
import { offlineClaudeEnv } from "./helpers/claudeEnv.js";
import { makeTempDir } from "./helpers/rawServer.js";

// The README's Claude Code one-liner, with the `claude` binary the Agent SDK ships
// for this platform: `claude mcp add-json` into a throw-away HOME, then
// `claude mcp get pruner` must say Connected.

const CLAUDE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../node_modules/@anthropic-ai/claude-agent-sdk-${process.platform}-${process.arch}/claude`);

let home: string;
let cwd: string;
beforeAll(() => {
  home = makeTempDir("claude-home-");
  cwd = makeTempDir("claude-run-");
});
afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
});

describe("Claude Code", () => {
  it.skipIf(!existsSync(CLAUDE))("claude mcp add-json, then claude mcp get pruner: Connected", () => {
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "" }, { cwd });
    if (!built.enabled) throw new Error("expected enabled");
    const json = JSON.stringify(toClaudeAgentSdkMcpServers(built.servers).pruner);
    const env = offlineClaudeEnv(home);
    const opts = { cwd, env, timeout: 30_000, encoding: "utf8" as const };
    expect(execFileSync(CLAUDE, ["mcp", "add-json", "pruner", json], opts)).toMatch(/Added stdio MCP server pruner/);
    const got = execFileSync(CLAUDE, ["mcp", "get", "pruner"], opts);
    expect(got).toMatch(/Status: .*Connected/);
    expect(got).toContain(built.entrypoint);
  });
});
