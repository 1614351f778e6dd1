import { spawn } from "node:child_process";
import { track } from "./children.js";
import { startServer, type JsonLineClient } from "./jsonLineClient.js";
import { bareSpec, oursSpec } from "./servers.js";
import { msSince, rotation } from "./stats.js";

// A fixed-string grep over a large tree: through our server (and the bare SDK
// server, for diagnosis) vs `rg --json -F` run directly and its output consumed.

export interface GrepSamples {
  ours: number[];
  bare: number[];
  rg: number[];
  matchCount: number;
}

export interface GrepJob {
  /** Directory both the servers (as root) and rg (as cwd) run in. */
  root: string;
  /** Path searched, relative to root. */
  target: string;
  pattern: string;
}

interface Match {
  path: string;
  line: number;
  column: number | null;
  text: string;
}

/** Runs `rg --json -F -- pattern target` and parses every match event, like a server would. */
export function rgDirect(job: GrepJob): Promise<Match[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("rg", ["--json", "-F", "--", job.pattern, job.target], { cwd: job.root, stdio: ["ignore", "pipe", "inherit"] });
    track(child);
    const matches: Match[] = [];
    let rest = "";
    const onLine = (line: string) => {
      if (!line.startsWith('{"type":"match"')) return;
      const d = (JSON.parse(line) as { data: { path: { text: string }; line_number: number; lines: { text: string }; submatches: Array<{ start: number }> } }).data;
      const first = d.submatches[0];
      matches.push({ path: d.path.text, line: d.line_number, column: first ? first.start + 1 : null, text: d.lines.text.replace(/\r?\n$/, "") });
    };
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (rest) onLine(rest);
      if (code === 0 || code === 1) resolve(matches);
      else reject(new Error(`rg exited ${code}`));
    });
  });
}

type Who = "ours" | "bare" | "rg";

export async function benchGrep(job: GrepJob, opts: { warmup: number; rounds: number }): Promise<GrepSamples> {
  const ours = await startServer(oursSpec(job.root));
  const bare = await startServer(bareSpec(job.root));
  const args = { pattern: job.pattern, path: job.target, fixed_string: true, max_matches: 5000, max_output_bytes: 10_485_760 };
  const viaServer = async (client: JsonLineClient): Promise<number> => {
    const result = await client.callTool("grep", args);
    const sc = result.structuredContent as { match_count?: number } | undefined;
    if (result.isError) throw new Error(`${client.spec.name}: grep failed: ${result.content[0]?.text.slice(0, 300)}`);
    // Text-only results carry no structuredContent: count the text lines instead.
    return sc?.match_count ?? (result.content[0]?.text.split("\n").filter(Boolean).length ?? 0);
  };
  const counts: Record<Who, number> = { ours: -1, bare: -1, rg: -1 };
  const once = async (who: Who): Promise<number> => {
    const start = process.hrtime.bigint();
    counts[who] = who === "rg" ? (await rgDirect(job)).length : await viaServer(who === "ours" ? ours : bare);
    return msSince(start);
  };
  try {
    const samples: GrepSamples = { ours: [], bare: [], rg: [], matchCount: 0 };
    const who: Who[] = ["ours", "bare", "rg"];
    for (let i = 0; i < opts.warmup; i++) for (const w of rotation(who, i)) await once(w);
    if (counts.ours !== counts.rg || counts.bare !== counts.rg) {
      throw new Error(`grep match counts differ: ours ${counts.ours}, bare ${counts.bare}, rg ${counts.rg}`);
    }
    samples.matchCount = counts.rg;
    for (let i = 0; i < opts.rounds; i++) for (const w of rotation(who, i)) samples[w].push(await once(w));
    return samples;
  } finally {
    await Promise.all([ours.close(), bare.close()]);
  }
}
