import { writeFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/server/logger.js";
import type { Pruner } from "../src/server/pruners/http.js";
import { RequestRunner } from "../src/server/requestRunner.js";
import { TOOLS } from "../src/server/server.js";
import { eventually, makeTmpRoot, type TmpRoot } from "./helpers/tmpRoot.js";

// The request runner with the real request machine and tools, and a pruner that
// fails in ways the HTTP adapter never does (it throws): the raw output comes back
// and the metadata reports how long the failed call really took.

let t: TmpRoot;
beforeEach(() => {
  t = makeTmpRoot();
  writeFileSync(path.join(t.root, "a.ts"), Array.from({ length: 50 }, (_, i) => `const v${i} = ${i};`).join("\n"));
});
afterEach(() => t.cleanup());

function runnerWith(pruner: Pruner, timeout_ms = 30_000) {
  const sent: JSONRPCMessage[] = [];
  const events: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) events.push(JSON.parse(line));
      done();
    },
  });
  const runner = new RequestRunner({
    tools: TOOLS,
    root: t.root,
    grepEngine: "grep",
    pruner,
    prunerSettings: { enabled: true, endpoint: pruner.endpoint, timeout_ms, max_input_bytes: 262144 },
    resultFormat: () => "structured",
    logger: createLogger("debug", sink),
    send: async (m) => void sent.push(m),
  });
  return { runner, sent, events };
}

const waitFor = async (cond: () => boolean) => expect(await eventually(cond)).toBe(true);

describe("a pruner that throws", () => {
  it.each([
    ["synchronously", (): Promise<never> => {
      throw new Error("engine exploded");
    }],
    ["in its promise", async (): Promise<never> => {
      throw new Error("engine exploded");
    }],
  ])("%s: raw output, fallback with the real duration, not the timeout", async (_how, prune) => {
    const { runner, sent, events } = runnerWith({ endpoint: "builtin", prune }, 30_000);
    const started = Date.now();
    runner.handle(1, { name: "read", arguments: { file_path: "a.ts", context_focus_question: "What does the constructor do?" } });
    await waitFor(() => sent.length === 1);
    const result = (sent[0] as unknown as { result: { structuredContent: { content: string; pruning: Record<string, unknown> } } }).result;
    expect(result.structuredContent.content).toContain("const v49 = 49;");
    expect(result.structuredContent.pruning).toMatchObject({ attempted: true, applied: false, fallback: true, reason: "pruner_error" });
    expect(result.structuredContent.pruning.error).toMatchObject({ message: expect.stringContaining("engine exploded") });
    expect(result.structuredContent.pruning.pruner_duration_ms as number).toBeLessThanOrEqual(Date.now() - started);
    expect(result.structuredContent.pruning.pruner_duration_ms as number).toBeLessThan(30_000);
    await waitFor(() => events.some((e) => e.event === "pruner.call_failed"));
  });
});

describe("what the recovery ledger remembers", () => {
  // Lines 2-49 of a.ts removed, as a pruner's compact marker says.
  const prunedText = ["const v0 = 0;", "[48 lines 2-49 omitted]", "const v49 = 49;"].join("\n");

  it("a pruned result that came too late (the call already answered raw) is not remembered: reading those lines is no recovery", async () => {
    // An engine that ignores the signal, as the embedded one does: it answers after the timeout.
    let lateAnswered!: () => void;
    const late = new Promise<void>((r) => (lateAnswered = r));
    const slow: Pruner = {
      endpoint: "builtin",
      prune: (_code, _query, signal) =>
        new Promise((resolve) =>
          signal!.addEventListener("abort", () =>
            setTimeout(() => {
              resolve({ ok: true, text: prunedText, duration_ms: 150, engine: "builtin" });
              lateAnswered();
            }, 20),
          ),
        ),
    };
    const { runner, sent, events } = runnerWith(slow, 100);
    runner.handle(1, { name: "read", arguments: { file_path: "a.ts", context_focus_question: "What is v10?" } });
    await waitFor(() => sent.length === 1);
    expect((sent[0] as any).result.structuredContent.pruning).toMatchObject({ applied: false, fallback: true, reason: "pruner_error", error: { code: "timeout" } });
    await late; // the late answer has arrived
    // A turn of the event loop, so a runner that did remember it would have done so by now.
    await new Promise<void>((r) => setImmediate(r));
    runner.handle(2, { name: "read", arguments: { file_path: "a.ts", offset: 10, limit: 2 } });
    await waitFor(() => sent.length === 2);
    await runner.whenIdle();
    expect(events.filter((e) => e.event === "pruner.recovered")).toEqual([]);
    // Nor is anything remembered afterwards.
    expect(await runner.ledger.check("a.ts", 10, 11)).toBeUndefined();
  });

  it("a read pruned again is not a recovery of what it removed itself; a read of the lines it kept from the first is no recovery either", async () => {
    const pruner: Pruner = { endpoint: "builtin", prune: async () => ({ ok: true, text: prunedText, duration_ms: 1, engine: "builtin" }) };
    const { runner, sent, events } = runnerWith(pruner);
    runner.handle(1, { name: "read", arguments: { file_path: "a.ts", context_focus_question: "What is v0?" } });
    await waitFor(() => sent.length === 1);
    runner.handle(2, { name: "read", arguments: { file_path: "a.ts", context_focus_question: "What is v0?" } });
    await waitFor(() => sent.length === 2);
    runner.handle(3, { name: "read", arguments: { file_path: "a.ts", offset: 50, limit: 1 } });
    await waitFor(() => sent.length === 3);
    await runner.whenIdle();
    expect(events.filter((e) => e.event === "pruner.recovered")).toEqual([]);
    // Reading removed lines through another path to the same file is one.
    runner.handle(4, { name: "read", arguments: { file_path: "./x/../a.ts", offset: 5, limit: 1 } });
    await waitFor(() => events.some((e) => e.event === "pruner.recovered"));
    expect(events.find((e) => e.event === "pruner.recovered")!.data).toMatchObject({ file: "a.ts", ranges: [[5, 5]], lines: 1, changed: false });
  });
});
