import http from "node:http";
import type { AddressInfo } from "node:net";
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir, RawServer } from "./helpers/rawServer.js";
import { omittedRanges } from "./helpers/markers.js";

// Pruning through the built server against a real HTTP pruner on 127.0.0.1 that
// misbehaves on purpose. Raw output must come back, with exact metadata, whatever
// the pruner does.

type Mode = "ok" | "slow" | "500" | "not-json" | "no-field" | "reset" | "grep-garbage" | "content-field";

let mode: Mode = "ok";
let received: Array<{ method: string; contentType: string | undefined; body: any }> = [];
let pruner: http.Server;
let prunerUrl: string;
let deadUrl: string;
let server: RawServer;
let base: string;

const FILE = Array.from({ length: 40 }, (_, i) => `line ${i + 1}: ${i === 19 ? "the answer is 42" : "filler text"}`).join("\n") + "\n";

/** A "pruner" that keeps lines mentioning the query's last word and marks the rest like SWE-Pruner. */
function pruneLike(code: string, query: string): string {
  const word = query.split(/\s+/).at(-1)!.replace(/\?$/, "");
  const out: string[] = [];
  let filtered = 0;
  for (const line of code.split("\n")) {
    if (line.includes(word)) {
      if (filtered) out.push(`(filtered ${filtered} lines)`);
      filtered = 0;
      out.push(line);
    } else filtered++;
  }
  if (filtered) out.push(`(filtered ${filtered} lines)`);
  return out.join("\n");
}

beforeAll(async () => {
  pruner = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body);
      received.push({ method: req.method!, contentType: req.headers["content-type"], body: parsed });
      switch (mode) {
        case "ok":
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ pruned_code: pruneLike(parsed.code, parsed.query), score: 0.9, kept_frags: [20], origin_token_cnt: 100, left_token_cnt: 10, error_msg: null }));
          return;
        case "content-field":
          res.end(JSON.stringify({ content: "CONTENT FIELD", text: "TEXT FIELD" }));
          return;
        case "slow":
          setTimeout(() => res.end(JSON.stringify({ pruned_code: "late" })), 3000);
          return;
        case "500":
          res.statusCode = 500;
          res.end("boom");
          return;
        case "not-json":
          res.end("<html>not json</html>");
          return;
        case "no-field":
          res.end(JSON.stringify({ score: 1 }));
          return;
        case "reset":
          req.socket.destroy();
          return;
        case "grep-garbage":
          res.end(JSON.stringify({ pruned_code: "this is not a grep line" }));
          return;
      }
    });
  });
  await new Promise<void>((r) => pruner.listen(0, "127.0.0.1", r));
  prunerUrl = `http://127.0.0.1:${(pruner.address() as AddressInfo).port}/prune`;
  // A port that was just free: nothing listens there.
  const tmp = http.createServer();
  await new Promise<void>((r) => tmp.listen(0, "127.0.0.1", r));
  deadUrl = `http://127.0.0.1:${(tmp.address() as AddressInfo).port}/prune`;
  await new Promise((r) => tmp.close(r));

  base = makeTempDir();
  mkdirSync(path.join(base, "src"));
  writeFileSync(path.join(base, "doc.txt"), FILE);
  writeFileSync(path.join(base, "src", "a.ts"), "const answer = 42;\nconst other = 1;\n// answer again\n");
  server = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: prunerUrl, PRUNER_TIMEOUT_MS: "300", PRUNER_MAX_INPUT_BYTES: "1024" });
  await server.initialize();
});

afterAll(async () => {
  await server.close();
  await new Promise((r) => pruner.close(r));
  rmSync(base, { recursive: true, force: true });
});

beforeEach(() => {
  mode = "ok";
  received = [];
});

const rawBytes = Buffer.byteLength(FILE);

describe("successful pruning", () => {
  it("read: POSTs {code, query} as JSON, replaces content, sets applied metadata and a one-line note", async () => {
    const r = await server.call("read", { file_path: "doc.txt", context_focus_question: "  where is the answer?  " });
    expect(received).toEqual([{ method: "POST", contentType: "application/json", body: { code: FILE, query: "where is the answer?" } }]);
    const pruned = pruneLike(FILE, "where is the answer?");
    const sc = r.result.structuredContent;
    expect(sc.content).toBe(pruned);
    expect(sc.pruning).toEqual({
      attempted: true,
      applied: true,
      fallback: false,
      raw_bytes: rawBytes,
      pruned_bytes: Buffer.byteLength(pruned),
      pruner_duration_ms: expect.any(Number),
      engine: "http",
      // SWE-Pruner's "(filtered N lines)" markers are counted.
      removed_lines: FILE.split("\n").length - pruned.split("\n").filter((l) => !l.startsWith("(filtered")).length,
      raw_lines: FILE.endsWith("\n") ? FILE.split("\n").length - 1 : FILE.split("\n").length,
    });
    const text = r.result.content[0].text as string;
    expect(text.startsWith(pruned)).toBe(true);
    // One short line under the text: how many lines went, and how to get them back.
    expect(text.slice(pruned.length)).toBe(`\n[${sc.pruning.removed_lines} of ${sc.pruning.raw_lines} lines omitted; read them with offset/limit]`);
    const start = await server.waitForEvent("pruner.call_start");
    expect(start.data).toEqual({ endpoint: prunerUrl, tool: "read", input_bytes: rawBytes });
    await server.waitForEvent("tool.respond_ok", 5000, (l) => l.data?.mode === "pruned");
  });

  it("the pruned text is read from content when pruned_code is absent", async () => {
    mode = "content-field";
    const r = await server.call("read", { file_path: "doc.txt", context_focus_question: "answer?" });
    expect(r.result.structuredContent.content).toBe("CONTENT FIELD");
  });

  it("bash: prunes stdout when it is non-empty, else stderr", async () => {
    const out = await server.call("bash", { command: "printf 'a answer\\nb\\n'; echo keep-me >&2", context_focus_question: "answer" });
    expect(received.at(-1)!.body.code).toBe("a answer\nb\n");
    expect(out.result.structuredContent).toMatchObject({ stdout: "a answer\n(filtered 2 lines)", stderr: "keep-me\n" });
    const err = await server.call("bash", { command: "printf 'x answer\\ny\\n' >&2", context_focus_question: "answer" });
    expect(received.at(-1)!.body.code).toBe("x answer\ny\n");
    expect(err.result.structuredContent).toMatchObject({ stdout: "", stderr: "x answer\n(filtered 2 lines)" });
  });

  it("grep: the pruned text is parsed back into matches, skipping marker lines", async () => {
    const r = await server.call("grep", { pattern: "const", fixed_string: true, path: "src", context_focus_question: "answer" });
    expect(received.at(-1)!.body.code).toBe("src/a.ts:1:1:const answer = 42;\nsrc/a.ts:2:1:const other = 1;");
    expect(r.result.structuredContent.matches).toEqual([{ path: "src/a.ts", line: 1, column: 1, text: "const answer = 42;" }]);
    expect(r.result.structuredContent.match_count).toBe(1);
    expect(r.result.structuredContent.pruning.applied).toBe(true);
  });
});

describe("pruner failures fall back to the raw output", () => {
  const cases: Array<[Mode | "down", "timeout" | "http_error" | "invalid_response"]> = [
    ["down", "http_error"],
    ["slow", "timeout"],
    ["500", "http_error"],
    ["not-json", "invalid_response"],
    ["no-field", "invalid_response"],
    ["reset", "http_error"],
  ];
  it.each(cases)("pruner %s → %s", async (m, code) => {
    let s = server;
    if (m === "down") {
      s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: deadUrl, PRUNER_TIMEOUT_MS: "300" });
      await s.initialize();
    } else mode = m;
    try {
      const started = Date.now();
      const since = s.logs.length;
      const r = await s.call("read", { file_path: "doc.txt", context_focus_question: "where is the answer?" });
      expect(Date.now() - started).toBeLessThan(2500);
      const sc = r.result.structuredContent;
      expect(r.result.isError).toBeUndefined();
      expect(sc.content).toBe(FILE);
      expect(sc.pruning).toEqual({
        attempted: true,
        applied: false,
        fallback: true,
        reason: "pruner_error",
        raw_bytes: rawBytes,
        pruner_duration_ms: expect.any(Number),
        error: { code, message: expect.any(String) },
      });
      // The whole output and nothing else: a note is only for removed lines (the reason is in the metadata).
      expect(r.result.content[0].text).toBe(FILE);
      const failed = await s.waitForEvent("pruner.call_failed", 5000, () => true, since);
      expect(failed.data).toMatchObject({ tool: "read", reason: code });
      await s.waitForEvent(`pruner.${code}`, 5000, () => true, since);
    } finally {
      if (s !== server) await s.close();
    }
  });

  it("grep: a pruned text that does not parse is invalid_response with the raw matches", async () => {
    mode = "grep-garbage";
    const r = await server.call("grep", { pattern: "answer", path: "src", context_focus_question: "answer" });
    expect(r.result.structuredContent.matches).toHaveLength(2);
    expect(r.result.structuredContent.pruning).toMatchObject({ fallback: true, error: { code: "invalid_response" } });
  });
});

describe("prune_check skips", () => {
  it("output above PRUNER_MAX_INPUT_BYTES is too_large and never sent", async () => {
    const r = await server.call("bash", { command: "seq 1 1000", context_focus_question: "which numbers?" });
    expect(received).toHaveLength(0);
    expect(r.result.structuredContent.pruning).toEqual({ attempted: false, applied: false, fallback: false, reason: "too_large", raw_bytes: 3893 });
  });

  it("empty output is output_empty and never sent", async () => {
    const r = await server.call("bash", { command: "true", context_focus_question: "anything?" });
    expect(received).toHaveLength(0);
    expect(r.result.structuredContent.pruning).toEqual({ attempted: false, applied: false, fallback: false, reason: "output_empty", raw_bytes: 0 });
  });

  it("max_output_bytes truncates before the eligibility check (raw_bytes after truncation)", async () => {
    const r = await server.call("bash", { command: "seq 1 1000", max_output_bytes: 1024, context_focus_question: "which numbers?" });
    expect(r.result.structuredContent.truncated).toBe(true);
    expect(received).toHaveLength(1);
    expect(Buffer.byteLength(received[0]!.body.code)).toBeLessThanOrEqual(1024);
    expect(r.result.structuredContent.pruning.raw_bytes).toBe(Buffer.byteLength(received[0]!.body.code));
  });
});

describe("text-only result format (decision 12)", () => {
  it("drops structuredContent and moves the metadata to _meta", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: prunerUrl, MCP_PRUNER_RESULT_FORMAT: "text" });
    try {
      await s.initialize();
      const r = await s.call("read", { file_path: "doc.txt", context_focus_question: "where is the answer?" });
      expect(r.result.structuredContent).toBeUndefined();
      expect(r.result.content[0].text.startsWith(pruneLike(FILE, "answer?"))).toBe(true);
      expect(r.result._meta.jeeves).toMatchObject({ schemaVersion: 1, tool: "read", file_path: "doc.txt", pruning: { applied: true } });
      expect(r.result._meta.jeeves.content).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});

describe("the embedded engine (decision 5)", () => {
  const BIG = [...Array.from({ length: 300 }, (_, i) => `const filler${i} = ${i};`), "function retryDelay(attempt) {", "  return 100 * 2 ** attempt;", "}", ...Array.from({ length: 300 }, (_, i) => `const more${i} = ${i};`)].join("\n") + "\n";

  it("PRUNER_URL=builtin prunes in-process, with compact markers naming the removed ranges", async () => {
    writeFileSync(path.join(base, "retry.js"), BIG);
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const r = await s.call("read", { file_path: "retry.js", context_focus_question: "How is the retry delay computed?" });
      const sc = r.result.structuredContent;
      expect(sc.pruning).toMatchObject({ attempted: true, applied: true, fallback: false, engine: "builtin" });
      expect(sc.pruning.pruned_bytes).toBeLessThan(sc.pruning.raw_bytes / 2);
      expect(sc.content).toContain("  return 100 * 2 ** attempt;");
      // [N lines A-B omitted] in the MCP output (the canonical marker stays /rpc's contract).
      const markers = (sc.content as string).split("\n").filter((l) => l.startsWith("["));
      expect(markers.length).toBeGreaterThan(0);
      // Every bracketed line is a well-formed marker, and counts the lines it names.
      expect(omittedRanges(sc.content as string)).toHaveLength(markers.length);
      for (const m of omittedRanges(sc.content as string)) expect(m.count).toBe(m.end - m.start + 1);
      expect(sc.content).not.toContain("⟦PRUNÉ");
    } finally {
      await s.close();
    }
  });

  it("a pruned read of a line range names the removed lines as the file numbers them; offset/limit reads them back", async () => {
    const lines = Array.from({ length: 300 }, (_, i) => (i === 180 ? "function retryDelay(attempt) { return 100 * 2 ** attempt; }" : `const filler${i} = ${i};`));
    writeFileSync(path.join(base, "range.js"), lines.join("\n") + "\n");
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const r = await s.call("read", { file_path: "range.js", offset: 101, limit: 150, context_focus_question: "How is the retry delay computed?" });
      const sc = r.result.structuredContent;
      expect(sc.pruning.applied).toBe(true);
      expect(sc.content).toContain(lines[180]);
      const ranges = omittedRanges(sc.content as string).map((m) => [m.start, m.end] as const);
      expect(ranges.length).toBeGreaterThan(0);
      for (const [a, b] of ranges) {
        expect(a).toBeGreaterThanOrEqual(101);
        expect(b).toBeLessThanOrEqual(250);
        const back = await s.call("read", { file_path: "range.js", offset: a, limit: b - a + 1 });
        expect(back.result.structuredContent.content.replace(/\n$/, "").split("\n")).toEqual(lines.slice(a - 1, b));
      }
    } finally {
      await s.close();
    }
  });

  /** A 600-line file whose one relevant line is 301, written under `name`, and a server that has pruned a read of it. */
  const prunedRetryFile = async (name: string) => {
    const lines = Array.from({ length: 600 }, (_, i) => (i === 300 ? "function retryDelay(attempt) { return 100 * 2 ** attempt; }" : `const filler${i} = ${i};`));
    writeFileSync(path.join(base, name), lines.join("\n") + "\n");
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin", MCP_PRUNER_RESULT_FORMAT: "text" });
    try {
      await s.initialize();
      const prunedText = (await s.call("read", { file_path: name, context_focus_question: "How is the retry delay computed?" })).result.content[0].text as string;
      return { lines, s, prunedText };
    } catch (e) {
      await s.close();
      throw e;
    }
  };

  it("reading back removed lines is a pruner.recovered event; a changed file gets a note; the run's summary counts it all", async () => {
    const { lines, s, prunedText } = await prunedRetryFile("recover.js");
    try {
      const pruned = await s.waitForEvent("pruner.call_ok");
      // The first removed run, as its marker names it.
      const { start: a, end: b } = omittedRanges(prunedText)[0]!;
      const text = (await s.call("read", { file_path: "recover.js", offset: a!, limit: 1 })).result.content[0].text as string;
      expect(text).toBe(`${lines[a! - 1]}\n`);
      const first = await s.waitForEvent("pruner.recovered");
      expect(first.data).toEqual({ pruned_request_ids: [pruned.request_id], file: "recover.js", ranges: [[a, a]], lines: 1, changed: false });
      expect(b).toBeGreaterThan(a! + 2);
      // A read of kept lines only (the answer itself) is not a recovery.
      await s.call("read", { file_path: "recover.js", offset: 301, limit: 1 });
      appendFileSync(path.join(base, "recover.js"), "// edited\n");
      const after = (await s.call("read", { file_path: "recover.js", offset: a! + 1, limit: 2 })).result.content[0].text as string;
      expect(after).toContain("[recover.js changed since it was pruned: the line ranges its markers named may have moved]");
      const second = await s.waitForEvent("pruner.recovered", 5000, (l) => l.data?.changed === true);
      expect(second.data).toMatchObject({ ranges: [[a! + 1, a! + 2]], lines: 2, changed: true });
      s.child.kill("SIGTERM");
      await s.exited;
      const summary = s.logs.find((l) => l.event === "mcp_pruner.summary")!;
      expect(summary.data).toMatchObject({ calls: 4, pruned_calls: 1, recoveries: 2, recovered_lines: 3 });
      expect(summary.data!.tokens_returned as number).toBeLessThan(summary.data!.tokens_raw as number);
      expect(s.logs.at(-1)!.event).toBe("mcp_pruner.stopped");
    } finally {
      await s.close();
    }
  });

  it("a read cut short by max_output_bytes recovers only the lines it returned", async () => {
    const { s, prunedText } = await prunedRetryFile("cut.js");
    try {
      const { start: a, end: b } = omittedRanges(prunedText)[0]!;
      // No offset/limit: the result names no end line, only its content says where it stops.
      const r = await s.call("read", { file_path: "cut.js", max_output_bytes: 1024 });
      // Every line shown counts, the last one even when the cap cut it in the middle.
      const returned = (r.result.content[0].text as string).split("\n").filter((l) => l !== "" && !l.startsWith("[truncated")).length;
      // Cut short inside the first removed run.
      expect(returned).toBeGreaterThan(a!);
      expect(returned).toBeLessThan(b!);
      const ev = await s.waitForEvent("pruner.recovered");
      expect(ev.data).toMatchObject({ file: "cut.js", ranges: [[a, returned]], lines: returned - a! + 1 });
    } finally {
      await s.close();
    }
  });

  it("reading the saved whole output of a pruned bash call is a recovery; the summary is written at stdin EOF too", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const cmd = "for i in $(seq 1 300); do echo \"INFO request $i served\"; done; echo 'payment gateway answered 502 for order 77'";
      const r = await s.call("bash", { command: cmd, context_focus_question: "What did the payment gateway answer for order 77?" });
      const file: string = r.result.structuredContent.pruning.full_output;
      await s.call("read", { file_path: file, offset: 10, limit: 5 });
      const ev = await s.waitForEvent("pruner.recovered");
      expect(ev.data).toMatchObject({ file, ranges: [[10, 14]], lines: 5, changed: false });
      s.child.stdin.end();
      await s.exited;
      expect(s.logs.find((l) => l.event === "mcp_pruner.summary")?.data).toMatchObject({ calls: 2, pruned_calls: 1, recoveries: 1, recovered_lines: 5 });
    } finally {
      await s.close();
    }
  });

  it("pruned bash output is kept in a file inside the root; read with offset/limit brings back the lines a marker names", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const cmd = "for i in $(seq 1 200); do echo \"INFO request $i served\"; done; echo 'payment gateway answered 502 for order 77'; for i in $(seq 201 300); do echo \"INFO request $i served\"; done";
      const r = await s.call("bash", { command: cmd, context_focus_question: "What did the payment gateway answer for order 77?" });
      const sc = r.result.structuredContent;
      expect(sc.pruning).toMatchObject({ applied: true, engine: "builtin" });
      expect(sc.stdout).toContain("payment gateway answered 502 for order 77");
      const file: string = sc.pruning.full_output;
      expect(file).toMatch(/^\.mcp-pruner\/outputs\/out-\d+\.txt$/);
      expect(r.result.content[0].text).toContain(`all in ${file}]`);
      // The first marker's range, read back from the file, is exactly those lines of the raw output.
      const { start, end } = omittedRanges(sc.stdout)[0]!;
      const back = await s.call("read", { file_path: file, offset: start, limit: end - start + 1 });
      const expected = Array.from({ length: end - start + 1 }, (_, k) => start + k).map((n) => (n <= 200 ? `INFO request ${n} served` : n === 201 ? "payment gateway answered 502 for order 77" : `INFO request ${n - 1} served`));
      expect(back.result.structuredContent.content.replace(/\n$/, "").split("\n")).toEqual(expected);
      expect(readFileSync(path.join(base, ".mcp-pruner/.gitignore"), "utf8")).toContain("*");
    } finally {
      await s.close();
    }
  });

  it("a search's output that is grep's and nothing else is pruned as the grep tool's: a matched line naming an error is not the command's error", async () => {
    // A project where `load(` is called in 120 files, a few of the calls throwing; the asked
    // call sorts first, the throwing ones far from it (the server keeps at least a tenth
    // of the lines, nearest the kept ones).
    const proj = path.join(base, "loadproj");
    mkdirSync(path.join(proj, "src/config"), { recursive: true });
    mkdirSync(path.join(proj, "src/validators"), { recursive: true });
    writeFileSync(path.join(proj, "src/config/retry.js"), "const env = process.env;\n\nexport const retryDelay = load(env.RETRY_DELAY_MS);\n");
    for (let i = 0; i < 114; i++) writeFileSync(path.join(proj, `src/mod${i}.js`), `export const v${i} = load(input${i});\n`);
    for (let i = 0; i < 5; i++) writeFileSync(path.join(proj, `src/validators/check${i}.js`), `export const c${i} = load(input${i}) ?? throw new Error("bad input ${i}");\n`);
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const q = "Where is the retry delay read from the environment?";
      const grepOnly = (await s.call("bash", { command: "grep -rn 'load(' src | sort", cwd: "loadproj", context_focus_question: q })).result.structuredContent;
      expect(grepOnly.stdout.split("\n").filter((l: string) => l.includes("load(")).length + (grepOnly.pruning.removed_lines ?? 0)).toBe(120);
      expect(grepOnly.pruning).toMatchObject({ applied: true, engine: "builtin" });
      expect(grepOnly.stdout).toContain("src/config/retry.js:3:export const retryDelay = load(env.RETRY_DELAY_MS);");
      expect(grepOnly.stdout).not.toContain("throw new Error");
      // The same search, and a line of the command's own in what is pruned: command output again.
      const mixed = (await s.call("bash", { command: "grep -rn 'load(' src missing 2>&1 | sort", cwd: "loadproj", context_focus_question: q })).result.structuredContent;
      expect(mixed.stdout).toMatch(/grep: missing: No such file or directory/);
      expect(mixed.pruning).toMatchObject({ applied: true, engine: "builtin" });
      expect(mixed.stdout).toContain("src/config/retry.js:3:export const retryDelay = load(env.RETRY_DELAY_MS);");
      expect(mixed.stdout.split("\n").filter((l: string) => l.includes("throw new Error")).length).toBe(5);
    } finally {
      await s.close();
    }
  });

  /** Code that throws in many places, none of them about the question; the answer is lines 401-403. */
  const THROWING_CHECKS = (() => {
    const fn = (k: number) => [`function check${k}(v) {`, `  if (v < ${k}) throw new Error("value ${k} too small");`, "  return v;", "}", ""];
    return [...Array.from({ length: 80 }, (_, k) => fn(k)).flat(), "function retryDelay(attempt) {", "  return 100 * 2 ** attempt;", "}", ...Array.from({ length: 80 }, (_, k) => fn(k + 80)).flat()].join("\n") + "\n";
  })();

  it("a file printed by `cat`, `head`, `tail` or `sed -n 'a,bp'` in bash is pruned as the read tool's file (its name picks the grammar)", async () => {
    writeFileSync(path.join(base, "checks.js"), THROWING_CHECKS);
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const q = "How is the retry delay computed?";
      for (const command of ["cat checks.js", "head -n 1000 checks.js", "sed -n '1,1000p' checks.js", "tail -n 1000 'checks.js'"]) {
        const sc = (await s.call("bash", { command, context_focus_question: q })).result.structuredContent;
        expect(sc.pruning, command).toMatchObject({ applied: true, engine: "builtin" });
        expect(sc.stdout, command).toContain("  return 100 * 2 ** attempt;");
        // As command output, every line that throws an Error would stay.
        expect(sc.stdout.split("\n").filter((l: string) => l.includes("throw new Error")).length, command).toBeLessThan(20);
      }
      // Two files, or anything more than the printing, is command output: its error lines stay.
      const piped = (await s.call("bash", { command: "cat checks.js | cat", context_focus_question: q })).result.structuredContent;
      expect(piped.stdout.split("\n").filter((l: string) => l.includes("throw new Error")).length).toBe(160);
    } finally {
      await s.close();
    }
  });

  it("a file printed with its line numbers (`cat -n`, `nl -ba f | sed -n 'a,bp'`) is pruned as code, the numbers kept", async () => {
    writeFileSync(path.join(base, "numbered.js"), THROWING_CHECKS);
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin" });
    try {
      await s.initialize();
      const q = "How is the retry delay computed?";
      for (const command of ["cat -n numbered.js", "nl -ba numbered.js | sed -n '1,1000p'", "sed -n '1,1000p' numbered.js | nl -ba"]) {
        const sc = (await s.call("bash", { command, context_focus_question: q })).result.structuredContent;
        expect(sc.pruning, command).toMatchObject({ applied: true, engine: "builtin" });
        expect(sc.stdout, command).toContain("   401\tfunction retryDelay(attempt) {\n   402\t  return 100 * 2 ** attempt;");
        expect(sc.stdout.split("\n").filter((l: string) => l.includes("throw new Error")).length, command).toBeLessThan(20);
      }
    } finally {
      await s.close();
    }
  });

  it("MCP_PRUNER_FULL_OUTPUT_DIR='' keeps no file", async () => {
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: "builtin", MCP_PRUNER_FULL_OUTPUT_DIR: "" });
    try {
      await s.initialize();
      const r = await s.call("bash", { command: "seq 1 300; echo needle", context_focus_question: "where is the needle?" });
      expect(r.result.structuredContent.pruning.applied).toBe(true);
      expect(r.result.structuredContent.pruning.full_output).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it("PRUNER_URL unset and nothing listening on the default URL: the embedded engine prunes", async () => {
    const net = await import("node:net");
    const busy = await new Promise<boolean>((resolve) => {
      const sock = net.connect(8000, "localhost");
      sock.once("connect", () => (sock.destroy(), resolve(true)));
      sock.once("error", () => resolve(false));
    });
    if (busy) return; // something listens on 8000 here: the HTTP path applies, covered above
    writeFileSync(path.join(base, "retry.js"), BIG);
    const s = new RawServer({ MCP_PRUNER_CWD: base, PRUNER_URL: undefined });
    try {
      await s.initialize();
      const r = await s.call("read", { file_path: "retry.js", context_focus_question: "How is the retry delay computed?" });
      expect(r.result.structuredContent.pruning).toMatchObject({ applied: true, engine: "builtin" });
      const start = await s.waitForEvent("pruner.call_start");
      expect(start.data?.endpoint).toBe("http://localhost:8000/prune");
    } finally {
      await s.close();
    }
  });
});
