import { readdirSync, readFileSync } from "node:fs";

// Memory of a child process from /proc/<pid>/status (Linux).

export interface ProcMemory {
  /** Peak resident set size ("high water mark"), bytes. */
  hwm: number;
  /** Current resident set size, bytes. */
  rss: number;
}

export function procMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    if (!m) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(m[1]) * 1024;
  };
  return { hwm: kib("VmHWM"), rss: kib("VmRSS") };
}

export const MB = 1024 * 1024;
export const toMB = (bytes: number): number => bytes / MB;

/**
 * CPU time a process has used, all its threads (the event loop, libuv's pool, V8's
 * helpers), in milliseconds, from /proc/<pid>/task/<tid>/schedstat (nanoseconds).
 */
export function procCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return ns / 1e6;
}
