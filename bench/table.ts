// The result table: one markdown row per metric.

export interface Row {
  metric: string;
  ours: string;
  reference: string;
  ratio: string;
  target: string;
  /** true/false against the target; undefined for informational rows. */
  met?: boolean;
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

export function markdownTable(rows: readonly Row[]): string {
  const head = ["metric", "ours", "reference", "ratio", "target", "met?"];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const r of rows) {
    const met = r.met === undefined ? "info" : r.met ? "yes" : "**NO**";
    lines.push(`| ${[r.metric, r.ours, r.reference, r.ratio, r.target, met].map(cell).join(" | ")} |`);
  }
  return lines.join("\n");
}

export const ms = (v: number): string => `${v.toFixed(2)} ms`;
export const mib = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
export const times = (r: number): string => `${r.toFixed(2)}×`;
