import { readFileSync } from "node:fs";
import path from "node:path";
import { PACKAGE_ROOT } from "./servers.js";

// Summarises a V8 .cpuprofile (from node --cpu-prof): self time per function and
// per area (our src/, machines/, each dependency, node internals, GC, idle).

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  byArea: Array<[string, number]>;
  byFunction: Array<[string, number]>;
  /** Time of samples with at least one frame of the area on the stack (areas overlap). */
  byAreaInclusive: Array<[string, number]>;
}

/** The area a script URL belongs to: "src/…", "machines", a package name, "node:…" or a V8 pseudo-frame. */
export function areaOf(url: string, functionName: string): string {
  if (url === "") return `(${functionName.replace(/[()]/g, "") || "native"})`;
  if (url.startsWith("node:")) return "node internals";
  const file = url.startsWith("file://") ? new URL(url).pathname : url;
  const rel = path.relative(PACKAGE_ROOT, file);
  const nm = rel.lastIndexOf("node_modules/");
  if (nm !== -1) {
    const parts = rel.slice(nm + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (rel.startsWith("dist/src/")) return `src/${rel.slice("dist/src/".length).replace(/\.js$/, ".ts")}`;
  if (rel.startsWith("dist/machines/")) return "machines";
  if (rel.startsWith("dist/bench/")) return "bench";
  return rel;
}

export function summarize(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const area = new Map<string, number>();
  const fn = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let total = 0;
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur)!.callFrame;
      if (cf.url !== "") seen.add(areaOf(cf.url, cf.functionName));
    }
    for (const a of seen) inclusive.set(a, (inclusive.get(a) ?? 0) + us);
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const a = areaOf(url, functionName);
    area.set(a, (area.get(a) ?? 0) + us);
    const key = `${functionName || "(anonymous)"} ${a}${url ? `:${lineNumber + 1}` : ""}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    total += us;
  }
  const sorted = (m: Map<string, number>) => [...m].map(([k, v]) => [k, v / 1000] as [string, number]).sort((x, y) => y[1] - x[1]);
  return { totalMs: total / 1000, byArea: sorted(area), byFunction: sorted(fn).slice(0, top), byAreaInclusive: sorted(inclusive) };
}
