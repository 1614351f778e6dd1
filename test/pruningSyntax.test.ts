import { beforeAll, describe, expect, it } from "vitest";
import { prune, pruneLines, scoredFor, type PruneOptions } from "../src/engine/engine.js";
import { rankCodeUnits, selectCodeUnits } from "../src/engine/codeSelect.js";
import { codeUnits, COMMENT, definedName } from "../src/engine/codeUnits.js";
import { logBlocks, unprefixed } from "../src/engine/logBlocks.js";
import { failureBlocks, logUnits } from "../src/engine/logUnits.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { codeStructure, guessLanguage, languageOfPath, loadLanguage, type CodeStructure } from "../src/engine/syntax.js";
import { queryTerms, terms } from "../src/engine/terms.js";
import { literalLines, questionLiterals, unquoted } from "../src/engine/literals.js";
import { numberedListing } from "../src/engine/numberedLines.js";
import { bestWithinBudget, type Unit } from "../src/engine/budget.js";

const opts: PruneOptions = { max_prune_ratio: 0.9, min_keep_lines: 3, annotate_lines: false, include_markers: true };

/** The lines selectCodeUnits keeps with a budget for the best unit alone: what only the rules around the ranking bring. */
async function keptByBestUnit(lines: string[], language: "ruby" | "javascript", question: string): Promise<string[]> {
  await loadLanguage(language);
  const structure = codeStructure(lines.join("\n"), language)!;
  const selected = lines.map(() => false);
  selectCodeUnits(lines, scoredFor(lines, question)!, structure, selected, { minChars: 0, share: 0, floor: 1 });
  structure.dispose();
  return lines.filter((_, i) => selected[i]);
}

const TS_SOURCE = [
  "import { a } from './a';", // 1
  "", // 2
  "export class Client {", // 3
  "  private retries = 3;", // 4
  "  async send(", // 5
  "    body: string,", // 6
  "  ): Promise<void> {", // 7
  "    await this.post(body);", // 8
  "  }", // 9
  "}", // 10
  "", // 11
  "export const handler = async (event) => {", // 12
  "  items.forEach((item) => {", // 13
  "    console.log(item);", // 14
  "  });", // 15
  "};", // 16
].join("\n");

describe("code structure from tree-sitter", () => {
  beforeAll(async () => {
    await loadLanguage("typescript");
    await loadLanguage("python");
  });

  it("declarations with their header lines; callbacks inside functions are not part of the outline", () => {
    const s = codeStructure(TS_SOURCE, "typescript")!;
    const decl = (line: number) => s.declarations.find((d) => d.start === line - 1);
    expect(decl(3)).toMatchObject({ kind: "class", end: 9, outline: true });
    // A multi-line signature is a header of three lines.
    expect(decl(5)).toMatchObject({ kind: "function", headerEnd: 6, end: 8, outline: true });
    // The arrow function's declaration starts at its `export const` line.
    expect(decl(12)).toMatchObject({ kind: "function", headerEnd: 11, end: 15, outline: true });
    expect(decl(13)).toMatchObject({ kind: "function", outline: false });
  });

  it("a Python def's header stops before its body", () => {
    const py = ["import os", "", "def load(path,", "         mode):", "    with open(path) as f:", "        return f.read()"].join("\n");
    const d = codeStructure(py, "python")!.declarations[0]!;
    expect(d).toMatchObject({ start: 2, headerEnd: 3, end: 5, kind: "function" });
  });

  it("statements spanning lines are units, up to a size", () => {
    const s = codeStructure(TS_SOURCE, "typescript")!;
    expect(s.statementAt(13, 12)).toEqual([12, 14]);
    expect(s.statementAt(5, 12)).toEqual([4, 8]);
    expect(s.statementAt(5, 3)).toBeUndefined();
    s.dispose();
  });

  it("a parse with an error in it still finds every declaration (a header's unparsed macro)", async () => {
    await loadLanguage("cpp");
    const cpp = [
      "namespace std _GLIBCXX_VISIBILITY(default)",
      "{",
      "  template<typename _Tp>",
      "    constexpr _Tp",
      "    twice(const _Tp& __x)",
      "    {",
      "      return __x + __x;",
      "    }",
      "}",
    ].join("\n");
    const s = codeStructure(cpp, "cpp")!;
    const fn = s.declarations.find((d) => d.kind === "function");
    expect(fn).toMatchObject({ start: 2, end: 7 });
    s.dispose();
  });

  it("no grammar loaded: undefined (the engine falls back to indentation)", () => {
    expect(codeStructure("fn main() {}", "rust")).toBeUndefined();
  });

  it("languages from file names and from the text", () => {
    expect(languageOfPath("src/a.tsx")).toBe("tsx");
    expect(languageOfPath("lib/x.cjs")).toBe("javascript");
    expect(languageOfPath("README.md")).toBeUndefined();
    expect(guessLanguage("import os\n\ndef main():\n    pass\n")).toBe("python");
    expect(guessLanguage("package main\n\nfunc main() {\n}\n")).toBe("go");
    expect(guessLanguage("#include <stdio.h>\nint main() {}\n")).toBe("cpp");
    expect(guessLanguage("'use strict';\nconst a = require('a');\n")).toBe("typescript");
    expect(guessLanguage("Hello, this is prose.\nNothing else.")).toBeUndefined();
    // A keyword is a whole word: prose lines starting "constructing…", "various…", "typed…" are not TypeScript.
    expect(guessLanguage("Permission for\nconstructing derivative works,\nvarious copies and\ntyped records\n")).toBeUndefined();
  });
});

describe("engine with the parser", () => {
  /** Flush-left functions around one whose last line is `body`: only the parser tells where each ends. */
  const fn = (name: string, body: string) => [`function ${name}(input) {`, ...Array.from({ length: 25 }, (_, i) => `const part${i} = input.slice(${i});`), body, "}"];
  const flushLeft = (name: string, body: string) =>
    [...Array.from({ length: 30 }, (_, k) => fn(`alpha${k}`, "return part0;")).flat(), ...fn(name, body), ...Array.from({ length: 30 }, (_, k) => fn(`omega${k}`, "return part1;")).flat()].join("\n");
  const o = { ...opts, max_prune_ratio: 1, min_keep_lines: 0 };
  const kept = (t: string) => t.split("\n").filter((l) => !l.startsWith("⟦"));
  /** prune() (which parses), and pruneLines with the parse given. */
  const viaPruneAndParse = async (text: string, q: string) => {
    await loadLanguage("javascript");
    const viaPrune = await prune(text, q, "code", o, new RecoveryStore(), "javascript");
    const structure = codeStructure(text, "javascript")!;
    const parsed = pruneLines(text, q, "code", o, new RecoveryStore(), { structure });
    structure.dispose();
    return { viaPrune, parsed };
  };

  it("prune() parses: code written flush left is cut where the parser says, not by indentation", async () => {
    const body = "return Math.min(part3.length * 2 ** attempt, retryCeiling);";
    const text = flushLeft("computeBackoff", body);
    const q = "How is the backoff computed, and what caps it?";
    const { viaPrune, parsed } = await viaPruneAndParse(text, q);
    const byIndent = pruneLines(text, q, "code", o, new RecoveryStore());
    expect(kept(viaPrune.pruned_text)).toEqual(kept(parsed.pruned_text));
    expect(kept(parsed.pruned_text)).not.toEqual(kept(byIndent.pruned_text));
    expect(viaPrune.pruned_text).toContain(fn("computeBackoff", body).join("\n"));
  });

  it("prune() parses when only a quoted literal of the question occurs in the code", async () => {
    const body = 'if (!part3) throw new Error("it is, it is");';
    // Only stop words, and the quoted message: nothing but the literal scores.
    const { viaPrune, parsed } = await viaPruneAndParse(flushLeft("guard", body), 'Where does "it is, it is" come from?');
    expect(viaPrune.stats.used_fallback).toBe(false);
    expect(kept(viaPrune.pruned_text)).toEqual(kept(parsed.pruned_text));
    expect(viaPrune.pruned_text).toContain(body);
  });

  it("one quoted punctuation character is looked up as a character literal (`{` finds `== \"{\"`)", async () => {
    // A tokenizer: one branch per character, each a few lines; nothing else names a brace.
    const chars = ["(", ")", "[", "]", "+", "*", "?", "|", "^", "$", ".", ",", ":", "=", "!", "<", ">", "@", "&", "~", "{", "%", ";", "/"];
    const branch = (c: string, k: number) => [`        elif ch == "${c}":`, `            tokens.append(("op${k}", pos))`, `            pos = advance(source, pos, ${k})`, `            depth = adjust(depth, ${k % 3})`, ""];
    const other = (k: number) => [`def unrelated${k}(x):`, ...Array.from({ length: 6 }, (_, i) => `    x.v${i} = x.v${i} * ${k}`), "    return x", ""];
    const text = [...Array.from({ length: 60 }, (_, k) => other(k)).flat(), "def tokenize(source):", "    tokens = []", "    pos = 0", "    depth = 0", "    while pos < len(source):", "        ch = source[pos]", "        if ch == \" \":", "            pos += 1", ...chars.flatMap(branch), "    return tokens", "", ...Array.from({ length: 60 }, (_, k) => other(k + 60)).flat(), "def parse_header(line):", "    name, _, value = line.partition(':')", "    return name.strip(), value.strip()", ""].join("\n");
    await loadLanguage("python");
    const r = await prune(text, "When is `{` handled specially while parsing?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "python");
    expect(r.pruned_text.split("\n")).toContain('        elif ch == "{":');
  });

  it("a function with a long doc comment is still known by its name: a kept caller brings it", async () => {
    const doc = ["/**", " * Normalises one record before it is kept.", " *", " * Trims every string field, lower-cases the keys,", " * drops empty values and fills in the defaults.", " * @param record the raw record", " * @returns the record, cleaned", " */"];
    const callee = ["function normalizeRecord(record) {", ...Array.from({ length: 60 }, (_, i) => `  record.f${i} = clean(record.f${i});`), "  return record;", "}"];
    const caller = ["function saveWidgetPayload(payload) {", "  const rec = normalizeRecord(payload.widget);", "  return db.put(rec);", "}"];
    const other = (k: number) => [`function unrelated${k}(x) {`, ...Array.from({ length: 8 }, (_, i) => `  x.v${i} = x.v${i} + ${k};`), "  return x;", "}", ""];
    const text = [...Array.from({ length: 150 }, (_, k) => other(k)).flat(), ...doc, ...callee, "", ...Array.from({ length: 150 }, (_, k) => other(k + 150)).flat(), ...caller].join("\n");
    await loadLanguage("javascript");
    const r = await prune(text, "How does saveWidgetPayload store the widget?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "javascript");
    // The callee is long: its signature is what is followed.
    expect(r.pruned_text.split("\n")).toContain("function normalizeRecord(record) {");
  });

  it("a JavaScript private method is known by its name: a kept caller brings it", async () => {
    const other = (k: number) => [`  helper${k}(x) {`, ...Array.from({ length: 8 }, (_, i) => `    x.v${i} = x.v${i} + ${k};`), "    return x;", "  }", ""];
    const callee = ["  #closeChannel(reason) {", "    this.state = CLOSED;", "    this.emit('error', reason);", "  }", ""];
    const caller = ["  onWidgetResponse(res) {", "    if (res.status !== 200) {", "      this.#closeChannel(res.status);", "      return;", "    }", "    this.feed(res.body);", "  }"];
    const text = ["class Channel {", ...Array.from({ length: 80 }, (_, k) => other(k)).flat(), ...callee, ...Array.from({ length: 80 }, (_, k) => other(k + 80)).flat(), ...caller, "}"].join("\n");
    await loadLanguage("javascript");
    const r = await prune(text, "What does onWidgetResponse do with a failed widget response?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "javascript");
    for (const l of callee.slice(0, 4)) expect(r.pruned_text.split("\n")).toContain(l);
  });

  it("a `#` names a JavaScript private member only: C's `#elif (…)` and `#if (…)` define nothing", () => {
    expect(definedName("  #lookup(id, opts = {}) {")).toBe("#lookup");
    expect(definedName("  #count = 0;")).toBe("#count");
    expect(definedName("#elif (FOO > 2)")).toBeUndefined();
    expect(definedName("#if (defined(BAR))")).toBeUndefined();
    expect(definedName("#define STR(x) #x")).toBe("STR");
  });

  it("a Rust attribute is no comment, yet a function's doc comment reaches over it; a C directive is no comment either", () => {
    expect(COMMENT.test("#[derive(Debug, Error)]")).toBe(false);
    expect(COMMENT.test('#error "MAX_RETRIES must be set"')).toBe(false);
    expect(COMMENT.test("# retry the request once")).toBe(true);
    expect(COMMENT.test("/// Parses a widget header.")).toBe(true);
    const lines = ["use std::io;", "", "/// Parses a widget header.", "#[inline]", "pub fn parse_header(b: &[u8]) -> Header {", "    Header::from(b)", "}"];
    const structure = { language: "rust", declarations: [{ start: 4, headerStart: 4, end: 6, headerEnd: 4, kind: "function", outline: true }], statementAt: () => undefined, blockHeadersAt: () => [] } as CodeStructure;
    const fn = codeUnits(lines, structure).find((u) => u.kind === "function")!;
    expect(fn.start).toBe(2);
  });

  it("a public method that delegates to its private namesake (`get` calling `this.#get`) brings the private one", async () => {
    const other = (k: number) => [`  helper${k}(x) {`, ...Array.from({ length: 8 }, (_, i) => `    x.v${i} = x.v${i} + ${k};`), "    return x;", "  }", ""];
    // Nothing in the private method holds a word of the question: only the call reaches it.
    const impl = ["  #lookup(id, opts = {}) {", "    const slot = this.slots.get(id);", "    if (slot === undefined) return undefined;", "    if (slot.expires < Date.now()) {", "      this.slots.delete(id);", "      return opts.allowStale ? slot.payload : undefined;", "    }", "    return slot.payload;", "  }", ""];
    const pub = ["  /** Returns the value stored for a key of the widget cache. */", "  lookup(key, opts = {}) {", "    const value = this.#lookup(key, opts);", "    this.stats.lookups++;", "    return value;", "  }", ""];
    const text = ["class WidgetCache {", ...Array.from({ length: 80 }, (_, k) => other(k)).flat(), ...pub, ...Array.from({ length: 80 }, (_, k) => other(k + 80)).flat(), ...impl, "}"].join("\n");
    await loadLanguage("javascript");
    const r = await prune(text, "What does the widget cache hand back for a stored value?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "javascript");
    // The private method is short: followed whole from the public one that calls it.
    for (const l of impl.slice(0, 9)) expect(r.pruned_text.split("\n")).toContain(l);
  });

  it("a helper the best function calls is followed whole, though its first line is kept already (by the outline)", async () => {
    const helper = ["function clampMs(ms) {", "  if (ms > 30000) return 30000;", "  return Math.max(ms, 250);", "}", ""];
    const other = (k: number) => [`function unrelated${k}(x) {`, ...Array.from({ length: 6 }, (_, i) => `  x.v${i} = x.v${i} * ${k};`), "  return x;", "}", ""];
    const caller = ["function scheduleWidgetRetry(attempt) {", "  const delay = clampMs(2 ** attempt * 100);", "  return setTimeout(retryWidget, delay);", "}"];
    const lines = [...helper, ...Array.from({ length: 30 }, (_, k) => other(k)).flat(), ...caller];
    await loadLanguage("javascript");
    const structure = codeStructure(lines.join("\n"), "javascript")!;
    const selected = lines.map((_, i) => i === 0); // the outline's line
    // A budget for the best unit alone: only following the call can bring the helper.
    selectCodeUnits(lines, scoredFor(lines, "How does scheduleWidgetRetry pick the retry delay?")!, structure, selected, { minChars: 0, share: 0, floor: 1 });
    structure.dispose();
    for (let i = 0; i < 4; i++) expect(selected[i], helper[i]).toBe(true);
    expect(selected.filter(Boolean).length).toBeLessThan(12);
  });

  it("among the strongest lines a comment counts half: the code line that holds the question's words is not crowded out by prose", async () => {
    const filler = (k: number) => [`function other${k}(x) {`, ...Array.from({ length: 5 }, (_, i) => `  x.v${i} = x.v${i} + ${k};`), "  return x;", "}", ""];
    // Doc comments that restate the behaviour with more of the question's words than the code.
    const doc = ["/**", " * A Lazy instance is poisoned when init panics; a second access panics too.", " * A second access to a poisoned Lazy instance panics.", " * A poisoned Lazy instance panics on access, a second one too.", " */"];
    const force = ["function force(cell) {", "  const f = cell.init;", "  cell.init = undefined;", "  if (f === undefined) {", "    throw new Error(\"Lazy instance has previously been poisoned\");", "  }", "  return f();", "}"];
    const lines = [...doc, "function lazyValue(init) {", "  return { init, value: undefined };", "}", "", ...Array.from({ length: 30 }, (_, k) => filler(k)).flat(), ...force];
    // A budget for the best unit alone (the documented function): only the strongest lines reach `force`.
    const kept = await keptByBestUnit(lines, "javascript", "Why does a second access panic saying the Lazy instance was poisoned?");
    expect(kept, kept.join("\n")).toContain(force[4]!);
  });

  it("a field the best unit reads brings its default: the constructor's assignment, or a defaults object's literal key", async () => {
    // Ruby: `@max_retries` is read by the retry loop, set in `initialize` among other fields.
    const filler = (k: number) => [`  def other${k}(x)`, ...Array.from({ length: 5 }, (_, i) => `    x.v${i} += ${k}`), "    x", "  end", ""];
    const ctor = ["  def initialize(address, port = nil)", ...Array.from({ length: 12 }, (_, i) => `    @setting${i} = nil`), "    @max_retries = 1", "    @read_timeout = 60", "  end", ""];
    const loop = ["  def transport_request(req)", "    count = 0", "    begin", "      send_it(req, @read_timeout)", "    rescue IOError", "      count += 1", "      retry if count < @max_retries", "      raise", "    end", "  end"];
    const rb = ["class Widget", ...ctor, ...Array.from({ length: 30 }, (_, k) => filler(k)).flat(), ...loop, "end"];
    // A budget for the best unit alone: only the field brings the constructor's line.
    const kept = await keptByBestUnit(rb, "ruby", "How many times does a failed request get retried?");
    expect(kept).toContain("    @max_retries = 1");
    expect(kept).toContain("  def initialize(address, port = nil)");
    // A field the loop reads whose line holds no word of the question, and fields it does not read, stay out.
    expect(kept).not.toContain("    @read_timeout = 60");
    expect(kept).not.toContain("    @setting5 = nil");

    // JavaScript: `options.arrayLimit` is read by the parser; its default is a key of the defaults object.
    const fn = (k: number) => [`function other${k}(x) {`, ...Array.from({ length: 5 }, (_, i) => `  x.v${i} = x.v${i} + ${k};`), "  return x;", "}", ""];
    const defaults = ["var defaults = {", "  allowDots: false,", "  arrayLimit: 20,", "  arrayFormat: getArrayFormat(),", "  arrayOverflow: arrayLength >= 20,", "  depth: 5", "};", ""];
    const parse = ["function parseObject(chain, val, options) {", "  var index = parseInt(chain, 10);", "  if (index >= 0 && index <= options.arrayLimit) {", "    obj = options.arrayOverflow ? {} : [];", "    obj[index] = val;", "  }", "  return format(obj, options.arrayFormat);", "}"];
    const js = [...defaults, ...Array.from({ length: 30 }, (_, k) => fn(k)).flat(), ...parse];
    const jsKept = await keptByBestUnit(js, "javascript", "Above which index does a bracketed key stop building an array?");
    expect(jsKept).toContain("  arrayLimit: 20,");
    // A key set by a call, or to a comparison, is no literal default, though the parser reads it and it holds "array".
    expect(jsKept).not.toContain("  arrayFormat: getArrayFormat(),");
    expect(jsKept).not.toContain("  arrayOverflow: arrayLength >= 20,");
  });

  it("a field set in many literals gives one default line, its best: the others' defaults are not crowded out", async () => {
    // Eight node builders each set `type:`; the walker reads `node.type` and `opts.maxDepth`.
    const builder = (k: number) => [`function makeNode${k}(x) {`, "  return {", `    type: 'Node${k}',`, "    value: x,", "  };", "}", ""];
    const fn = (k: number) => [`function other${k}(x) {`, ...Array.from({ length: 5 }, (_, i) => `  x.v${i} = x.v${i} + ${k};`), "  return x;", "}", ""];
    const walk = ["function walk(node, opts, depth) {", "  if (depth > opts.maxDepth) throw new Error('too deep at node ' + node.type);", "  return node.children.map((c) => walk(c, opts, depth + 1));", "}"];
    const js = [...Array.from({ length: 8 }, (_, k) => builder(k)).flat(), "var defaults = {", "  maxDepth: 5,", "};", "", ...Array.from({ length: 30 }, (_, k) => fn(k)).flat(), ...walk];
    const kept = await keptByBestUnit(js, "javascript", "Which node type makes walk throw at the max depth?");
    expect(kept).toContain("  maxDepth: 5,");
    expect(kept.filter((l) => l.includes("type: 'Node")).length).toBeLessThanOrEqual(1);
  });

  it("the question's subject, named on every unit, does not outrank the unit holding its rarer words", async () => {
    // A class named in the question: its name is on each of its small members, the answer is one branch of a longer method.
    const member = (k: number) => [`  static forPool${k}(pool = DEFAULT_POOL): SlabAllocator { return new SlabAllocator(pool + ${k}); }`, ""];
    const step = (k: number) => `    this.stats.note${k}(size, this.pool);`;
    const allocate = [
      "  take(size: number): Block {",
      ...Array.from({ length: 25 }, (_, k) => step(k)),
      "    if (size > this.threshold) {",
      "      // too big for a shared slab: it gets a separate slab of its own, from malloc",
      "      return this.separateSlab(size);",
      "    }",
      ...Array.from({ length: 25 }, (_, k) => step(k + 25)),
      "    return this.bump(size);",
      "  }",
    ];
    const lines = ["export class SlabAllocator {", "  constructor(private pool = 0) {}", "", ...Array.from({ length: 40 }, (_, k) => member(k)).flat(), ...allocate, "}"];
    await loadLanguage("typescript");
    const structure = codeStructure(lines.join("\n"), "typescript")!;
    const { units, score } = rankCodeUnits(lines, scoredFor(lines, "With the default SlabAllocator, when does a request get its own separately malloc'ed slab?")!, structure);
    structure.dispose();
    const best = units[score.indexOf(Math.max(...score))]!;
    expect(lines[best.headerStart ?? best.start]).toBe("  take(size: number): Block {");
  });

  it("comment lines, and code that only looks like one (a private member, a preprocessor line, a decrement)", () => {
    for (const c of ["# a note", "  // why", " * continued", "-- sql", '"""doc'] ) expect(COMMENT.test(c), c).toBe(true);
    for (const c of ["#count = 0;", "  #validate(x) {", "#include <a.h>", "#elif X", "#undef X", "--i;", "#!/bin/sh"]) expect(COMMENT.test(c), c).toBe(false);
  });

  it("a decorated function's signature is its def line: the declaration starts at the decorators, the outline shows the def", async () => {
    await loadLanguage("python");
    const decorated = (k: number) => ["@app.route(", `    "/widgets/${k}",`, '    methods=["GET"],', ")", "@cached(ttl=30)", "@audited", `def load_widget_${k}(wid):`, ...Array.from({ length: 60 }, (_, i) => `    row${i} = db.fetch(wid, ${i})`), "    return row0", ""];
    const s = codeStructure(decorated(0).join("\n"), "python")!;
    expect(s.declarations[0]).toMatchObject({ start: 0, headerStart: 6, kind: "function" });
    s.dispose();
    const text = Array.from({ length: 12 }, (_, k) => decorated(k)).flat().join("\n");
    const r = await prune(text, "What does row7 of load_widget_3 fetch?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "python");
    const kept = r.pruned_text.split("\n");
    for (let k = 0; k < 12; k++) expect(kept).toContain(`def load_widget_${k}(wid):`);
  });

  const filler = (name: string, n: number) => [`function ${name}() {`, ...Array.from({ length: n }, (_, i) => `  total += step${i} * weight;`), "}", ""];

  it("the function that answers the question is kept whole, with its signature; the rest goes", async () => {
    const text = [
      "import { clamp } from './math';",
      "",
      ...Array.from({ length: 12 }, (_, k) => filler(`alpha${k}`, 20)).flat(),
      "function computeBackoff(attempt, base) {",
      "  const jitter = Math.random() * base;",
      "  if (attempt > 10) {",
      "    return clamp(base * 1024 + jitter);",
      "  }",
      "  return clamp(base * 2 ** attempt + jitter);",
      "}",
      "",
      ...Array.from({ length: 12 }, (_, k) => filler(`omega${k}`, 20)).flat(),
    ].join("\n");
    // No minimum to fill up to: what is kept is what the engine chose.
    const r = await prune(text, "How is the backoff delay computed for a retry attempt?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "javascript");
    const kept = r.pruned_text.split("\n");
    const at = text.split("\n").indexOf("function computeBackoff(attempt, base) {");
    for (let i = at; i <= at + 6; i++) expect(kept).toContain(text.split("\n")[i]);
    expect(kept).toContain("import { clamp } from './math';");
    expect(r.stats.pruned_lines).toBeGreaterThan(r.stats.original_lines / 2);
  });

  it("same input, same output, with or without a warm parser", async () => {
    const a = await prune(TS_SOURCE, "send body", "code", opts, new RecoveryStore());
    const b = await prune(TS_SOURCE, "send body", "code", opts, new RecoveryStore());
    expect(a.pruned_text.replace(/p_\w+/g, "ID")).toBe(b.pruned_text.replace(/p_\w+/g, "ID"));
  });

  it("a removed run shorter than its marker is kept instead", () => {
    // Longer than the fixed part of the output's budget (a shorter output comes back whole).
    const text = ["x", "needle one", "y", "needle two", ...Array.from({ length: 100 }, (_, i) => `other line number ${i} with words`), "needle three"].join("\n");
    const r = pruneLines(text, "needle", "logs", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    expect(r.pruned_text.split("\n").slice(0, 4)).toEqual(["x", "needle one", "y", "needle two"]);
    // A longer run still becomes a marker.
    expect(r.pruned_text.split("\n")[4]).toMatch(/^⟦PRUNÉ: .* lignes 5-104 \(100\)/);
  });
});

describe("code: whole functions, dense passages and short gaps", () => {
  it("the function the question names is kept whole, far from its matching lines too", async () => {
    const filler = (name: string) => [`function ${name}() {`, ...Array.from({ length: 8 }, (_, i) => `  step${i}(${name});`), "}", ""];
    const body = Array.from({ length: 25 }, (_, i) => `  const v${i} = mix${i}(seed);`);
    const fn = ["function computeBackoff(seed) {", ...body, "  return v24;", "}"];
    const text = [...Array.from({ length: 15 }, (_, i) => filler(`alpha${i}`)).flat(), ...fn, "", ...Array.from({ length: 15 }, (_, i) => filler(`omega${i}`)).flat()].join("\n");
    const r = await prune(text, "How is the backoff computed?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore(), "javascript");
    const kept = r.pruned_text.split("\n");
    const at = kept.indexOf(fn[0]!);
    expect(kept.slice(at, at + fn.length)).toEqual(fn);
    expect(r.stats.kept_lines).toBeLessThan(60);
  });

  it("a paragraph of comments alone counts half: code holding the same words outranks it", async () => {
    const filler = (name: string) => [`function ${name}(input) {`, ...Array.from({ length: 8 }, (_, i) => `  input = stage${i}(input, "${name}");`), "  return input;", "}", ""];
    const prose = ["// Retry: a failed request waits, then retries.", "// The wait doubles per retry."];
    const code = ["if (request.failed) {", "  wait = retries ? wait * 2 : baseWait; // doubles per retry", "}"];
    const lines = [...Array.from({ length: 10 }, (_, i) => filler(`alpha${i}`)).flat(), ...prose, "", ...code, "", ...Array.from({ length: 10 }, (_, i) => filler(`omega${i}`)).flat()];
    await loadLanguage("javascript");
    const structure = codeStructure(lines.join("\n"), "javascript")!;
    const { units, score } = rankCodeUnits(lines, scoredFor(lines, "How long does a failed request wait before it retries?")!, structure);
    const at = (first: string) => units.findIndex((u) => lines[u.start] === first);
    const [p, c] = [at(prose[0]!), at(code[0]!)];
    expect(p).toBeGreaterThan(-1);
    expect(c).toBeGreaterThan(-1);
    expect(score[c]!).toBeGreaterThan(score[p]!);
  });

  it("in a large file, two relevant pieces a few lines apart are kept with the lines between them", () => {
    const body = (name: string) => [`function ${name}() {`, ...Array.from({ length: 8 }, (_, i) => `  step${i}(${name});`), "}", ""];
    const head = Array.from({ length: 60 }, (_, i) => body(`alpha${i}`)).flat();
    const tail = Array.from({ length: 60 }, (_, i) => body(`omega${i}`)).flat();
    const middle = ["const LIMIT = computeQuota(plan);", "log(a);", "log(b);", "log(c);", "log(d);", "log(e);", "if (usage > LIMIT) throwQuotaExceeded(plan);"];
    const text = [...head, ...middle, ...tail].join("\n");
    const r = pruneLines(text, "What happens when usage is over the quota limit?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    const kept = r.pruned_text.split("\n");
    const at = kept.indexOf(middle[0]!);
    expect(at).toBeGreaterThan(-1);
    expect(kept.slice(at, at + middle.length)).toEqual(middle);
  });
});

describe("log units", () => {
  it("a stack trace is one unit with the line that announces it", () => {
    const lines = ["INFO start", "TypeError: x is undefined", "    at f (a.js:1:2)", "    at g (b.js:3:4)", "INFO next", "Traceback (most recent call last):", '  File "a.py", line 3, in <module>', "ValueError: bad"];
    expect(logUnits(lines)).toEqual([
      [1, 3],
      [5, 7],
    ]);
  });

  it("a relevant line inside a stack trace brings the whole trace", () => {
    const noise = Array.from({ length: 60 }, (_, i) => `INFO request ${i} served in ${i} ms`);
    const trace = ["Unhandled rejection in checkout", "    at chargeCard (payments.js:88:13)", "    at processOrder (orders.js:41:5)", "    at next (router.js:12:3)"];
    const text = [...noise, ...trace, ...noise].join("\n");
    const r = pruneLines(text, "Where did chargeCard throw?", "logs", opts, new RecoveryStore());
    for (const l of trace) expect(r.pruned_text.split("\n")).toContain(l);
  });

  it("a trace brought whole for its error leaves out the frames of the runtime and of dependencies", () => {
    const noise = Array.from({ length: 60 }, (_, i) => `INFO request ${i} served in ${i} ms`);
    const own = ["Error: card declined", "    at chargeCard (src/payments.js:88:13)", "    at processOrder (src/orders.js:41:5)"];
    // Runs of library frames, each longer than a marker (a shorter run is kept instead of marked).
    const library = ["    at Layer.handle (node_modules/express/lib/router/layer.js:95:5)", "    at next (node_modules/express/lib/router/route.js:149:13)", "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"];
    const javaLib = ["\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1511)", "\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)", "\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)"];
    const java = ['Exception in thread "main" java.lang.IllegalStateException: ledger closed', "\tat com.acme.Ledger.post(Ledger.java:42)", "\tat com.acme.Ledger.postAll(Ledger.java:30)", ...javaLib, "\tat com.acme.Main.main(Main.java:9)"];
    const rustLib = ["   2: core::ops::function::FnOnce::call_once", "             at /rustc/0123abcd/library/core/src/ops/function.rs:250:5", "   3: std::sys_common::backtrace::__rust_begin_short_backtrace", "             at /rustc/0123abcd/library/std/src/sys_common/backtrace.rs:154:18"];
    const rust = ["thread 'main' panicked at src/main.rs:7:5:", "stack backtrace:", "   0: tally::add", "             at ./src/main.rs:7:5", "   1: tally::main", "             at ./src/main.rs:12:5", ...rustLib];
    const pyLib = [
      '  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads',
      "    return _default_decoder.decode(s)",
      "           ^^^^^^^^^^^^^^^^^^^^^^^^^^",
      '  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode',
      "    obj, end = self.raw_decode(s, idx=_w(s, 0).end())",
      "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ];
    const python = ["Traceback (most recent call last):", '  File "/home/dev/app/load.py", line 9, in <module>', "    rows = json.loads(raw)", "           ^^^^^^^^^^^^^^^", ...pyLib, "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"];
    const text = [...noise, ...own, ...library, ...noise, ...java, ...noise, ...rust, ...noise, ...python, ...noise].join("\n");
    // The question is not about the traces: they come for their error lines (the units those belong to).
    const out = pruneLines(text, "How long did request 7 take?", "logs", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore()).pruned_text.split("\n");
    for (const l of [...own, ...java.filter((l) => !javaLib.includes(l)), ...rust.slice(0, 6), ...python.filter((l) => !pyLib.includes(l))]) expect(out).toContain(l);
    // pyLib's last line sits next to the exception line: the never-prune rule keeps that neighbour.
    for (const l of [...library, ...javaLib, ...rustLib, ...pyLib.slice(0, -1)]) expect(out, l).not.toContain(l);
  });
});

describe("command output records", () => {
  it("lines relayed by a multiplexer (`web-1  | `, `prog stderr | `) are read after the emitter's name: a relayed traceback is one unit", () => {
    const lines = [
      "flow_meter stdout | flow_meter inlet=413m3/h outlet=401m3/h",
      "uv_disinfect stderr | Traceback (most recent call last):",
      'uv_disinfect stderr |   File "programs/uv_disinfect.py", line 6, in <module>',
      "uv_disinfect stderr |     cfg = tomllib.load(f)",
      "uv_disinfect stderr | tomllib.TOMLDecodeError: Invalid value (at line 4, column 12)",
      "web-1  | 10:13:20 info: GET /health 200",
    ];
    expect(logUnits(lines)).toEqual([[1, 4]]);
  });

  it("a log level in a column of its own, and a table's row, are no emitter's name", () => {
    const lines = ["INFO     | starting job 7", "ERROR    | query failed:", "    SELECT id FROM orders", "    WHERE x = 1", "INFO     | next job"];
    expect(logBlocks(lines).map((b) => [b.start, b.end])).toEqual([[0, 0], [1, 3], [4, 4]]);
    expect(unprefixed("alpha   |   12 | first")).toBe("alpha   |   12 | first");
    expect(unprefixed("web-1  | GET /health 200")).toBe("GET /health 200");
  });

  it("`git blame`'s columns are read past: the blamed file's blocks are the records (a statement with the lines indented under it)", () => {
    const blame = (hash: string, who: string, date: string, n: number, code: string) => `${hash} (${who.padEnd(16)} ${date} 03:33:20 +0000 ${String(n).padStart(4)}) ${code}`;
    const lines = [
      blame("^9f5a93a", "Noor Haddad", "2024-10-30", 1, "VATS['V22-wool'] = dict("),
      blame("^9f5a93a", "Noor Haddad", "2024-10-30", 2, "    reducer='fructose',"),
      blame("^9f5a93a", "Noor Haddad", "2024-10-30", 3, ")"),
      blame("^9f5a93a", "Noor Haddad", "2024-10-30", 4, "VATS['V23-wool'] = dict("),
      blame("1a035c3c", "Femi Adeyemi", "2024-11-08", 5, "    reducer='thiourea_dioxide',"),
      blame("1a035c3c", "Femi Adeyemi", "2024-11-08", 6, "    reducer_g_per_l=0.8,"),
      blame("^9f5a93a", "Noor Haddad", "2024-10-30", 7, ")"),
    ];
    expect(unprefixed(lines[4]!)).toBe("    reducer='thiourea_dioxide',");
    // A line that moved keeps its old file name after the commit.
    expect(unprefixed("4c73eea5 src/old.py (Yui Aizome 2024-11-02 03:33:20 +0000  351)     target_ph=10.5,")).toBe("    target_ph=10.5,");
    expect(logBlocks(lines).map((b) => [b.start, b.end])).toEqual([[0, 1], [2, 2], [3, 5], [6, 6]]);
    // A one-line log's commit and a parenthesis are no blame.
    expect(unprefixed("abc1234 (issue 12) fix the fuse")).toBe("abc1234 (issue 12) fix the fuse");
  });

  it("a logfmt line, a JSON-lines record and an access log's request each start a record: a traceback before them ends there", () => {
    const lines = [
      "ts=2026-11-29T07:07:21 level=error logger=shop.app msg=\"unhandled error\" path=/prints/MAP-008",
      "Traceback (most recent call last):",
      '  File "app.py", line 40, in frame_quote',
      "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]",
      '127.0.0.1 - - [29/Nov/2026 07:07:21] "GET /prints/MAP-008 HTTP/1.1" 500 20',
      "ts=2026-11-29T07:07:22 level=warning logger=shop.app msg=\"framer quote slow\" upstream=framers",
      'level=info msg="request ok" dur_ms=900',
      '{"ts": 0.1226, "level": "info", "msg": "tile rendered", "attempt": 2}',
      '10.0.0.7 - alice [29/Nov/2026:07:06:16 +0000] "GET /api/stalls/31 HTTP/1.1" 200 46 rt=0.912',
    ];
    expect(logBlocks(lines).map((b) => [b.start, b.end])).toEqual([[0, 0], [1, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8]]);
  });

  it("a compiler diagnostic is one record with its excerpt and notes; the build's progress lines after it are records of their own", () => {
    const lines = [
      "[ 30%] Building C object CMakeFiles/geo.dir/src/a.c.o",
      "/usr/bin/cc -I/src/include -O2 -Wall -c /src/src/a.c -o CMakeFiles/geo.dir/src/a.c.o",
      "/src/src/a.c:11:9: warning: unused variable ‘limit’ [-Wunused-variable]",
      "   11 |     int limit = 200;",
      "      |         ^~~~~",
      "/src/src/a.c:12:3: note: declared here",
      "[ 31%] Building C object CMakeFiles/geo.dir/src/b.c.o",
      "/usr/bin/cc -I/src/include -O2 -Wall -c /src/src/b.c -o CMakeFiles/geo.dir/src/b.c.o",
      "gmake[2]: *** [CMakeFiles/geo.dir/build.make:76: CMakeFiles/geo.dir/src/b.c.o] Error 1",
    ];
    expect(logBlocks(lines)).toEqual([
      { start: 0, end: 0 },
      { start: 1, end: 1 },
      { start: 2, end: 5 },
      { start: 6, end: 6 },
      { start: 7, end: 7 },
      { start: 8, end: 8 },
    ]);
  });

  it("an echoed compiler command right after a diagnostic starts a record (cross, versioned, through ccache)", () => {
    const lines = [
      "src/a.c:11:9: warning: unused variable ‘limit’ [-Wunused-variable]",
      "   11 |     int limit = 200;",
      "/usr/bin/cc -O2 -c src/b.c -o b.o",
      "aarch64-linux-gnu-gcc -O2 -c src/c.c -o c.o",
      "ccache cc -O2 -c src/d.c -o d.o",
      "clang-17 -O2 -c src/e.c -o e.o",
      "ar qc libgeo.a a.o b.o c.o d.o e.o",
    ];
    expect(logBlocks(lines)).toEqual([{ start: 0, end: 1 }, ...[2, 3, 4, 5, 6].map((i) => ({ start: i, end: i }))]);
  });

  it("valgrind's `==PID==` prefix is read past: a report is one record and one unit with its frames, its blank line ends it", () => {
    const lines = [
      "==21169== Command: ./xstitch",
      "==21169== ",
      "==21169== Conditional jump or move depends on uninitialised value(s)",
      "==21169==    at 0x109289: count_symbol (main.c:21)",
      "==21169==    by 0x109317: main (main.c:31)",
      "==21169== ",
      "nearest to (200,30,40): DMC 321",
    ];
    expect(logBlocks(lines).map((b) => [b.start, b.end])).toEqual([[0, 0], [2, 4], [6, 6]]);
    expect(logUnits(lines)).toEqual([[2, 4]]);
  });

  it("ninja's progress line and ctest's lines are one-line records: a gcc warning between them is a record of its own", () => {
    const lines = [
      "[4/14] Building CXX object CMakeFiles/airflow.dir/src/network.cpp.o",
      "/home/dev/minevent/src/network.cpp:19:23: warning: comparison of integer expressions of different signedness [-Wsign-compare]",
      "   19 |     for (int i = 0; i < branches.size(); i++)",
      "[5/14] Linking CXX static library libairflow.a",
      "[6/14] Linking CXX executable minevent",
      "    Start 2: network",
      "2/4 Test #2: network ..........................Subprocess aborted***Exception:   0.00 sec",
      "test_network: src/network.cpp:15: split_flow: Assertion `!branches.empty()' failed.",
    ];
    expect(logBlocks(lines).map((b) => [b.start, b.end])).toEqual([[0, 0], [1, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7]]);
  });

  it("tsc's pretty diagnostic is one record through its blank lines: the code frame and the related location under it", () => {
    const lines = [
      "src/fleet/drones.ts:7:57 - error TS2322: Type '\"5.1\"' is not assignable to type '`${number}.${number}.${number}`'.",
      "",
      '7   { id: "HL-007", firmware: "5.1" },',
      "                              ~~~~~~~~",
      "",
      "  src/fleet/drones.ts:2:78",
      "    2 export interface Drone { firmware: `${number}.${number}.${number}` }",
      "    The expected type comes from property 'firmware' which is declared here on type 'Drone'",
      "",
      "src/routing/planner.ts:10:25 - error TS2532: Object is possibly 'undefined'.",
      "",
      "10     out.push(route.legs[i - 1].position);",
      "",
      "Found 2 errors in 2 files.",
    ];
    expect(logBlocks(lines)).toEqual([
      { start: 0, end: 7 },
      { start: 9, end: 11 },
      { start: 13, end: 13 },
    ]);
    // What tsc prints after its last diagnostic (`--listFiles`) is not part of it.
    const listed = [...lines.slice(0, 12), "", "/home/dev/app/node_modules/@types/node/index.d.ts", "/home/dev/app/src/fleet/drones.ts", "", "Found 2 errors in 2 files."];
    expect(logBlocks(listed)).toEqual([
      { start: 0, end: 7 },
      { start: 9, end: 11 },
      { start: 13, end: 13 },
      { start: 14, end: 14 },
      { start: 16, end: 16 },
    ]);
  });

  it("a tool's one-line status (npm's warning) does not carry the listing printed after it", () => {
    const lines = ['npm warn Unknown user config "nodedir".', "app@1.0.0 /home/dev/app", "├─┬ tsx@4.23.15", "│ └─┬ esbuild@0.28.2", "└─┬ vite@5.4.21", "  └── esbuild@0.21.5"];
    expect(logBlocks(lines)).toEqual([
      { start: 0, end: 0 },
      { start: 1, end: 1 },
      { start: 2, end: 2 },
      { start: 3, end: 3 },
      { start: 4, end: 5 },
    ]);
  });
});

describe("test runner output", () => {
  const passed = (n: number) => Array.from({ length: n }, (_, i) => ` ✓ src/a.test.ts > suite > handles error case ${i} 1ms`);
  const report = [
    " FAIL  src/invoice.test.ts > buildInvoice > applies VAT",
    "AssertionError: expected { a: 1 } to deeply equal { a: 2 }",
    "",
    "- Expected",
    "+ Received",
    "",
    "-   \"vat\": 948,",
    "+   \"vat\": 349,",
    "",
    " ❯ src/invoice.test.ts:88:21",
    "⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯",
  ];

  it("a failure report is one unit through its blank lines, up to the separator", () => {
    expect(failureBlocks(report)).toEqual([[0, 9]]);
  });

  it("node's spec reporter: a ✖ test heads a failure report, which runs to the next passed test (a ✖ or ﹣ line does not end it)", () => {
    const lines = [
      "▶ gift aid",
      "  ✖ totals per donor (2.7ms)",
      "    AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:",
      "    + actual - expected",
      "    ",
      "      {",
      "    -   'D-0155': 0",
      "      }",
      "        at TestContext.<anonymous> (file:///home/dev/shop/test/giftaid.test.js:18:12)",
      "",
      "  ﹣ week 52 is blue (0.2ms) # SKIP",
      "  ✔ handles an empty till (0.1ms)",
    ];
    expect(failureBlocks(lines)).toEqual([[1, 10]]);
    // Its result lines are records of their own, not continuations of the line above.
    expect(logUnits(["  ✔ only signed declarations (1.0ms)", "  ✖ totals per donor (2.7ms)", "  ﹣ week 52 is blue (0.2ms)"])).toEqual([]);
  });

  it("of several failure reports, the one the question reaches (even by its FAIL line alone) comes whole; a question about the totals keeps none", () => {
    const named = (name: string, a: number, b: number) => [
      ` FAIL  src/${name}.test.ts > build > computes ${name}`,
      `AssertionError: expected ${b} to be ${a}`,
      "",
      "- Expected",
      "+ Received",
      "",
      "  Object {",
      ...Array.from({ length: 16 }, (_, i) => `    "field${i}": "unchanged value number ${i}",`),
      `-   "amount": ${a},`,
      `+   "amount": ${b},`,
      "  }",
      "",
      ` ❯ src/build.test.ts:${a % 90}:21`,
      "⎯⎯⎯⎯⎯⎯⎯⎯",
    ];
    const reports = [named("tonnage", 41, 14), named("berths", 12, 21), named("fees", 930, 390), named("duty", 57, 75)];
    const text = [...passed(100), ...reports.flat(), ...passed(100), " Tests  4 failed | 200 passed (204)"].join("\n");
    const kept = pruneLines(text, "Why does the test that computes fees fail?", "logs", opts, new RecoveryStore()).pruned_text.split("\n");
    for (const l of reports[2]!) if (l !== "") expect(kept).toContain(l);
    const totals = pruneLines(text, "How many passed in total?", "logs", opts, new RecoveryStore()).pruned_text.split("\n");
    expect(totals).toContain(" Tests  4 failed | 200 passed (204)");
    for (const r of reports) {
      expect(totals).toContain(r[1]); // the error line, never pruned
      expect(totals).not.toContain(r[23]); // the diff under it
    }
  });

  it("of thirty failure reports, a question about one keeps that one whole; \"which tests failed?\" keeps every FAIL line", () => {
    const report = (m: number) => [
      ` FAIL  src/mod${m}.test.ts > checks > field${m}`,
      `AssertionError: expected ${m + 1} to be ${m}`,
      "",
      "- Expected",
      "+ Received",
      "",
      ...Array.from({ length: 20 }, (_, i) => `    "k${i}": "unchanged ${i}",`),
      `-   "v": ${m},`,
      `+   "v": ${m + 1},`,
      "",
      "⎯⎯⎯⎯⎯⎯⎯⎯",
    ];
    const reports = Array.from({ length: 30 }, (_, m) => report(m));
    const text = [...passed(50), ...reports.flat()].join("\n");
    const one = pruneLines(text, "Why does the mod7 field7 test fail?", "logs", opts, new RecoveryStore()).pruned_text.split("\n");
    for (const l of reports[7]!) if (l !== "") expect(one).toContain(l);
    const which = pruneLines(text, "Which tests failed?", "logs", opts, new RecoveryStore()).pruned_text.split("\n");
    for (const r of reports) expect(which).toContain(r[0]);
  });

  it("passed-test lines that name an error case are not error lines, and do not extend units", () => {
    const text = [...passed(200), ...report, ...passed(200)].join("\n");
    const r = pruneLines(text, "Which fields differ in the failing invoice assertion?", "logs", opts, new RecoveryStore());
    const kept = r.pruned_text.split("\n");
    for (const l of report.slice(0, 10)) expect(kept).toContain(l);
    expect(kept.filter((l) => l.startsWith(" ✓")).length).toBeLessThan(60);
    expect(logUnits([" stderr | a.test.ts > x", " ✓ a.test.ts > x 1ms", " ✓ a.test.ts > y 1ms"])).toEqual([]);
  });
});

describe("a drawn dependency tree", () => {
  /** `npm ls --all`: 60 packages, each with a few dependencies under it, one of them marked invalid. */
  function npmTree(): string[] {
    const out = ["rockpool@1.0.0 /home/dev/rockpool"];
    for (let p = 0; p < 60; p++) {
      out.push(`├─┬ pkg-${p}@1.${p}.0`);
      for (let d = 0; d < 4; d++) out.push(`│ ${d === 3 ? "└──" : "├──"} dep-${p}-${d}@2.${d}.0${d === 1 ? " deduped" : ""}`);
    }
    out[101] = "│ ├── luxon@3.5.0 invalid: \"^2.5.2\" from the root project";
    out.push("", "npm error code ELSPROBLEMS", "npm error invalid: luxon@3.5.0 /home/dev/rockpool/node_modules/luxon");
    return out;
  }

  it("its rows are entries, not continuation lines of a unit", () => {
    expect(logUnits(npmTree().slice(0, 301))).toEqual([]);
  });

  it("a question about the invalid package keeps its row and its parent, not the tree around it", () => {
    const lines = npmTree();
    const r = pruneLines(lines.join("\n"), "npm ls exited with status 1. Which dependency is the problem, and what is wrong with it?", "logs", opts, new RecoveryStore());
    const kept = r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    expect(kept).toContain(lines[101]);
    expect(kept).toContain(lines[97]); // the package it sits under
    expect(kept.length).toBeLessThan(40);
  });

  it("cargo tree's [dev-dependencies] label belongs to the crate at its own column: a question about a dev-dependency keeps that crate", () => {
    const lines = ["$ cargo tree --workspace"];
    for (let c = 0; c < 30; c++) {
      lines.push(`hull-${c} v0.${c}.0 (/home/dev/catamaran/crates/hull-${c})`);
      lines.push(`├── units v0.3.1 (/home/dev/catamaran/crates/units)`);
      lines.push(`│   └── ${c === 17 ? "vpp" : `keel-${c}`} v0.2.0 (/home/dev/catamaran/crates/${c === 17 ? "vpp" : `keel-${c}`})`);
      lines.push(`│       ├── resistance-${c} v0.4.4 (/home/dev/catamaran/crates/resistance-${c})`);
      lines.push(`│       └── stability-${c} v0.6.0 (/home/dev/catamaran/crates/stability-${c})`);
      if (c === 17) lines.push("│       [dev-dependencies]", "│       └── test-fixtures v0.1.0 (/home/dev/catamaran/crates/test-fixtures)");
      lines.push(`└── rig-loads-${c} v0.5.0 (/home/dev/catamaran/crates/rig-loads-${c})`, "");
    }
    const r = pruneLines(lines.join("\n"), "Which crate pulls in test-fixtures, and is it a normal or a dev-dependency?", "logs", opts, new RecoveryStore());
    const kept = r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    expect(kept).toContain("│       └── test-fixtures v0.1.0 (/home/dev/catamaran/crates/test-fixtures)");
    expect(kept).toContain("│       [dev-dependencies]");
    expect(kept).toContain("│   └── vpp v0.2.0 (/home/dev/catamaran/crates/vpp)");
  });

  it("a `tree` entry named in brackets (a `[slug]` route directory) is an entry, not a section label: its parent is its directory", () => {
    const lines = ["$ tree app", "app"];
    for (let p = 0; p < 40; p++) {
      lines.push(`├── part-${p}`);
      for (let f = 0; f < 12; f++) lines.push(`│   ├── part-${p}-${f}.tsx`);
      lines.push("│   └── [slug]", `│       └── ${p === 23 ? "opengraph-image.tsx" : "page.tsx"}`);
    }
    const r = pruneLines(lines.join("\n"), "Which section has an opengraph-image.tsx in its dynamic route?", "logs", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    const kept = r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    expect(kept).toContain("│       └── opengraph-image.tsx");
    expect(kept).toContain("├── part-23");
    expect(kept).not.toContain("│   ├── part-23-11.tsx");
  });
});

describe("crashes and database errors", () => {
  const noise = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `2024-06-11T10:00:${String(i % 60).padStart(2, "0")}Z ${tag} | processed item ${i}`);

  it("a crash that does not say error (exit code, OOM kill) is kept", () => {
    const text = [...noise(300, "api-1"), "worker-1 exited with code 137", ...noise(300, "api-1")].join("\n");
    const r = pruneLines(text, "what happened to the container?", "logs", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    expect(r.pruned_text.split("\n")).toContain("worker-1 exited with code 137");
    expect(r.stats.kept_lines).toBeLessThan(10);
  });

  it("PostgreSQL's DETAIL/HINT/CONTEXT/STATEMENT lines stay with their ERROR", () => {
    const err = [
      "2024-06-11 14:07:43.357 UTC [4128] shop@shop ERROR:  deadlock detected",
      "2024-06-11 14:07:43.357 UTC [4128] shop@shop DETAIL:  Process 4128 waits for ShareLock on transaction 923286; blocked by process 4149.",
      "\tProcess 4149 waits for ShareLock on transaction 923283; blocked by process 4128.",
      "2024-06-11 14:07:43.357 UTC [4128] shop@shop HINT:  See server log for query details.",
      "2024-06-11 14:07:43.357 UTC [4128] shop@shop CONTEXT:  while updating tuple (12,7) in relation \"inventory\"",
      "2024-06-11 14:07:43.357 UTC [4128] shop@shop STATEMENT:  UPDATE inventory SET reserved = reserved + $1 WHERE sku = $2",
    ];
    const text = [...noise(300, "db"), ...err, ...noise(300, "db")].join("\n");
    const r = pruneLines(text, "deadlock", "logs", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    expect(r.stats.kept_lines).toBeLessThan(20);
    for (const l of err) expect(r.pruned_text.split("\n")).toContain(l);
  });
});

describe("grep output", () => {
  it("a relevant match brings the matches next to it in the same file (one snippet), not those of other files", () => {
    const other = Array.from({ length: 200 }, (_, i) => `src/other${i}.js:${i + 1}:const unrelated${i} = ${i};`);
    const snippet = ["src/client.js:915:  calculateBackoff(retriesLeft, max) {", "src/client.js:916:    const initialDelay = 0.5;", "src/client.js:917:    const maxDelay = 8.0;"];
    const text = [...other.slice(0, 100), ...snippet, "src/zzz.js:916:    const initialDelay = 9;", ...other.slice(100)].join("\n");
    const r = pruneLines(text, "How is the backoff computed?", "code", { ...opts, max_prune_ratio: 1, min_keep_lines: 0 }, new RecoveryStore());
    const kept = r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    expect(kept).toEqual(snippet);
  });
});

describe("grep output: what a match is", () => {
  const grepOpts = { ...opts, max_prune_ratio: 1, min_keep_lines: 0 };
  /** The matches kept (markers left out), after checking that most of the output went. */
  const kept = (text: string, q: string) => {
    const out = pruneLines(text, q, "code", grepOpts, new RecoveryStore()).pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    expect(out.length, "pruned to less than half").toBeLessThan(text.split("\n").length / 2);
    return out;
  };

  it("a question about where something is defined keeps the definition among many uses", () => {
    const uses = Array.from({ length: 120 }, (_, i) => `src/requests/c${i}.ts:${10 + i}:7:  retry(this.maxRetries);`);
    // Longer than any use, so the words alone rank it last.
    const definition = "src/client.ts:88:5:    maxRetries: 2, // times a request that failed with a network error or a 5xx is tried again";
    const text = [definition, ...uses].join("\n");
    expect(kept(text, "What is the default maxRetries?")).toContain(definition);
  });

  it("a call passing a value is not where it is defined", () => {
    const calls = Array.from({ length: 120 }, (_, i) => `net/c${i}.py:${i + 1}:5:  get(u, timeout=9)`);
    // Longer than any call, so the words alone rank it last.
    const definition = "net/config.py:12:1:TIMEOUT = 30  # seconds a response may take before the request is abandoned";
    const text = [definition, ...calls].join("\n");
    expect(kept(text, "Where is the default timeout defined?")).toContain(definition);
  });

  it("matches holding only the grepped word go when others hold the question's rarer words too", () => {
    // Every line holds "timeout"; one also holds "connect". Without weighing a match by the
    // share of the question it holds, the budget keeps dozens of the timeout-only lines.
    const only = Array.from({ length: 60 }, (_, i) => `lib/m${i}.py:${i + 1}:5:    self.read_timeout = kwargs.get("read_timeout", DEFAULT_READ_TIMEOUT_${i})`);
    const asked = "lib/net/socket_opts.py:40:5:    connect_timeout = 10";
    const text = [...only.slice(0, 30), asked, ...only.slice(30)].join("\n");
    const out = kept(text, "Where is the connect timeout set?");
    expect(out).toContain(asked);
    expect(out.length).toBeLessThan(5);
  });

  it("a question about where something is checked keeps the conditional among the assignments", () => {
    const sets = Array.from({ length: 120 }, (_, i) => `net/dial${i}.go:${i + 1}:3:\tcfg.InsecureSkipVerify = opts.Insecure`);
    // Longer than any assignment, so the words alone rank it last.
    const check = "crypto/tls/handshake_client.go:873:15:\tif !c.config.InsecureSkipVerify && c.config.VerifyConnection == nil && len(certs) > 0 {";
    const text = [check, ...sets].join("\n");
    expect(kept(text, "Where does the code branch on InsecureSkipVerify?")).toContain(check);
  });

  it("a lock that guards something asks for where the lock is taken, not for conditionals", () => {
    // Every line holds the grepped `synchronize`; the conditionals hold none of the question's words.
    const checks = Array.from({ length: 60 }, (_, i) => `lib/pool/p${i}.rb:${i + 1}:7:      @mutex.synchronize { return if @queue.empty? && @closed }`);
    const taken = "lib/registry.rb:68:9:        REGISTRY_MUTEX.synchronize { spec.activate }";
    // A comment holding all of the question's words scores far above the match asked for,
    // so a conditional's role share (a quarter of the best) would outrank that match.
    const prose = "lib/installer.rb:40:5:  # the lock is taken before a spec's activation, so one thread guards it (synchronize)";
    const text = [taken, prose, ...checks].join("\n");
    for (const q of ["Which lock guards spec activation, and where is it taken?", "Which mutex guards spec activation, and where is it taken?"]) {
      expect(kept(text, q), q).toContain(taken);
    }
    // Without a lock named, guarding is checking: the conditionals are what is asked for;
    // so with a lockfile or a lockout, which lock nothing.
    for (const q of ["Where is the queue guarded against being empty?", "Where is the queue guarded against a stale package-lock.json?", "Where is the queue guarded against an account lockout?"]) {
      expect(kept(text, q).some((l) => l.includes("@queue.empty?")), q).toBe(true);
    }
  });

  it("a definition question about a name that is also a check word (validate, verify, compare) keeps the definition", () => {
    for (const name of ["validate", "verify", "compare", "check", "guard"]) {
      const uses = Array.from({ length: 120 }, (_, i) => `src/m${i}.py:${i + 1}:9:        if self.${name}(item, strict=True): return`);
      // Longer than any use, so the words alone rank it last.
      const definition = `src/core/base.py:40:5:    def ${name}(self, item, strict=False, context=None, *, raise_on_error=True, limit=None):`;
      const text = [definition, ...uses].join("\n");
      expect(kept(text, `Where is the ${name} method defined?`), name).toContain(definition);
    }
  });

  it("a question that does not mention tests prefers matches outside test files", () => {
    const tests = Array.from({ length: 120 }, (_, i) => `tls/h${i}_test.go:${i + 1}:3:\tif !c.InsecureSkipVerify {`);
    // Longer than any test line, so the words alone rank it last.
    const real = "crypto/tls/handshake_client.go:295:15:\tif !c.config.InsecureSkipVerify && c.config.VerifyConnection == nil {";
    const text = [real, ...tests].join("\n");
    expect(kept(text, "Where is InsecureSkipVerify checked?")).toContain(real);
    // Asked about tests, the test files' matches are not discounted: the real line, longer,
    // ranks below them (ties go to the later match), where a discount would lift it first.
    const asked = kept(text, "Which tests check InsecureSkipVerify?");
    expect(asked).not.toContain(real);
    expect(asked.length, "the test files' matches are what is kept").toBeGreaterThan(0);
    expect(asked.every((l) => l.includes("_test.go"))).toBe(true);
  });

  it("a question that asks neither about docs nor a default prefers code to matches in comments (a doc's examples)", () => {
    const docs = Array.from({ length: 120 }, (_, i) => `std/src/w${i}.rs:${i + 10}:9:    /// impl Error for Wrapper<T${i}> {`);
    // As many of the question's words as any comment line, and first: the words alone rank it last (ties go to the later match).
    const real = "std/src/error.rs:687:1:impl<T: Error + ?Sized> Error for Wrapper<T> {";
    const text = [real, ...docs].join("\n");
    expect(kept(text, "Which wrapper types implement Error?")).toContain(real);
    // Asked about the docs, the comments are not discounted.
    expect(kept(text, "Which wrapper types do the doc comments show implementing Error?")).not.toContain(real);
  });

  it("what only looks like a comment in grep output is code: a Rust attribute, a C directive", () => {
    const uses = Array.from({ length: 120 }, (_, i) => `tests/t${i}.rs:${i + 1}:5:    let e = Error::derive(d${i});`);
    const attr = "src/error.rs:12:1:#[derive(Debug, Error)]";
    expect(kept([attr, ...uses].join("\n"), "Which types derive Error?")).toContain(attr);
    const directive = 'include/retry.h:8:1:#error "MAX_RETRIES must be set"';
    const others = Array.from({ length: 120 }, (_, i) => `src/m${i}/retry_test.c:${i + 1}:5:    assert(n <= MAX_RETRIES);`);
    expect(kept([directive, ...others].join("\n"), "Where does the build need MAX_RETRIES set?")).toContain(directive);
  });

  it("a question that rules tests out keeps no test file's match, however well it scores", () => {
    // The test lines hold the question's rarer words; the real ones hold fewer of them.
    const tests = Array.from({ length: 40 }, (_, i) => `crypto/x509/x${i}_test.go:${i + 1}:3:\tt.Setenv("GODEBUG", "x509sha1=1") // insecure SHA-1 signature hint`);
    const real = ["crypto/x509/x509.go:742:43:\t\toverride = \" (temporarily override with GODEBUG=x509sha1=1)\""];
    const text = [...tests.slice(0, 20), ...real, ...tests.slice(20)].join("\n");
    for (const q of ["Outside of tests, where is the x509sha1 GODEBUG hint built?", "Where does the non-test code build the x509sha1 GODEBUG hint?"]) {
      const out = kept(text, q);
      expect(out, q).toContain(real[0]);
      expect(out.filter((l) => l.includes("_test.go")), q).toEqual([]);
    }
  });
});

describe("terms", () => {
  it("a question's own words, less what it quotes (a quoted error message's words ask for no role)", () => {
    expect(unquoted("We get 'x509: cannot verify signature'. Where is the hint built?")).toBe("We get  . Where is the hint built?");
    expect(unquoted('Why does `validate()` say "check failed"?')).toBe("Why does   say  ?");
    // Apostrophes are not quotes.
    expect(unquoted("Where is a log call's level compared with the logger's configured level?")).toBe("Where is a log call's level compared with the logger's configured level?");
  });

  it("line breaks are code's CR/LF, also when the phrase begins with a stop word (\"line\")", () => {
    for (const q of ["Where is header injection through embedded line breaks prevented?", "Which values may hold a newline?"]) {
      expect(queryTerms(q), q).toEqual(expect.arrayContaining(["crlf", "cr", "lf"]));
    }
    expect(queryTerms("Can a value hold new lines or other line endings?")).toEqual(expect.arrayContaining(["crlf", "eol"]));
  });

  it("a name and its number in a question (\"zoom 9\") are looked up as a log writes a field: zoom=9, \"zoom\": 9, zoom: 9", () => {
    const texts = (q: string) => questionLiterals(q).map((l) => l.text);
    const lit = questionLiterals("Buoy B022 at zoom 9 hit a timeout; did the retry succeed?").find((l) => l.text === "zoom=9");
    const lines = ['{"buoy": "B022", "zoom": 9, "bytes": 3438}', '{"zoom":9}', "zoom=9 attempt=2", "ZOOM: 9", '{"zoom": 95}', "zoom=9.5", "maxzoom: 9", "zoom: 90"];
    expect([...literalLines(lines, [lit!])]).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    // A stop word before a number names no field; a version is no field's value.
    expect(texts("Did it fail in the 3 runs on Python 3.11?").filter((l) => /[=:]/.test(l))).toEqual([]);
  });

  it("a method named as documentation names it (`Set#<=>`, `Hash#[]=`, `Set#include?`) is looked up as code; a short operator by its definition", () => {
    const texts = (q: string) => questionLiterals(q).map((l) => l.text);
    expect(texts("What does Set#<=> return when neither set contains the other?")).toEqual(["<=>"]);
    expect(texts("When does Hash#[]= raise?")).toEqual(["[]="]);
    expect(texts("Is Set#include? fast?")).toEqual(["include?"]);
    expect(texts("Does Money#== compare currencies?")).toEqual(["def =="]);
    // An issue number and C# are no method references.
    expect(texts("Is issue #123 about C# code?")).toEqual(["123"]);
  });

  it("a glob in a question is looked up by its fixed parts too (`PIP_*` finds `PIP_CONFIG_FILE`); Python's `*args` and `**kwargs` are no globs", () => {
    const texts = (q: string) => questionLiterals(q).map((l) => l.text);
    expect(texts("Which PIP_* environment variables does pip's own code read?")).toEqual(["PIP_*", "PIP_"]);
    expect(texts("Which `XDG_*_HOME` directories are read?")).toEqual(["XDG_*_HOME", "_HOME", "XDG_"]);
    expect(texts("Which *.test.ts files import it?")).toContain(".test.ts");
    expect(texts("What does `**kwargs` receive, and why *args here, and is a * b a glob?")).toEqual(["**kwargs"]);
    // A star between operands, in a cast or a call, or after a regex's dot is code, looked up whole.
    expect(texts("Why is `timeout*1000` used, what does `(char*)buf` cast, and does `^Error.*timeout` match?")).toEqual(["^Error.*timeout", "timeout*1000", "(char*)buf"]);
    // A star that starts a name in prose is shorthand, not a pattern: its part would be on every matching line.
    expect(texts("When both *_proxy environment variables and the system settings are set, which wins?")).toEqual([]);
    const lines = ['./pip/_vendor/requests/utils.py:197:18:    netrc_file = os.environ.get("NETRC")', './pip/_internal/configuration.py:328:23:        config_file = os.environ.get("PIP_CONFIG_FILE", None)'];
    const { score } = scoredFor(lines, "Which PIP_* environment variables does pip read?")!;
    expect(score[1]).toBeGreaterThan(score[0]! + 1);
  });

  it("a name glued from words and numbers parts after each number (`x509sha1`), and counts whole", () => {
    expect(terms("x509sha1")).toEqual(["x509", "sha1", "x509sha1"]);
    expect(terms("utf8mb4")).toEqual(expect.arrayContaining(["utf8", "mb4"]));
    // A number inside a camelCase part does not split what is not glued.
    expect(terms("Int32Array")).toEqual(["int32", "arrai", "int32array"]);
  });

  it("a number glued to a short prefix of letters (`V23`, `E0308`) is a term of its own as well: \"vat 23\" meets `V23`", () => {
    expect(terms("V23")).toEqual(["v23", "23"]);
    expect(terms("error[E0308]")).toEqual(["error", "e0308", "0308"]);
    expect(terms("TS2322")).toEqual(["ts2322", "2322"]);
    // One digit is no term (`SHA1`); nor, in lower case, a type's width, a name's
    // version or a hash's digits: they would meet every number of a question.
    expect(terms("SHA1")).toEqual(["sha1"]);
    for (const [w, n] of [["u64", "64"], ["sha256", "256"], ["py311", "311"], ["9f5a93a", "93"]] as const) expect(terms(w), w).not.toContain(n);
    const lines = ["VATS['V32-wool'] = dict(", "    reducer='fructose',", "VATS['V23-wool'] = dict(", "    reducer='thiourea_dioxide',"];
    const { score } = scoredFor(lines, "Who changed the reducer of the vat 23 wool recipe?")!;
    expect(score[2]).toBeGreaterThan(score[0]!);
  });

  it("stems words so a question meets identifiers", () => {
    expect(terms("validates")).toEqual(terms("validation"));
    expect(terms("validateEmail")).toEqual(expect.arrayContaining(terms("validation email")));
  });

  it("a question's adjacent words also count joined, to meet compound identifiers", () => {
    expect(queryTerms("what is the retry delay?")).toContain("retrydelay");
    expect(terms("const retryDelay = 1")).toContain("retrydelay");
  });
});

describe("numbered listings (`cat -n`, `nl -ba`)", () => {
  const noMarkers: PruneOptions = { max_prune_ratio: 0.95, min_keep_lines: 1, annotate_lines: false, include_markers: false };
  const numberedFrom = (text: string, first: number) => text.split("\n").map((l, i) => `${String(first + i).padStart(6)}\t${l}`).join("\n");
  const ranges = (r: { annotations: Array<{ original_start_line: number; original_end_line: number }> }) => r.annotations.map((a) => [a.original_start_line, a.original_end_line]);
  const py = [
    "import os",
    "",
    ...Array.from({ length: 60 }, (_, k) => [`def check_${k}(value):`, `    """Reject values below ${k}."""`, `    if value < ${k}:`, `        raise ValueError("value ${k} too small")`, "    return value", ""]).flat(),
    "class Backoff:",
    "    def delay(self, attempt):",
    '        """How long to wait before the next retry."""',
    "        return min(self.cap, self.base * 2 ** attempt)",
    "",
    ...Array.from({ length: 60 }, (_, k) => [`def scale_${k}(value):`, `    return value * ${k}`, ""]).flat(),
  ].join("\n");

  beforeAll(async () => {
    await loadLanguage("python");
  });

  it("the text after the numbers is what is read: the same lines are kept as from the plain file, numbered", async () => {
    for (const q of ["How long does it wait before retrying?", "Which check rejects values below 42?"]) {
      for (const first of [1, 120]) {
        const plain = await prune(py, q, "code", noMarkers, new RecoveryStore(), "python");
        const listed = await prune(numberedFrom(py, first), q, "code", noMarkers, new RecoveryStore(), "python");
        expect(plain.stats.used_fallback, q).toBe(false);
        expect(ranges(listed), `${q} from ${first}`).toEqual(ranges(plain));
        // The reader gets the numbered lines.
        expect(listed.pruned_text.split("\n").every((l) => /^ *\d+\t/.test(l)), q).toBe(true);
      }
    }
    const log = ["Compiling 40 crates", ...Array.from({ length: 120 }, (_, k) => `   Compiling dep${k} v0.${k}.0`), "error[E0308]: mismatched types", " --> src/main.rs:7:5", "error: could not compile `app`"].join("\n");
    const q = "Why did the build fail?";
    expect(ranges(await prune(numberedFrom(log, 1), q, "logs", noMarkers, new RecoveryStore()))).toEqual(ranges(await prune(log, q, "logs", noMarkers, new RecoveryStore())));
  });

  it("what is a listing: consecutive numbers and a tab on every line, `nl`'s unnumbered blank lines allowed", () => {
    expect(numberedListing(["     1\ta = 1", "       ", "     2\tb = 2", "     3\t\tc()", ""])).toEqual(["a = 1", "", "b = 2", "\tc()", ""]);
    expect(numberedListing(["   120\tx", "   121\ty", "   122\tz"])).toEqual(["x", "y", "z"]);
    // A listing cut at a byte limit inside a number.
    expect(numberedListing(["     1\ta", "     2\tb", "     3\tc", "     4"])).toEqual(["a", "b", "c", ""]);
    // A data file's running id is not `cat -n`'s six-column number.
    expect(numberedListing(["1\tAlice\t30", "2\tBob\t41", "3\tCarol\t27"])).toBeUndefined();
    // grep -n's line numbers skip; a line without a number; too short to tell.
    expect(numberedListing(["     3\tx", "     9\ty", "    12\tz"])).toBeUndefined();
    expect(numberedListing(["     1\tx", "plain", "     2\ty", "     3\tz"])).toBeUndefined();
    expect(numberedListing(["     1\tx", "     2\ty"])).toBeUndefined();
  });
});

describe("the unit budget", () => {
  const lines = Array.from({ length: 40 }, (_, i) => `line ${i} ${"x".repeat(20)}`);
  const unit = (start: number, end: number): Unit => ({ start, end, headerEnd: start, kind: "paragraph" });
  const units = [unit(0, 9), unit(10, 19), unit(20, 29), unit(30, 39)];
  const budget = { minChars: 10_000, share: 0, floor: 0.05 };

  it("ranks by score and leaves out, by the evidence it is given, a unit that bears on nothing", () => {
    // Unit 0 ranks first, but its evidence is under 5% of the best evidence (8): it goes. The
    // others stay in the order of their scores, not of their evidence; by the best score (90)
    // units 1 and 3 would fall under the floor too.
    const score = Float64Array.from([90, 50, 30, 10]);
    const evidence = Float64Array.from([0.1, 2, 8, 4]);
    expect(bestWithinBudget(lines, units, score, budget, "earlier", evidence)).toEqual([1, 2, 3]);
    // Without evidence, the floor reads the score itself.
    expect(bestWithinBudget(lines, units, Float64Array.from([9, 5, 3, 0.2]), budget, "earlier")).toEqual([0, 1, 2]);
  });
});

describe("round 20: a word the text writes only cut short", () => {
  const lines = [
    "2026-02-14 09:58:47 WARNING liftops.maint: Beginner Carpet: belt tension low",
    "2026-02-14 09:59:02 INFO    liftops.main: gates open",
    "2026-02-14 09:59:40 INFO    liftops.maintain: nothing",
    "2026-02-14 10:00:00 INFO    liftops.gates: queue 5 min",
  ];
  const score = (text: string[], q: string) => Array.from(scoredFor(text, q, "logs")?.score ?? []);

  it("a question's word absent from the text counts on a cut-off form of it, five letters at least", () => {
    const s = score(lines, "Was any maintenance problem flagged during the day?");
    // `maint` is maintenance cut short; `main` is a word of its own; `maintain` is no cut of it.
    expect(s[0]).toBeGreaterThan(0);
    expect(s[1]).toBe(0);
    expect(s[2]).toBe(0);
  });

  it("a question's word that is a text's word and a suffix (statement, counter, directory) is a word of its own", () => {
    const log = ["2026-02-14 09:58:47 DEBUG pool: state=idle conns=4", "2026-02-14 09:58:48 DEBUG pool: counted 4 idle", "2026-02-14 09:58:49 DEBUG fs: direct io on"];
    // Nothing in the log answers: no line scores.
    expect(score(log, "Which statement was slow, which counter overflowed, which directory filled up?").some((x) => x > 0)).toBe(false);
  });

  it("a text that writes the word whole names it that way: its cut-off forms count for nothing", () => {
    const s = score([...lines, "2026-02-14 18:00:00 INFO    liftops.report: maintenance window 22:00"], "Was any maintenance problem flagged during the day?");
    expect(s[0]).toBe(0);
    expect(s[4]).toBeGreaterThan(0);
  });
});

describe("round 20: the word code uses for what the question names otherwise", () => {
  it("a cutoff meets `threshold`, nesting meets `depth`, a removed entry meets `delete`", () => {
    const lines = [
      "static constexpr size_t __small_size_threshold() noexcept { return 20; }",
      "var defaults = { depth: 5, arrayLimit: 20 };",
      "      this.#delete(k);",
      "function formatEntry(entry) { return String(entry); }",
      "  if (signal.aborted) throw new AbortError();",
    ];
    const s = (q: string) => Array.from(scoredFor(lines, q, "code")?.score ?? []);
    expect(s("What decides the cutoff for a linear scan?")[0]).toBeGreaterThan(0);
    expect(s("How many levels of nesting are split?")[1]).toBeGreaterThan(0);
    expect(s("Is the expired entry removed?")[2]).toBeGreaterThan(0);
    expect(s("What happens when the request is cancelled?")[4]).toBeGreaterThan(0);
  });

  it("not a word every line of a language holds: finish is no Ruby `end`, replace no Perl `sub`", () => {
    // A Ruby method, then a Perl one.
    const lines = ["def run", "  @finished_at = Time.now", "end", "sub render {", "  s/foo/bar/;", "}"];
    const s = (q: string) => Array.from(scoredFor(lines, q, "code")?.score ?? []);
    expect(s("When does the worker finish?")[2] ?? 0).toBe(0);
    expect(s("Where does it replace text?")[3] ?? 0).toBe(0);
  });
});
