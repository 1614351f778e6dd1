import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ENTRY } from "./rawServer.js";

// A server entry point another user (`nobody`) can load. A clone may live where only
// its owner can enter (root's home, a mode-700 `mktemp -d`): then the built server
// and its production dependencies are linked (or copied) into a fresh directory
// under the system's temp dir, which every user can read.

export const NOBODY = { uid: 65534, gid: 65534 };

const PACKAGE_ROOT = path.resolve(path.dirname(ENTRY), "..");

function loads(entry: string): boolean {
  const r = spawnSync(process.execPath, [entry, "--version"], { ...NOBODY, stdio: "ignore", timeout: 20_000 });
  return r.status === 0;
}

/** Hard links when the temp dir is on the same filesystem, a copy otherwise. */
function place(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
  try {
    execFileSync("cp", ["-al", from, to], { stdio: "ignore" });
  } catch {
    execFileSync("cp", ["-a", from, to], { stdio: "ignore" });
  }
}

/** The production packages of package-lock.json (what the built server may load). */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([p, meta]) => p.startsWith("node_modules/") && !meta.dev && !meta.devOptional)
    .map(([p]) => p)
    // A nested package is inside its parent's copy already.
    .filter((p, _i, all) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));
}

export type UnprivilegedEntry = { ok: true; entry: string; cleanup(): void } | { ok: false; reason: string };

export function unprivilegedEntry(): UnprivilegedEntry {
  if (loads(ENTRY)) return { ok: true, entry: ENTRY, cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), "mcp-pruner-readable-"));
  chmodSync(dir, 0o755);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const p of ["package.json", "dist/index.js", "dist/src", "dist/machines", ...productionPackages()]) place(path.join(PACKAGE_ROOT, p), path.join(dir, p));
  } catch (err) {
    cleanup();
    return { ok: false, reason: `could not lay out a readable copy of the server: ${(err as Error).message}` };
  }
  const entry = path.join(dir, "dist/index.js");
  if (loads(entry)) return { ok: true, entry, cleanup };
  cleanup();
  return { ok: false, reason: `user nobody cannot run ${process.execPath} on a copy of the server in ${tmpdir()}` };
}
