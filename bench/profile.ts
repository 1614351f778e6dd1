#!/usr/bin/env node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summarize } from "./cpuProfile.js";
import { makeFixtures } from "./fixtures.js";
import { startServer, type ServerSpec } from "./jsonLineClient.js";
import { PACKAGE_ROOT, readFile, readText, specFor } from "./servers.js";
import { median, msSince } from "./stats.js";

// Runs one workload against a server started with `node --cpu-prof` and prints
// where its CPU time went. Not part of `npm run bench`; for diagnosing a miss.
// Usage: node dist/bench/profile.js <read|small|grep|startup> [--server=ours|bare] [--calls=N] [ENV=value ...]

const argv = process.argv.slice(2);
const workload = argv[0] ?? "read";
const server = (argv.find((a) => a.startsWith("--server="))?.slice(9) ?? "ours") as "ours" | "bare";
const calls = Number(argv.find((a) => a.startsWith("--calls="))?.slice(8) ?? (workload === "grep" ? 40 : 2000));
const extraEnv = Object.fromEntries(argv.filter((a) => /^[A-Z_]+=/.test(a)).map((a) => [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)]));

async function main(): Promise<void> {
  const fixtures = makeFixtures();
  const profDir = mkdtempSync(path.join(tmpdir(), "mcp-pruner-prof-"));
  try {
    const root = workload === "grep" ? PACKAGE_ROOT : fixtures.dir;
    const base = specFor(server, root);
    const spec: ServerSpec = { ...base, args: ["--cpu-prof", "--cpu-prof-dir", profDir, ...base.args], env: { ...base.env, ...extraEnv } };
    const times: number[] = [];
    const runs = workload === "startup" ? calls : 1;
    for (let r = 0; r < runs; r++) {
      const start = process.hrtime.bigint();
      const client = await startServer(spec);
      if (workload === "startup") {
        await client.request("tools/list", {});
        times.push(msSince(start));
      } else {
        for (let i = 0; i < calls; i++) {
          const t = process.hrtime.bigint();
          if (workload === "grep") {
            const res = await client.callTool("grep", { pattern: "createSourceFile", path: "node_modules/typescript", fixed_string: true, max_matches: 5000, max_output_bytes: 10_485_760 });
            if (res.isError) throw new Error(res.content[0]?.text);
          } else {
            readText(await readFile(client, server, root, workload === "small" ? fixtures.small : fixtures.text100k), server);
          }
          times.push(msSince(t));
        }
      }
      await client.close(10_000);
    }
    console.log(`${server} ${workload}: ${times.length} samples, median ${median(times).toFixed(2)} ms (client side, profiler on)`);
    for (const f of readdirSync(profDir)) {
      const s = summarize(path.join(profDir, f));
      console.log(`\nprofile ${f}: ${s.totalMs.toFixed(0)} ms sampled\n\nself time by area:`);
      for (const [a, ms] of s.byArea.slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${((ms / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${a}`);
      console.log("\ninclusive time by area (a sample counts for every area on its stack):");
      for (const [a, ms] of s.byAreaInclusive.slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${((ms / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${a}`);
      console.log("\ntop functions (self time):");
      for (const [k, ms] of s.byFunction) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${k}`);
      if (workload === "startup") break; // one profile per process: the first is representative
    }
  } finally {
    fixtures.cleanup();
    rmSync(profDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`profile failed: ${err.stack ?? err.message}\n`);
    process.exit(1);
  },
);
