import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENTRY } from "./helpers/rawServer.js";

// The README's first command: `mcp-pruner demo` talks to the real server over stdio
// with nothing configured and shows real savings on an installed dependency.

describe("mcp-pruner demo", () => {
  it("makes read, grep and bash calls with focus questions, prunes them, and totals the savings", () => {
    const env = { ...process.env };
    delete env.PRUNER_URL;
    const r = spawnSync(process.execPath, [ENTRY, "demo"], { encoding: "utf8", env, timeout: 60_000 });
    expect(r.status).toBe(0);
    for (const tool of ["── read", "── grep", "── bash"]) expect(r.stdout).toContain(tool);
    expect(r.stdout).toMatch(/pruned by (builtin|http)/);
    const total = /Total: (\d+) bytes of raw output, (\d+) bytes returned to the agent\./.exec(r.stdout);
    expect(total).not.toBeNull();
    expect(Number(total![2])).toBeLessThan(Number(total![1]) / 2);
    const tokens = /Tokens the agent reads \(o200k, the text of each result\): (\d+) without focus questions, (\d+) with them\./.exec(r.stdout);
    expect(tokens).not.toBeNull();
    expect(Number(tokens![2])).toBeLessThan(Number(tokens![1]) / 2);
    // It reads an installed package and leaves no output files in it.
    const zod = path.resolve(path.dirname(ENTRY), "../../node_modules/zod");
    expect(existsSync(path.join(zod, ".mcp-pruner"))).toBe(false);
  }, 70_000);
});
