import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

// Pruned `bash` and `grep` output is not a file the agent could read back, so the
// text that was pruned is written to a file inside the root (by default
// `.mcp-pruner/outputs/`, with a `.gitignore` in `.mcp-pruner/` that ignores it). Its line
// numbers are the ones the marker lines name, so `read` with `offset`/`limit` brings
// back exactly the removed lines. Files live for a TTL and go at shutdown.

export interface FullOutputStore {
  /** Writes one pruned input; returns its path relative to the root, or undefined if it could not. */
  save(text: string): Promise<string | undefined>;
  /** Removes the files this server wrote. */
  cleanup(): Promise<void>;
}

/** The files this store writes (`out-12.txt`; earlier versions wrote `<8 hex>.txt` and `out-<base36>-<8 hex>.txt`), the only ones its sweep removes. */
const OWN_NAME = /^(out-(\d+|[0-9a-z]+-[0-9a-f]{8})|[0-9a-f]{8})\.txt$/;
/** Numbers tried past a taken one (another server's file in the same directory) before giving up. */
const MAX_TRIES = 1000;

const GITIGNORE = "# Written by @jeeves/mcp-pruner: full outputs of pruned bash/grep calls.\n*\n";

export function createFullOutputStore(root: string, dir: string, ttlMs = 30 * 60_000, maxFiles = 200): FullOutputStore {
  const absDir = path.resolve(root, dir);
  const written: string[] = [];
  let next = 1;

  /**
   * Made on every save: the directory may have been removed since (`git clean`). The
   * ignore file goes only into a directory this server created (the topmost one), so
   * an existing directory of the user's (`docs/`, the root) never gets a `*` ignore.
   */
  async function prepare(): Promise<void> {
    const created = await mkdir(absDir, { recursive: true });
    if (created !== undefined) await writeFile(path.join(created, ".gitignore"), GITIGNORE, { flag: "wx" }).catch(() => {});
  }

  async function sweep(): Promise<void> {
    const now = Date.now();
    while (written.length > maxFiles) await rm(written.shift()!, { force: true });
    for (const name of await readdir(absDir).catch(() => [] as string[])) {
      if (!OWN_NAME.test(name)) continue;
      const file = path.join(absDir, name);
      const s = await stat(file).catch(() => undefined);
      if (s && now - s.mtimeMs > ttlMs) await rm(file, { force: true });
    }
  }

  return {
    async save(text) {
      try {
        await prepare();
        // Numbered, not random: the name is in the note an agent pays for, and `out-12`
        // costs 2 o200k tokens where 8 hex digits cost 7. `wx` never overwrites a file:
        // a number another server took is skipped.
        let file: string | undefined;
        for (let tries = 0; file === undefined && tries < MAX_TRIES; tries++) {
          const candidate = path.join(absDir, `out-${next++}.txt`);
          file = await writeFile(candidate, text, { flag: "wx" }).then(
            () => candidate,
            (e: NodeJS.ErrnoException) => {
              if (e.code === "EEXIST") return undefined;
              throw e;
            },
          );
        }
        if (file === undefined) return undefined;
        written.push(file);
        await sweep();
        return path.relative(root, file).split(path.sep).join("/");
      } catch {
        return undefined;
      }
    },
    async cleanup() {
      await Promise.all(written.splice(0).map((f) => rm(f, { force: true })));
    },
  };
}
