import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolOutcome } from "../machines/types.js";
import { killAllProcessGroups } from "../src/tools/process.js";
import { grepArgsSchema, grepTool, parsePrunedMatches, renderMatches, type GrepMatch } from "../src/tools/grep.js";
import type { ToolContext } from "../src/tools/types.js";
import { HAS_RG } from "./helpers/rawServer.js";
import { makeTmpRoot, type TmpRoot } from "./helpers/tmpRoot.js";

// The grep tool with real engines. Every behaviour must hold for rg (/usr/bin/rg)
// and for the `grep -R` fallback, chosen the way the server chooses: ctx.grepEngine.

const ENGINES = ["rg", "grep"] as const;
const SECRET = "OUTSIDE-SECRET";

let t: TmpRoot;
let root: string;

beforeEach(() => {
  t = makeTmpRoot();
  root = t.root;
  mkdirSync(path.join(root, "src", "deep"), { recursive: true });
  mkdirSync(path.join(t.base, "outside"));
  mkdirSync(path.join(t.base, "root_evil"));
  writeFileSync(path.join(t.base, "outside", "secret.ts"), `const needle = '${SECRET}';\n`);
  writeFileSync(path.join(t.base, "root_evil", "x.ts"), `needle ${SECRET} in a sibling named like the root\n`);
  writeFileSync(path.join(root, "src", "a.ts"), "const needle = 1;\nconst Needle = 2;\nneedle(); needle();\n");
  writeFileSync(path.join(root, "src", "deep", "b.ts"), "// a.b+c literal\nnothing here\nunicodé needle ✓\n");
});

afterEach(() => {
  killAllProcessGroups();
  t.cleanup();
});

function ctx(engine: ToolContext["grepEngine"], signal = new AbortController().signal): ToolContext {
  return { root, signal, grepEngine: engine };
}

async function run(engine: ToolContext["grepEngine"], args: Record<string, unknown>): Promise<ToolOutcome> {
  const parsed = grepArgsSchema(root).parse(args);
  return grepTool.execute(parsed as Record<string, unknown>, ctx(engine));
}

function fieldsOf(o: ToolOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`tool failed: ${o.failure.code} ${o.failure.message}`);
  return o.raw.fields;
}
const matchesOf = (o: ToolOutcome) => fieldsOf(o).matches as GrepMatch[];
const byPlace = (ms: GrepMatch[]) => [...ms].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);

for (const engine of ENGINES) {
  // Without ripgrep on PATH (CI installs it) the rg block is reported as skipped.
  describe.skipIf(engine === "rg" && !HAS_RG)(`grep with engine ${engine}`, () => {
    it("regex search: contract fields, paths relative to the root, prune input rendered", async () => {
      const o = await run(engine, { pattern: "need+le\\(" });
      const f = fieldsOf(o);
      // rg reports the first submatch's column; grep's regex mode has none.
      const column = engine === "rg" ? 1 : null;
      expect(f).toEqual({
        tool: "grep",
        pattern: "need+le\\(",
        paths: ["."],
        matches: [{ path: "src/a.ts", line: 3, column, text: "needle(); needle();" }],
        match_count: 1,
        truncated: false,
        duration_ms: expect.any(Number),
      });
      expect(o.ok && o.raw.prune_input).toBe(engine === "rg" ? "src/a.ts:3:1:needle(); needle();" : "src/a.ts:3:needle(); needle();");
    });

    it("fixed_string is literal and gives a 1-based byte column", async () => {
      expect(matchesOf(await run(engine, { pattern: "a.b+c", fixed_string: true }))).toEqual([
        { path: "src/deep/b.ts", line: 1, column: 4, text: "// a.b+c literal" },
      ]);
      // As a regex, "+" needs a "b" before the "c": no match.
      expect(matchesOf(await run(engine, { pattern: "a.b+c" }))).toEqual([]);
      // "unicodé " is 8 characters but 9 bytes: the column counts bytes, like rg.
      expect(matchesOf(await run(engine, { pattern: "needle", fixed_string: true, path: "src/deep" }))).toEqual([
        { path: "src/deep/b.ts", line: 3, column: 10, text: "unicodé needle ✓" },
      ]);
    });

    it("case_sensitive=false matches both cases (and a fixed column is found case-insensitively)", async () => {
      expect(matchesOf(await run(engine, { pattern: "Needle", path: "src/a.ts" })).map((m) => m.line)).toEqual([2]);
      const ms = byPlace(matchesOf(await run(engine, { pattern: "NEEDLE", path: "src/a.ts", case_sensitive: false, fixed_string: true })));
      expect(ms.map((m) => [m.line, m.column])).toEqual([
        [1, 7],
        [2, 7],
        [3, 1],
      ]);
    });

    it("no matches is a success (exit 1) with `No matches.`", async () => {
      const o = await run(engine, { pattern: "zzz-not-there" });
      expect(fieldsOf(o)).toMatchObject({ matches: [], match_count: 0, truncated: false });
      expect(grepTool.renderText(fieldsOf(o))).toBe("No matches.");
    });

    it("exit 2 (a bad regex) is rg_error with exit_code 2 and the engine's stderr", async () => {
      const o = await run(engine, { pattern: "(unclosed" });
      expect(o.ok).toBe(false);
      if (o.ok) return;
      expect(o.failure).toMatchObject({ code: "rg_error", exit_code: 2 });
      expect(o.failure.message).toMatch(new RegExp(`^${engine} exited with code 2: \\S`));
      expect(o.failure.message.toLowerCase()).toMatch(/unclosed|unmatched/);
    });

    it("max_matches stops early and sets truncated; exactly max_matches is not truncated", async () => {
      for (let i = 0; i < 50; i++) writeFileSync(path.join(root, `f${i}.txt`), "needle\n".repeat(20));
      const o = await run(engine, { pattern: "needle", max_matches: 7 });
      const f = fieldsOf(o);
      expect(f).toMatchObject({ match_count: 7, truncated: true });
      expect((f.matches as GrepMatch[]).length).toBe(7);
      expect(grepTool.renderText(f)).toMatch(/\n\[truncated: stopped at max_matches=7; .*\]$/);
      const exact = fieldsOf(await run(engine, { pattern: "needle", path: "src/a.ts", max_matches: 2 }));
      expect(exact).toMatchObject({ match_count: 2, truncated: false });
    });

    it("max_output_bytes caps the matched text, cutting the last one on a character boundary", async () => {
      const line = `${"é".repeat(300)} needle`; // 607 bytes
      writeFileSync(path.join(root, "wide.txt"), `${line}\n`.repeat(5));
      const f = fieldsOf(await run(engine, { pattern: "needle", path: "wide.txt", max_output_bytes: 1024 }));
      const ms = f.matches as GrepMatch[];
      expect(f.truncated).toBe(true);
      expect(ms).toHaveLength(2);
      expect(ms[0]!.text).toBe(line);
      // 1024 - 607 = 417 bytes left: 208 whole "é" (416 bytes), never half of one.
      expect(ms[1]!.text).toBe("é".repeat(208));
      expect(grepTool.renderText(f)).toContain("[truncated: matched text reached the 1024-byte output cap");
    });

    it("a line far larger than the cap is never held whole: the search stops, truncated", async () => {
      writeFileSync(path.join(root, "huge.txt"), `${"x".repeat(200_000)} needle\n`);
      const f = fieldsOf(await run(engine, { pattern: "needle", path: "huge.txt", max_output_bytes: 1024 }));
      expect(f.truncated).toBe(true);
      // grep's line starts with path and line number, so the cut line still gives a
      // match; an rg JSON event cut short cannot be parsed, so it gives none.
      expect(f.matches).toEqual(engine === "grep" ? [{ path: "huge.txt", line: 1, column: null, text: "x".repeat(1024) }] : []);
    });

    it("path and paths select what is searched; cwd makes match paths relative to it", async () => {
      expect(matchesOf(await run(engine, { pattern: "needle", path: "src/deep" })).map((m) => m.path)).toEqual(["src/deep/b.ts"]);
      const two = fieldsOf(await run(engine, { pattern: "needle", paths: ["src/deep", "src/a.ts"] }));
      expect(two.paths).toEqual(["src/deep", "src/a.ts"]);
      expect(new Set((two.matches as GrepMatch[]).map((m) => m.path))).toEqual(new Set(["src/deep/b.ts", "src/a.ts"]));
      // Without path, the search covers cwd.
      const fromCwd = fieldsOf(await run(engine, { pattern: "needle", cwd: "src/deep" }));
      expect(fromCwd).toMatchObject({ paths: ["src/deep"], matches: [{ path: "b.ts", line: 3 }] });
      // A given path is resolved against the root, not cwd, then shown relative to cwd.
      const explicit = matchesOf(await run(engine, { pattern: "const needle", cwd: "src/deep", path: "src/a.ts" }));
      expect(explicit.map((m) => [m.path, m.line])).toEqual([["../a.ts", 1]]);
    });

    it("CRLF lines lose their \\r, and a path containing `:12:` is split correctly", async () => {
      writeFileSync(path.join(root, "src", "crlf.txt"), "needle crlf\r\n");
      writeFileSync(path.join(root, "src", "we:12:ird.txt"), "needle colon\n");
      const ms = byPlace(matchesOf(await run(engine, { pattern: "needle (crlf|colon)", path: "src" })));
      expect(ms.map((m) => [m.path, m.line, m.text])).toEqual([
        ["src/crlf.txt", 1, "needle crlf"],
        ["src/we:12:ird.txt", 1, "needle colon"],
      ]);
    });

    it("a symlink to a directory or file outside the root yields no outside match", async () => {
      symlinkSync(path.join(t.base, "outside"), path.join(root, "src", "escape"));
      symlinkSync(path.join(t.base, "outside", "secret.ts"), path.join(root, "leak.ts"));
      if (engine === "grep") {
        // The engine itself does follow both links: the tool is what drops them.
        expect(execFileSync("grep", ["-R", "-n", "-H", "needle", "."], { cwd: root }).toString()).toContain(SECRET);
      }
      const o = await run(engine, { pattern: "needle" });
      expect(JSON.stringify(o)).not.toContain(SECRET);
      expect(matchesOf(o).map((m) => m.path)).not.toContain("leak.ts");
      // a.ts lines 1 and 3, b.ts line 3, and nothing else.
      expect(byPlace(matchesOf(o)).map((m) => [m.path, m.line])).toEqual([
        ["src/a.ts", 1],
        ["src/a.ts", 3],
        ["src/deep/b.ts", 3],
      ]);
    });

    it("search paths and cwd whose real path is outside the root, or missing, are invalid_path", async () => {
      symlinkSync(path.join(t.base, "outside"), path.join(root, "escape"));
      // A sibling whose name starts with the root's name is still outside (segments, not prefixes).
      symlinkSync(path.join(t.base, "root_evil"), path.join(root, "evil"));
      for (const args of [{ path: "escape" }, { path: "evil" }, { paths: ["src", "escape/secret.ts"] }, { path: "missing-dir" }, { cwd: "evil" }, { cwd: "src/a.ts" }]) {
        const o = await run(engine, { pattern: "needle", ...args });
        expect(!o.ok && o.failure.code, JSON.stringify(args)).toBe("invalid_path");
        expect(JSON.stringify(o)).not.toContain(SECRET);
      }
    });

    it("a timeout kills the search and is a timeout tool error", async () => {
      // A FIFO named on the command line blocks both engines until the timeout.
      execFileSync("mkfifo", [path.join(root, "blocked")]);
      const started = Date.now();
      const o = await run(engine, { pattern: "needle", path: "blocked", timeout_ms: 200 });
      expect(!o.ok && o.failure).toMatchObject({ code: "timeout", timeout_ms: 200 });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it("spawn_error when the engine cannot be started", async () => {
      const saved = process.env.PATH;
      process.env.PATH = path.join(t.base, "empty-bin");
      try {
        const o = await run(engine, { pattern: "needle" });
        expect(!o.ok && o.failure.code).toBe("spawn_error");
      } finally {
        process.env.PATH = saved;
      }
    });

    it("an abort (request cancelled) ends the search", async () => {
      execFileSync("mkfifo", [path.join(root, "blocked")]);
      const ac = new AbortController();
      const parsed = grepArgsSchema(root).parse({ pattern: "needle", path: "blocked", timeout_ms: 60_000 });
      const pending = grepTool.execute(parsed as Record<string, unknown>, ctx(engine, ac.signal));
      setTimeout(() => ac.abort(), 100);
      const started = Date.now();
      await expect(pending).rejects.toThrow("cancelled");
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it("applyPruned re-parses real results: exact lines keep their match, markers are skipped, garbage fails", async () => {
      const o = await run(engine, { pattern: "needle", path: "src" });
      const f = fieldsOf(o);
      const raw = byPlace(f.matches as GrepMatch[]);
      expect(raw.length).toBe(3);
      const kept = [raw[0]!, raw[2]!];
      const pruned = [renderMatches([kept[0]!]), "(filtered 1 lines)", "", "⟦PRUNÉ: 1 ligne retirée (2)⟧", "[1 line 2 omitted]", "[3 lines 4-6 omitted]", renderMatches([kept[1]!])].join("\n");
      const applied = grepTool.applyPruned(f, pruned);
      expect(applied).toEqual({ ok: true, fields: { ...f, matches: kept, match_count: 2 } });
      if (applied.ok) expect((applied.fields.matches as GrepMatch[])[0]).toBe(kept[0]); // the very same object
      const bad = grepTool.applyPruned(f, `${renderMatches([kept[0]!])}\nThe needle is defined in a.ts.`);
      expect(bad.ok).toBe(false);
      expect(!bad.ok && bad.message).toContain("The needle is defined");
    });
  });
}

describe("grep engine details", () => {
  it.skipIf(!HAS_RG)("rg ignores RIPGREP_CONFIG_PATH: the prescribed flags alone decide", async () => {
    const config = path.join(t.base, "rgrc");
    writeFileSync(config, "--ignore-case\n");
    process.env.RIPGREP_CONFIG_PATH = config;
    try {
      expect(matchesOf(await run("rg", { pattern: "Needle", path: "src/a.ts" })).map((m) => m.line)).toEqual([2]);
    } finally {
      delete process.env.RIPGREP_CONFIG_PATH;
    }
  });

  it("the schema: path and paths are exclusive, escapes are issues, a sibling named like the root is outside", () => {
    const schema = grepArgsSchema(root);
    const issues = (args: unknown) => {
      const r = schema.safeParse(args);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.code]);
    };
    expect(issues({ pattern: "x", path: "src", paths: ["src"] })).toEqual([["paths", "custom"]]);
    expect(issues({ pattern: "x", path: "../root_evil" })).toEqual([["path", "custom"]]);
    expect(issues({ pattern: "x", path: path.join(t.base, "root_evil") })).toEqual([["path", "custom"]]);
    expect(issues({ pattern: "x", paths: ["src", "/etc"] })).toEqual([["paths.1", "custom"]]);
    expect(issues({ pattern: "x", paths: [] })).toEqual([["paths", "too_small"]]);
    expect(issues({ pattern: "", max_matches: 5001 })).toEqual([
      ["pattern", "too_small"],
      ["max_matches", "too_big"],
    ]);
    expect(schema.parse({ pattern: "x" })).toEqual({ pattern: "x", fixed_string: false, case_sensitive: true, timeout_ms: 30_000, max_matches: 500 });
  });
});

describe("pruned grep text parsed back (decision 10)", () => {
  const raw: GrepMatch[] = [
    { path: "a.ts", line: 1, column: 7, text: "const answer = 1;" },
    { path: "a.ts", line: 2, column: null, text: "5:colon text" },
    { path: "b:c.ts", line: 9, column: 1, text: "x" },
  ];

  it("renders path:line:column:text, leaving out a null column", () => {
    expect(renderMatches(raw)).toBe("a.ts:1:7:const answer = 1;\na.ts:2:5:colon text\nb:c.ts:9:1:x");
  });

  it("exact raw lines keep their match even where the generic rule would misread them", () => {
    // Generic parsing would read "a.ts:2:5:colon text" as column 5 and "b:c.ts:9:1:x" as path "b".
    const text = [renderMatches([raw[1]!]), "(filtered 3 lines)", "(filtered 1 line)", renderMatches([raw[2]!])].join("\n");
    expect(parsePrunedMatches(raw, text)).toEqual({ ok: true, matches: [raw[1], raw[2]] });
  });

  it("lines the pruner changed are parsed with the generic rule", () => {
    expect(parsePrunedMatches(raw, "a.ts:1:7:const answer")).toEqual({ ok: true, matches: [{ path: "a.ts", line: 1, column: 7, text: "const answer" }] });
    expect(parsePrunedMatches(raw, "a.ts:3:tail\r\n")).toEqual({ ok: true, matches: [{ path: "a.ts", line: 3, column: null, text: "tail" }] });
  });

  it("an empty or marker-only answer means no matches; any other line fails", () => {
    expect(parsePrunedMatches(raw, "\n(filtered 3 lines)\n")).toEqual({ ok: true, matches: [] });
    expect(parsePrunedMatches(raw, "a.ts:1:7:const answer = 1;\nthe answer is on line 1").ok).toBe(false);
    expect(parsePrunedMatches(raw, "(filtered some lines)").ok).toBe(false);
  });

  it("renderText: matches, `No matches.`, and an error line", () => {
    expect(grepTool.renderText({ matches: raw, truncated: false })).toBe(renderMatches(raw));
    expect(grepTool.renderText({ matches: [], truncated: false })).toBe("No matches.");
    expect(grepTool.renderText({ tool: "grep", error: { code: "rg_error", message: "rg exited with code 2: bad", exit_code: 2 } })).toBe(
      "error rg_error: rg exited with code 2: bad",
    );
  });
});
