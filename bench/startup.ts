import { JsonLineClient } from "./jsonLineClient.js";
import { specFor, type Contender } from "./servers.js";
import { msSince, rotation } from "./stats.js";

// Spawn → initialize → tools/list answered, a fresh process each time.

export type StartupSamples = Record<"ours" | "bare", number[]>;

async function startOnce(contender: "ours" | "bare", root: string): Promise<number> {
  const start = process.hrtime.bigint();
  const client = new JsonLineClient(specFor(contender as Contender, root));
  try {
    await client.initialize();
    const list = await client.request("tools/list", {});
    const ms = msSince(start);
    const names = ((list.result as { tools?: Array<{ name: string }> } | undefined)?.tools ?? []).map((t) => t.name).sort();
    if (names.join(",") !== "bash,grep,read") throw new Error(`${contender}: tools/list answered ${JSON.stringify(list).slice(0, 300)}`);
    return ms;
  } finally {
    await client.close();
  }
}

export async function benchStartup(root: string, opts: { warmup: number; rounds: number }): Promise<StartupSamples> {
  const who = ["ours", "bare"] as const;
  const samples: StartupSamples = { ours: [], bare: [] };
  for (let i = 0; i < opts.warmup; i++) for (const w of rotation(who, i)) await startOnce(w, root);
  for (let i = 0; i < opts.rounds; i++) for (const w of rotation(who, i)) samples[w].push(await startOnce(w, root));
  return samples;
}
