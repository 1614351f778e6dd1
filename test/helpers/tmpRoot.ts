import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A fresh server root per test, beside siblings a test can use as "outside", and a
// temporary HOME (decision 14): `bash -lc` must not run the developer's profile.

export interface TmpRoot {
  /** Real path of the per-test directory holding `root`, `home` and any "outside" dirs. */
  base: string;
  /** `<base>/root`: the server root, already a real path (as ToolContext.root is). */
  root: string;
  home: string;
  /** Restores HOME and removes everything. */
  cleanup(): void;
}

export function makeTmpRoot(): TmpRoot {
  const base = realpathSync(mkdtempSync(path.join(tmpdir(), "mcp-pruner-test-")));
  const root = path.join(base, "root");
  const home = path.join(base, "home");
  mkdirSync(root);
  mkdirSync(home);
  const previousHome = process.env.HOME;
  process.env.HOME = home;
  return {
    base,
    root,
    home,
    cleanup() {
      if (previousHome === undefined) delete process.env.HOME;
      else process.env.HOME = previousHome;
      rmSync(base, { recursive: true, force: true });
    },
  };
}

export { isAlive } from "./rawServer.js";

/** Polls until `check` holds or `ms` pass; returns the last result. */
export async function eventually(check: () => boolean, ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
