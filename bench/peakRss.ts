import path from "node:path";
import { startServer } from "./jsonLineClient.js";
import { procMemory } from "./procStatus.js";
import { readFile, specFor, type Contender } from "./servers.js";
import { median, rotation } from "./stats.js";

// Peak RSS (VmHWM) of a fresh server process that answers one read of a large
// file, read from /proc just before the process is stopped.

export type PeakCase = "ours-default" | "ours-10MiB-cap" | "official";

export interface PeakSample {
  /** VmHWM after initialize, before the read. */
  idle: number;
  /** VmHWM after the read was answered. */
  peak: number;
  /** What came back: "ok <bytes>" or the error code. */
  outcome: string;
}

const CASES: Record<PeakCase, { contender: Contender; extra: Record<string, unknown> }> = {
  "ours-default": { contender: "ours", extra: {} },
  "ours-10MiB-cap": { contender: "ours", extra: { max_output_bytes: 10_485_760 } },
  official: { contender: "official", extra: {} },
};

async function peakOnce(which: PeakCase, file: string): Promise<PeakSample> {
  const root = path.dirname(file);
  const { contender, extra } = CASES[which];
  const client = await startServer(specFor(contender, root));
  try {
    const idle = procMemory(client.pid).hwm;
    const result = await readFile(client, contender, root, file, extra);
    const peak = procMemory(client.pid).hwm;
    const sc = result.structuredContent as { error?: { code?: string } } | undefined;
    const outcome = result.isError
      ? `tool error ${sc?.error?.code ?? (result._meta as { jeeves?: { error?: { code?: string } } } | undefined)?.jeeves?.error?.code ?? "?"}`
      : `ok ${Buffer.byteLength(result.content[0]?.text ?? "")} bytes`;
    return { idle, peak, outcome };
  } finally {
    await client.close();
  }
}

export type PeakResults = Record<PeakCase, { idle: number; peak: number; outcomes: string[] }>;

export async function benchPeakRss(file: string, rounds: number): Promise<PeakResults> {
  const cases = Object.keys(CASES) as PeakCase[];
  const raw = new Map<PeakCase, PeakSample[]>(cases.map((c) => [c, []]));
  for (let i = 0; i < rounds; i++) for (const c of rotation(cases, i)) raw.get(c)!.push(await peakOnce(c, file));
  const out = {} as PeakResults;
  for (const c of cases) {
    const s = raw.get(c)!;
    out[c] = { idle: median(s.map((x) => x.idle)), peak: median(s.map((x) => x.peak)), outcomes: [...new Set(s.map((x) => x.outcome))] };
  }
  return out;
}
