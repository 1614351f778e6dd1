import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolOutcome } from "../machines/types.js";
import { grepArgsSchema, grepTool, parsePrunedMatches, renderMatches, type GrepMatch } from "../src/tools/grep.js";
import type { ToolContext } from "../src/tools/types.js";
import { HAS_RG, makeTempDir } from "./helpers/rawServer.js";

// The grep tool with both engines, chosen the way the server chooses (ctx.grepEngine
// from PATH): every behaviour must hold for rg and for the grep fallback.

let base: string;
let root: string;

beforeEach(() => {
  base = makeTempDir();
  root = path.join(base, "root");
  mkdirSync(path.join(root, "src", "deep"), { recursive: true });
  mkdirSync(path.join(base, "root_evil"));
  mkdirSync(path.join(base, "outside"));
  writeFileSync(path.join(base, "outside", "secret.ts"), "const needle = 'OUTSIDE-SECRET';\n");
  writeFileSync(path.join(base, "root_evil", "x.ts"), "needle in evil\n");
  writeFileSync(path.join(root, "src", "a.ts"), "const needle = 1;\nconst Needle = 2;\nneedle(); needle();\n");
  writeFileSync(path.join(root, "src", "deep", "b.ts"), "// a.b+c literal\nnothing here\nunicodé needle ✓\n");
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

async function run(engine: ToolContext["grepEngine"], args: Record<string, unknown>): Promise<ToolOutcome> {
  const parsed = grepArgsSchema(root).parse(args);
  return grepTool.execute(parsed as Record<string, unknown>, { root, signal: new AbortController().signal, grepEngine: engine });
}

const matchesOf = (o: ToolOutcome) => {
  if (!o.ok) throw new Error(`tool failed: ${o.failure.code} ${o.failure.message}`);
  return o.raw.fields.matches as GrepMatch[];
};
const sorted = (ms: GrepMatch[]) => [...ms].sort((a, b) => (a.path + a.line).localeCompare(b.path + b.line));

// Without ripgrep on PATH (CI installs it) the rg block is reported as skipped.
for (const engine of ["rg", "grep"] as const) describe.skipIf(engine === "rg" && !HAS_RG)(`grep engine ${engine}`, () => {
  it("finds regex matches with path and line, relative to the root", async () => {
    const ms = sorted(matchesOf(await run(engine, { pattern: "need+le\\(" })));
    expect(ms.map((m) => [m.path, m.line, m.text])).toEqual([["src/a.ts", 3, "needle(); needle();"]]);
    // rg reports the first submatch's column; grep's regex mode has none.
    expect(ms[0]!.column).toBe(engine === "rg" ? 1 : null);
  });

  it("fixed strings are literal and carry a column for both engines", async () => {
    const ms = matchesOf(await run(engine, { pattern: "a.b+c", fixed_string: true }));
    expect(ms).toEqual([{ path: "src/deep/b.ts", line: 1, column: 4, text: "// a.b+c literal" }]);
    expect(matchesOf(await run(engine, { pattern: "a.b+c" }))).toHaveLength(0); // regex: "+" needs a "b"
  });

  it("case_sensitive=false matches both cases", async () => {
    expect(matchesOf(await run(engine, { pattern: "Needle", path: "src/a.ts" })).map((m) => m.line)).toEqual([2]);
    expect(sorted(matchesOf(await run(engine, { pattern: "Needle", path: "src/a.ts", case_sensitive: false }))).map((m) => m.line)).toEqual([1, 2, 3]);
  });

  it("no matches is a success with an empty list", async () => {
    const o = await run(engine, { pattern: "zzz-not-there" });
    expect(o.ok && o.raw.fields).toMatchObject({ matches: [], match_count: 0, truncated: false });
  });

  it("a bad regex is rg_error with exit code 2", async () => {
    const o = await run(engine, { pattern: "(unclosed" });
    expect(o.ok).toBe(false);
    expect(!o.ok && o.failure).toMatchObject({ code: "rg_error", exit_code: 2 });
  });

  it("max_matches stops early and sets truncated", async () => {
    for (let i = 0; i < 50; i++) writeFileSync(path.join(root, `f${i}.txt`), "needle\n".repeat(20));
    const o = await run(engine, { pattern: "needle", max_matches: 7 });
    expect(o.ok && o.raw.fields).toMatchObject({ match_count: 7, truncated: true });
  });

  it("max_output_bytes caps the matched text on a character boundary", async () => {
    writeFileSync(path.join(root, "wide.txt"), `${"é".repeat(1000)} needle\n`.repeat(5));
    const o = await run(engine, { pattern: "needle", path: "wide.txt", max_output_bytes: 1024 });
    const ms = matchesOf(o);
    const bytes = ms.reduce((n, m) => n + Buffer.byteLength(m.text), 0);
    expect(bytes).toBeLessThanOrEqual(1024);
    expect(bytes).toBeGreaterThan(1000);
    expect(ms.at(-1)!.text).not.toContain("\uFFFD");
    expect(o.ok && o.raw.fields.truncated).toBe(true);
  });

  it("path and paths select what is searched; cwd makes match paths relative to it", async () => {
    expect(matchesOf(await run(engine, { pattern: "needle", path: "src/deep" })).map((m) => m.path)).toEqual(["src/deep/b.ts"]);
    const two = matchesOf(await run(engine, { pattern: "needle", paths: ["src/deep", "src/a.ts"] }));
    expect(new Set(two.map((m) => m.path))).toEqual(new Set(["src/deep/b.ts", "src/a.ts"]));
    const fromCwd = matchesOf(await run(engine, { pattern: "unicodé", cwd: "src/deep" }));
    expect(fromCwd.map((m) => m.path)).toEqual(["b.ts"]);
    // An explicit path is still resolved against the root, then shown relative to cwd.
    const explicit = matchesOf(await run(engine, { pattern: "const needle", cwd: "src/deep", path: "src" }));
    expect(explicit.map((m) => m.path)).toEqual(["../a.ts"]);
  });

  it("a symlinked directory leading outside the root yields no outside match", async () => {
    symlinkSync(path.join(base, "outside"), path.join(root, "src", "escape"));
    const o = await run(engine, { pattern: "needle" });
    expect(JSON.stringify(o)).not.toContain("OUTSIDE-SECRET");
    expect(matchesOf(o).length).toBeGreaterThan(0);
  });

  it("a search path that is a symlink outside, or missing, is invalid_path", async () => {
    symlinkSync(path.join(base, "outside"), path.join(root, "escape"));
    for (const p of ["escape", "missing-dir"]) {
      const o = await run(engine, { pattern: "needle", path: p });
      expect(!o.ok && o.failure.code, p).toBe("invalid_path");
      expect(JSON.stringify(o)).not.toContain("OUTSIDE-SECRET");
    }
  });

  it("a sibling directory named like the root is rejected by the schema", () => {
    expect(grepArgsSchema(root).safeParse({ pattern: "x", path: "../root_evil" }).success).toBe(false);
    expect(grepArgsSchema(root).safeParse({ pattern: "x", path: path.join(base, "root_evil") }).success).toBe(false);
  });

  it("a timeout kills the search and is a timeout tool error", async () => {
    // A FIFO named on the command line blocks both engines until the timeout.
    const { execFileSync } = await import("node:child_process");
    execFileSync("mkfifo", [path.join(root, "blocked")]);
    const started = Date.now();
    const o = await run(engine, { pattern: "needle", path: "blocked", timeout_ms: 200 });
    expect(!o.ok && o.failure).toMatchObject({ code: "timeout", timeout_ms: 200 });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("pruned grep text parsed back (decision 10)", () => {
  const raw: GrepMatch[] = [
    { path: "a.ts", line: 1, column: 7, text: "const answer = 1;" },
    { path: "a.ts", line: 2, column: null, text: "5:colon text" },
    { path: "b:c.ts", line: 9, column: 1, text: "x" },
  ];

  it("keeps exact raw lines (null columns and colons in paths included) and skips markers", () => {
    const text = [renderMatches([raw[1]!]), "(filtered 3 lines)", "", "⟦PRUNÉ: prune_id=p1 lignes 2-4 (3) raison=irrelevant⟧", renderMatches([raw[2]!])].join("\n");
    expect(parsePrunedMatches(raw, text)).toEqual({ ok: true, matches: [raw[1], raw[2]] });
  });

  it("parses lines the pruner changed with the generic rule", () => {
    expect(parsePrunedMatches(raw, "a.ts:1:7:const answer")).toEqual({ ok: true, matches: [{ path: "a.ts", line: 1, column: 7, text: "const answer" }] });
    expect(parsePrunedMatches(raw, "a.ts:3:tail")).toEqual({ ok: true, matches: [{ path: "a.ts", line: 3, column: null, text: "tail" }] });
  });

  it("any other line fails the parse", () => {
    const r = parsePrunedMatches(raw, "a.ts:1:7:const answer = 1;\nthe answer is on line 1");
    expect(r.ok).toBe(false);
  });
});
