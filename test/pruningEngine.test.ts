import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marker, prune, pruneLines, type PruneOptions, type SourceType } from "../src/engine/engine.js";
import { terms } from "../src/engine/terms.js";
import type { CodeStructure } from "../src/engine/syntax.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { ENGINE_MARKER as MARKER } from "./helpers/markers.js";

// The embedded engine's invariants (local-pruner.md), as properties over random texts,
// and its safety rules as examples.

const opts = (o: Partial<PruneOptions> = {}): PruneOptions => ({ max_prune_ratio: 0.9, min_keep_lines: 1, annotate_lines: false, include_markers: true, ...o });

const WORDS = ["alpha", "beta", "retryDelay", "user_name", "parse", "error", "", "  return x;", "function go() {", "}", "# Title", "```"];
const line = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((ws) => ws.join(" "));
const text = fc.array(line, { minLength: 0, maxLength: 60 }).map((ls) => ls.join("\n"));

describe("engine invariants (properties)", () => {
  it("order kept, ratio and minimum respected, markers match annotations, recovery rebuilds the original", () => {
    fc.assert(
      fc.property(text, fc.constantFrom("retry delay?", "user name", "parse alpha"), fc.constantFrom<SourceType>("code", "logs", "docs"), fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(10), (t, q, source, ratio, minKeep) => {
        const store = new RecoveryStore();
        const r = pruneLines(t, q, source, opts({ max_prune_ratio: ratio, min_keep_lines: minKeep }), store);
        const original = t.split("\n");
        const out = r.pruned_text.split("\n");
        // Every marker is byte-identical to its annotation, in order.
        const markers = out.filter((l) => MARKER.test(l));
        expect(markers).toEqual(r.annotations.map((a) => a.marker));
        // Kept lines are the original lines in order, interleaved with markers in the removed spots.
        const rebuilt: string[] = [];
        let a = 0;
        for (const l of out) {
          if (a < r.annotations.length && l === r.annotations[a]!.marker) {
            const ann = r.annotations[a++]!;
            const rec = store.recover(r.prune_id, [{ start_line: ann.original_start_line, end_line: ann.original_end_line }], false);
            if (!rec.ok) throw new Error(rec.message);
            rebuilt.push(...rec.raw_text.split("\n"));
          } else rebuilt.push(l);
        }
        expect(rebuilt).toEqual(t === "" ? [""] : original);
        const removed = r.annotations.reduce((s, x) => s + x.pruned_line_count, 0);
        expect(removed).toBeLessThanOrEqual(Math.floor(original.length * ratio));
        expect(original.length - removed).toBeGreaterThanOrEqual(Math.min(original.length, minKeep));
        if (r.stats.used_fallback) {
          expect(r.pruned_text).toBe(t);
          expect(r.warnings.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  // Words are keys of Maps and Sets only: names that every plain object already has
  // (`constructor`, `__proto__`, `toString`…) are ordinary words in questions and texts.
  it("questions and texts made of Object.prototype names prune like any other words", async () => {
    const names = [...Object.getOwnPropertyNames(Object.prototype), "prototype", "__proto__"];
    const word = fc.oneof(fc.constantFrom(...names), fc.constantFrom("alpha", "beta", "return", "{", "}", "(", ")"));
    const protoLine = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(" "));
    const protoText = fc.array(protoLine, { minLength: 2, maxLength: 40 }).map((ls) => ls.join("\n"));
    const question = fc.array(fc.constantFrom(...names, "what", "does", "do", "the"), { minLength: 1, maxLength: 6 }).map((ws) => ws.join(" "));
    await fc.assert(
      fc.asyncProperty(protoText, question, fc.constantFrom<SourceType>("code", "logs", "docs"), async (t, q, source) => {
        for (const r of [pruneLines(t, q, source, opts(), new RecoveryStore()), await prune(t, q, source, opts(), new RecoveryStore(), "typescript")]) {
          expect(r.warnings).not.toContain("internal_error");
          expect(r.error).toBeUndefined();
        }
      }),
      { numRuns: 200 },
    );
    const store = new RecoveryStore();
    const code = ["class Pool {", ...Array.from({ length: 40 }, (_, i) => `  m${i}() { return ${i}; }`), "  constructor(size) {", "    this.size = size;", "  }", "}"].join("\n");
    const r = await prune(code, "What does the constructor do?", "code", opts(), store, "typescript");
    expect(r.stats.used_fallback).toBe(false);
    expect(r.pruned_text).toContain("    this.size = size;");
  });

  it("a fault inside the engine fails open: the text whole, used_fallback, internal_error, still recoverable", () => {
    const broken: CodeStructure = {
      declarations: [],
      statementAt: () => {
        throw new Error("parser blew up");
      },
      blockHeadersAt: () => [],
    } as unknown as CodeStructure;
    const t = ["function retryDelay(n) {", "  return 2 ** n;", "}", ...Array.from({ length: 30 }, (_, i) => `const x${i} = ${i};`)].join("\n");
    const store = new RecoveryStore();
    const r = pruneLines(t, "retry delay", "code", opts(), store, { structure: broken });
    expect(r.pruned_text).toBe(t);
    expect(r.stats.used_fallback).toBe(true);
    expect(r.warnings).toEqual(["internal_error"]);
    expect(r.error).toBe("parser blew up");
    const rec = store.recover(r.prune_id, [{ start_line: 1, end_line: 3 }], false);
    expect(rec.ok && rec.raw_text).toBe("function retryDelay(n) {\n  return 2 ** n;\n}");
  });

  it("is deterministic: same input, same output", () => {
    fc.assert(
      fc.property(text, (t) => {
        const a = pruneLines(t, "retry delay", "code", opts(), new RecoveryStore());
        const b = pruneLines(t, "retry delay", "code", opts(), new RecoveryStore());
        expect(b.pruned_text.replaceAll(b.prune_id, "ID")).toBe(a.pruned_text.replaceAll(a.prune_id, "ID"));
      }),
      { numRuns: 100 },
    );
  });
});

describe("engine rules (examples)", () => {
  const store = new RecoveryStore();
  const filler = (n: number, word = "filler") => Array.from({ length: n }, (_, i) => `${word} line ${i}`);

  it("a result keeping 80% of the text or more comes back whole (little_to_prune); below that it is pruned", () => {
    // Error lines and their neighbours are never pruned: they hold all but the last line.
    const errors = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? `error: disk quota exceeded on volume ${i}` : `  while writing shard ${i}`));
    const short = [...errors, "", ...filler(6, "progress"), "done"].join("\n");
    const r = pruneLines(short, "Which volume ran out of quota?", "logs", opts(), store);
    expect(r.pruned_text).toBe(short);
    expect(r.warnings).toContain("little_to_prune");
    expect(r.stats.used_fallback).toBe(true);
    // The same errors beside a long unrelated tail: pruning now saves most of the text.
    const long = [...errors, "", ...filler(60, "progress")].join("\n");
    const p = pruneLines(long, "Which volume ran out of quota?", "logs", opts(), store);
    expect(p.warnings).not.toContain("little_to_prune");
    expect(p.stats.kept_lines).toBeLessThan(p.stats.original_lines / 2);
  });

  it("a low max_prune_ratio prunes what it allows (little_to_prune is judged before the caller's constraints)", () => {
    const lines = Array.from({ length: 10 }, (_, i) => `error: shard ${i} failed to sync with the primary replica`);
    const roomy = [...lines, ...filler(90, "progress")].join("\n");
    const p = pruneLines(roomy, "Which shard failed?", "logs", opts({ max_prune_ratio: 0.1 }), store);
    expect(p.warnings).not.toContain("little_to_prune");
    expect(p.stats.pruned_lines).toBeGreaterThan(0);
    expect(p.stats.pruned_lines).toBeLessThanOrEqual(10);
  });

  it("splits identifiers (parts stemmed, the whole compound kept)", () => {
    expect(terms("getRetryDelay(user_name, src/http/client.ts)")).toEqual(
      expect.arrayContaining([...terms("retry delay user name http client ts"), "getretrydelay"]),
    );
  });

  it("finds the same words in ASCII text as in text with other scripts (two word patterns)", () => {
    const ascii = "const $el = row_count + fooBar9;";
    // The same line with one non-ASCII word appended takes the Unicode pattern.
    expect(terms(`${ascii} größe`)).toEqual([...terms(ascii), "größe"]);
    expect(terms(ascii)).toEqual(["const", "el", "row", "count", "rowcount", "foo", "bar9", "foobar9"]);
    expect(terms("größenÄnderung café")).toEqual(["größen", "änderung", "größenänderung", "café"]);
  });

  it("keeps the relevant lines and their enclosing signature; removed runs become markers", () => {
    // Long enough to be worth pruning: a short text is kept nearly whole (next test).
    const code = ["import x from 'y';", "", "class Client {", ...filler(200).map((l) => `  ${l}`), "  backoff() {", "    const retryDelay = base * 2;", "  }", ...filler(200).map((l) => `  ${l}`), "}"].join("\n");
    const r = pruneLines(code, "How is the retry delay computed?", "code", opts(), store);
    expect(r.pruned_text).toContain("    const retryDelay = base * 2;");
    expect(r.pruned_text).toContain("class Client {");
    expect(r.pruned_text).toContain("  backoff() {");
    expect(r.pruned_text).toContain("import x from 'y';");
    expect(r.annotations.length).toBeGreaterThan(0);
    expect(r.pruned_text.split("\n").length).toBeLessThan(code.split("\n").length / 2);
  });

  it("a short text is kept nearly whole, a long one keeps about a fifth (the code budget)", () => {
    const text = (n: number) => ["function retryDelay(attempt) {", "  return base * 2 ** attempt;", "}", ...Array.from({ length: n }, (_, i) => `function other${i}() { return compute(${i}, table[${i}]); }`)].join("\n");
    const short = pruneLines(text(30), "How is the retry delay computed?", "code", opts(), new RecoveryStore());
    expect(short.stats.pruned_lines).toBeLessThanOrEqual(short.stats.original_lines * 0.2);
    const long = pruneLines(text(3000), "How is the retry delay computed?", "code", opts(), new RecoveryStore());
    expect(long.pruned_text).toContain("  return base * 2 ** attempt;");
    expect(long.stats.kept_lines).toBeLessThan(long.stats.original_lines * 0.3);
    expect(long.stats.kept_lines).toBeGreaterThan(long.stats.original_lines * 0.1);
  });

  it("logs: error lines and their neighbours are kept", () => {
    const log = [...filler(20, "INFO ok"), "ERROR connection refused to db", ...filler(20, "INFO ok")].join("\n");
    const r = pruneLines(log, "why did the checkout page time out?", "logs", opts(), store);
    expect(r.pruned_text).toContain("ERROR connection refused to db");
    expect(r.pruned_text).toContain("INFO ok line 19");
  });

  it("⟦NO_PRUNE_BEGIN⟧…⟦NO_PRUNE_END⟧ is kept whole; unbalanced is a warning", () => {
    const t = [...filler(10), "⟦NO_PRUNE_BEGIN⟧", "keep me 1", "keep me 2", "⟦NO_PRUNE_END⟧", ...filler(10), "the parse step"].join("\n");
    const r = pruneLines(t, "parse", "code", opts(), store);
    for (const l of ["⟦NO_PRUNE_BEGIN⟧", "keep me 1", "keep me 2", "⟦NO_PRUNE_END⟧"]) expect(r.pruned_text.split("\n")).toContain(l);
    expect(pruneLines("⟦NO_PRUNE_BEGIN⟧\nparse\nx", "parse", "code", opts(), store).warnings).toContain("unbalanced_no_prune");
  });

  it("docs: headings kept, fenced blocks never cut", () => {
    const doc = ["# Install", ...filler(8), "## Parse", "```", "const a = 1;", "parse(a);", "const b = 2;", "```", ...filler(8)].join("\n");
    const r = pruneLines(doc, "how do I parse?", "docs", opts(), store);
    const out = r.pruned_text.split("\n");
    expect(out).toEqual(expect.arrayContaining(["# Install", "## Parse", "```", "const a = 1;", "parse(a);", "const b = 2;"]));
  });

  it("CRLF line endings are preserved; regex metacharacters in the question are plain text", () => {
    const t = [...filler(10), "a (b+c)* [x] line", ...filler(10)].join("\r\n");
    const r = pruneLines(t, "(b+c)* [x] ?", "code", opts(), store);
    expect(r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦")).every((l) => l.endsWith("\r") || l === r.pruned_text.split("\n").at(-1))).toBe(true);
  });

  it("fails open: empty text, one line, no query term in the text, min_keep_lines above the count", () => {
    for (const [t, q, o] of [
      ["", "x", opts()],
      ["one line", "one", opts()],
      [filler(30).join("\n"), "kubernetes ingress", opts()],
      [filler(5).join("\n"), "filler", opts({ min_keep_lines: 10 })],
    ] as const) {
      const r = pruneLines(t, q, "code", o, store);
      expect(r.pruned_text).toBe(t);
      expect(r.stats.used_fallback).toBe(true);
      expect(r.annotations).toEqual([]);
    }
  });

  it("max_prune_ratio 0 removes nothing", () => {
    const t = [...filler(30), "the parse step"].join("\n");
    expect(pruneLines(t, "parse", "code", opts({ max_prune_ratio: 0 }), store).pruned_text).toBe(t);
  });

  it("annotate_lines prefixes kept lines with their original number", () => {
    const t = [...filler(400), "the parse step", ...filler(400)].join("\n");
    const r = pruneLines(t, "parse", "code", opts({ annotate_lines: true }), store);
    expect(r.pruned_text).toContain("401│ the parse step");
    expect(r.pruned_text.split("\n").filter((l) => l.startsWith("⟦")).every((l) => MARKER.test(l))).toBe(true);
  });

  it("marker format is the protocol literal", () => {
    expect(marker("p_1", 3, 7)).toBe("⟦PRUNÉ: prune_id=p_1 lignes 3-7 (5) raison=hors_sujet⟧");
  });
});

describe("RecoveryStore", () => {
  it("unknown or expired prune_id: prune_id_not_found; bad ranges: invalid_range; past the end is clamped", () => {
    let now = 0;
    const s = new RecoveryStore(1000, 1 << 20, () => now);
    const id = s.put(["a", "b", "c"]);
    expect(s.recover(id, [{ start_line: 2, end_line: 99 }], true)).toMatchObject({ ok: true, raw_text: "2│ b\n3│ c" });
    expect(s.recover(id, [{ start_line: 3, end_line: 2 }], false)).toMatchObject({ ok: false, code: "invalid_range" });
    expect(s.recover(id, [{ start_line: 0, end_line: 2 }], false)).toMatchObject({ ok: false, code: "invalid_range" });
    expect(s.recover("p_nope", [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: false, code: "prune_id_not_found", prune_id: "p_nope" });
    now = 1000;
    expect(s.recover(id, [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: false, code: "prune_id_not_found" });
  });

  it("evicts the oldest entries past the memory bound", () => {
    // Each entry costs 140 bytes: 30 characters, a line header, an entry.
    const s = new RecoveryStore(60_000, 250);
    const first = s.put(["x".repeat(30)]);
    const second = s.put(["y".repeat(30)]);
    expect(s.recover(first, [{ start_line: 1, end_line: 1 }], false).ok).toBe(false);
    expect(s.recover(second, [{ start_line: 1, end_line: 1 }], false).ok).toBe(true);
  });

  it("lines larger than the whole bound are not kept and evict nothing; the store never exceeds its bound", () => {
    const s = new RecoveryStore(60_000, 200);
    const small = s.put(["x".repeat(20)]);
    const huge = s.put(["y".repeat(100)]);
    expect(s.size).toBe(1);
    expect(s.usedBytes).toBeLessThanOrEqual(200);
    expect(s.recover(huge, [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: false, code: "prune_id_not_found", prune_id: huge });
    expect(s.recover(small, [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: true, raw_text: "x".repeat(20) });
  });

  it("a store of 0 bytes (the MCP server's embedded pruner) issues ids and keeps nothing", () => {
    const s = new RecoveryStore(60_000, 0);
    const a = s.put(["x".repeat(30)]);
    const b = s.put(["y"]);
    const empty = s.put([]);
    expect(a).not.toBe(b);
    expect(s.size).toBe(0);
    expect(s.recover(empty, [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: false, code: "prune_id_not_found" });
    expect(s.recover(b, [{ start_line: 1, end_line: 1 }], false)).toMatchObject({ ok: false, code: "prune_id_not_found" });
  });
});

describe("engine bad input", () => {
  const store = new RecoveryStore();
  it("50,000 lines: prunes, keeps the relevant line, respects the ratio", () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => (i === 31_337 ? "const retryDelay = 42;" : `const v${i} = ${i};`));
    const r = pruneLines(lines.join("\n"), "retry delay", "code", opts(), store);
    expect(r.pruned_text).toContain("const retryDelay = 42;");
    expect(r.stats.pruned_lines).toBeLessThanOrEqual(45_000);
    expect(r.stats.kept_lines).toBe(5000);
  });

  it("a single 5 MB line: one line, returned unchanged (fail-open)", () => {
    const t = "x".repeat(5 * 1024 * 1024);
    const r = pruneLines(t, "x", "code", opts(), store);
    expect(r.pruned_text).toBe(t);
    expect(r.stats.used_fallback).toBe(true);
  });

  it("binary bytes and invalid UTF-8 decoded with U+FFFD survive intact in kept lines and recovery", () => {
    const bin = Buffer.from([0x00, 0xff, 0xfe, 0x41, 0x0a, 0xc3, 0x28]).toString("utf8");
    const t = [bin, ...Array.from({ length: 300 }, (_, i) => `line ${i}`), "needle here"].join("\n");
    const r = pruneLines(t, "needle", "logs", opts(), store);
    expect(r.pruned_text).toContain("needle here");
    const first = r.annotations[0]!;
    const rec = store.recover(r.prune_id, [{ start_line: first.original_start_line, end_line: first.original_end_line }], false);
    expect(rec.ok && rec.raw_text.split("\n")).toEqual(t.split("\n").slice(first.original_start_line - 1, first.original_end_line));
  });

  it("a question in another language matches words of that language", () => {
    const t = [...Array.from({ length: 300 }, (_, i) => `ligne ${i}`), "la configuración del servidor está aquí", ...Array.from({ length: 300 }, (_, i) => `ligne b${i}`)].join("\n");
    const r = pruneLines(t, "¿Dónde está la configuración del servidor?", "docs", opts(), store);
    expect(r.pruned_text).toContain("la configuración del servidor está aquí");
    expect(r.stats.pruned_lines).toBeGreaterThan(300);
  });
});
