import { describe, expect, it } from "vitest";
import { prune, type PruneOptions } from "../src/engine/engine.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { codeStructure, loadLanguage, type LanguageId } from "../src/engine/syntax.js";
import { rebuildFromMarkers } from "./helpers/markers.js";

// Inputs that break engines: every grammar on a 2,000-line file, a question of stop
// words only, a question quoting a regular expression, one template line 50,000 times,
// mixed line endings. Each must prune (or fail open) and keep the invariants.

const opts: PruneOptions = { max_prune_ratio: 0.9, min_keep_lines: 3, annotate_lines: false, include_markers: true };
/** A function in each language, with a body naming `step`; `retryDelay` in one of them. */
const FUNCTION: Record<LanguageId, (name: string, body: string) => string> = {
  typescript: (n, b) => `export function ${n}(step: number): number {\n  const v = step * 2;\n  // ${b}\n  return v + 1;\n}\n`,
  tsx: (n, b) => `export function ${n}(step: number) {\n  const v = step * 2;\n  // ${b}\n  return <div>{v}</div>;\n}\n`,
  javascript: (n, b) => `function ${n}(step) {\n  const v = step * 2;\n  // ${b}\n  return v + 1;\n}\n`,
  python: (n, b) => `def ${n}(step):\n    v = step * 2\n    # ${b}\n    return v + 1\n\n`,
  go: (n, b) => `func ${n}(step int) int {\n\tv := step * 2\n\t// ${b}\n\treturn v + 1\n}\n`,
  rust: (n, b) => `pub fn ${n}(step: u32) -> u32 {\n    let v = step * 2;\n    // ${b}\n    v + 1\n}\n`,
  java: (n, b) => `  static int ${n}(int step) {\n    int v = step * 2;\n    // ${b}\n    return v + 1;\n  }\n`,
  "c-sharp": (n, b) => `  static int ${n}(int step) {\n    int v = step * 2;\n    // ${b}\n    return v + 1;\n  }\n`,
  cpp: (n, b) => `int ${n}(int step) {\n  int v = step * 2;\n  // ${b}\n  return v + 1;\n}\n`,
  ruby: (n, b) => `def ${n}(step)\n  v = step * 2\n  # ${b}\n  v + 1\nend\n`,
  php: (n, b) => `function ${n}($step) {\n  $v = $step * 2;\n  // ${b}\n  return $v + 1;\n}\n`,
  bash: (n, b) => `${n}() {\n  local v=$(( $1 * 2 ))\n  # ${b}\n  echo $v\n}\n`,
  css: (n, b) => `.${n} {\n  color: red;\n  /* ${b} */\n  margin: 0;\n}\n`,
};
const WRAP: Partial<Record<LanguageId, (body: string) => string>> = {
  java: (b) => `package demo;\n\nclass Demo {\n${b}}\n`,
  "c-sharp": (b) => `namespace Demo {\nclass Demo {\n${b}}\n}\n`,
  php: (b) => `<?php\n${b}`,
};

describe("a 2,000-line file in each language with a grammar", () => {
  it.each(Object.keys(FUNCTION) as LanguageId[])("%s: parsed, pruned to the relevant function, recoverable", async (lang) => {
    await loadLanguage(lang);
    const parts: string[] = [];
    for (let i = 0; parts.join("").split("\n").length < 2000; i++) {
      parts.push(FUNCTION[lang](i === 200 ? "retryDelay" : `helper${i}`, i === 200 ? "the retry delay doubles with each attempt" : `filler comment ${i}`));
    }
    const text = (WRAP[lang] ?? ((b: string) => b))(parts.join(""));
    expect(text.split("\n").length).toBeGreaterThanOrEqual(2000);
    // The grammar finds every function (CSS has rules, not functions).
    const structure = codeStructure(text, lang);
    expect(structure).toBeDefined();
    if (lang !== "css") expect(structure!.declarations.filter((d) => d.kind === "function").length).toBeGreaterThanOrEqual(parts.length);
    structure!.dispose();
    const store = new RecoveryStore();
    const r = await prune(text, "How does the retry delay grow with each attempt?", "code", opts, store, lang);
    expect(r.warnings).not.toContain("internal_error");
    expect(r.stats.used_fallback).toBe(false);
    // Something was removed, so rebuilding is a real recovery, not the text handed back.
    expect(r.stats.pruned_lines).toBeGreaterThan(1000);
    expect(r.pruned_text).not.toBe(text);
    expect(rebuildFromMarkers(r.pruned_text, store, r.prune_id)).toBe(text);
    // Without a minimum to fill, what is kept is what the engine chose: the function, whole and in one piece.
    const chosen = await prune(text, "How does the retry delay grow with each attempt?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), lang);
    const fn = FUNCTION[lang]("retryDelay", "the retry delay doubles with each attempt").trimEnd();
    expect(chosen.pruned_text).toContain(fn);
    // The function and its neighbours; CSS has no functions, its units are paragraphs (30 lines at most).
    expect(chosen.stats.kept_lines).toBeLessThan(lang === "css" ? 100 : 25);
  });
});

describe("questions and texts that break engines", () => {
  it("a question made only of stop words: nothing matches, the text comes back whole (code) or its errors (logs)", async () => {
    const code = Array.from({ length: 400 }, (_, i) => `const value${i} = compute(${i});`).join("\n");
    const r = await prune(code, "what is the of and to it?", "code", opts, new RecoveryStore(), "javascript");
    expect(r.pruned_text).toBe(code);
    expect(r.warnings).toContain("no_relevant_lines");
    const log = [...Array.from({ length: 300 }, (_, i) => `INFO request ${i} served`), "ERROR disk full on /var", ...Array.from({ length: 300 }, (_, i) => `INFO request ${i + 300} served`)].join("\n");
    const l = await prune(log, "what is the of and to it?", "logs", opts, new RecoveryStore());
    expect(l.pruned_text).toContain("ERROR disk full on /var");
    expect(l.stats.kept_lines).toBeLessThan(l.stats.original_lines * 0.15);
  });

  it("a question quoting a regular expression is text: no throw, the line holding it is kept", async () => {
    const code = [...Array.from({ length: 300 }, (_, i) => `const rule${i} = check(${i});`), "const VERSION = /^(\\d+)\\.(\\d+)(?:-([\\w.]+))?$/;", ...Array.from({ length: 300 }, (_, i) => `const other${i} = check(${i});`)].join("\n");
    for (const q of ["What does /^(\\d+)\\.(\\d+)(?:-([\\w.]+))?$/ match?", "Why does `(?<name>[a-z]+)*\\1` hang?", "[unclosed ( { * + ?"]) {
      const r = await prune(code, q, "code", opts, new RecoveryStore(), "javascript");
      expect(r.warnings).not.toContain("internal_error");
    }
    const r = await prune(code, "What does /^(\\d+)\\.(\\d+)(?:-([\\w.]+))?$/ match for the VERSION?", "code", opts, new RecoveryStore(), "javascript");
    expect(r.pruned_text).toContain("const VERSION = /^(\\d+)\\.(\\d+)(?:-([\\w.]+))?$/;");
    // Pruned, not handed back whole.
    expect(r.stats.used_fallback).toBe(false);
    expect(r.stats.kept_lines).toBeLessThan(r.stats.original_lines / 2);
  });

  it("one template line repeated 50,000 times with one odd line: the odd line stays, the rest goes", async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `2024-06-11T10:${String(i % 60).padStart(2, "0")}:00Z INFO request ${i} served in ${i % 97} ms`);
    lines[31_337] = "2024-06-11T10:31:37Z ERROR upstream payments answered 502 for order 77120";
    const text = lines.join("\n");
    const store = new RecoveryStore();
    // max_prune_ratio 0.99: the caller allows keeping 1% (the server's default, 0.9, keeps at least 10%).
    const r = await prune(text, "Why did order 77120 fail?", "logs", { ...opts, max_prune_ratio: 0.99 }, store);
    expect(r.warnings).not.toContain("internal_error");
    expect(r.pruned_text).toContain(lines[31_337]);
    expect(r.stats.kept_lines).toBeLessThan(1_000);
    expect(rebuildFromMarkers(r.pruned_text, store, r.prune_id)).toBe(text);
  });

  it("50,000 lines all unlike each other, asked what came first: every line is a candidate of its own kind, in one pass", async () => {
    // A path per line (`find`'s output): no two alike, and the question's words on every line.
    const word = (x: number) => Array.from({ length: 8 }, (_, k) => "abcdefghijklmnopqrstuvwxyz"[Math.floor(x / 26 ** k) % 26]).join("");
    const lines = Array.from({ length: 50_000 }, (_, i) => `./build/logs/${word(Math.imul(i, 2654435761) >>> 0)}/${word(Math.imul(i + 7, 40503) >>> 0)}.log`);
    const text = lines.join("\n");
    const store = new RecoveryStore();
    const r = await prune(text, "Which log file does find list first?", "logs", opts, store);
    expect(r.warnings).not.toContain("internal_error");
    expect(r.stats.used_fallback).toBe(false);
    expect(rebuildFromMarkers(r.pruned_text, store, r.prune_id)).toBe(text);
  });

  it("mixed CRLF and LF line endings are kept byte for byte in kept lines and in recovery", async () => {
    const lines = Array.from({ length: 600 }, (_, i) => `function f${i}() { return ${i}; }${i % 2 === 0 ? "\r" : ""}`);
    lines[300] = "function retryDelay(attempt) { return 100 * 2 ** attempt; }\r";
    const text = lines.join("\n");
    const store = new RecoveryStore();
    const r = await prune(text, "How is the retry delay computed?", "code", opts, store, "javascript");
    expect(r.pruned_text.split("\n")).toContain(lines[300]);
    expect(r.stats.used_fallback).toBe(false);
    expect(r.stats.kept_lines).toBeLessThan(r.stats.original_lines / 2);
    expect(rebuildFromMarkers(r.pruned_text, store, r.prune_id)).toBe(text);
  });
});
