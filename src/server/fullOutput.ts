import { randomBytes } from "node:crypto";
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

const GITIGNORE = "# Written by @jeeves/mcp-pruner: full outputs of pruned bash/grep calls.\n*\n";

export function createFullOutputStore(root: string, dir: string, ttlMs = 30 * 60_000, maxFiles = 200): FullOutputStore {
  const absDir = path.resolve(root, dir);
  const written: string[] = [];

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
      if (!/^([0-9a-f]{8}|out-.*)\.txt$/.test(name)) continue;
      const file = path.join(absDir, name);
      const s = await stat(file).catch(() => undefined);
      if (s && now - s.mtimeMs > ttlMs) await rm(file, { force: true });
    }
  }

  return {
    async save(text) {
      try {
        await prepare();
        // Short (its name is in the note an agent pays for); `wx` never overwrites a file.
        const name = `${randomBytes(4).toString("hex")}.txt`;
        const file = path.join(absDir, name);
        await writeFile(file, text, { flag: "wx" });
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
