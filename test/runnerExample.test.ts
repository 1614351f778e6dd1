import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/examples/runner-phase.mjs is documentation that must keep working.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("docs/examples/runner-phase.mjs", () => {
  it("runs two phases: ready, both providers' options, a real tool call, stopped", () => {
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PRUNER_URL: "" };
    const out = execFileSync(process.execPath, ["docs/examples/runner-phase.mjs"], { cwd: ROOT, env, encoding: "utf8", timeout: 60_000 });
    expect(out.match(/event mcp_pruner\.ready/g)).toHaveLength(2);
    expect(out.match(/event mcp_pruner\.stopped \{"graceful":true/g)).toHaveLength(2);
    expect(out).toContain("claude options.mcpServers =");
    expect(out).toContain('codex argv = ["--config","mcp_servers.pruner.command=\\"node\\""');
    expect(out).toContain("tools: read, bash, grep");
    expect(out).toMatch(/docs\/examples\/runner-phase\.mjs:\d+:\d+:/);
  });
});
