import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFullOutputStore } from "../src/server/fullOutput.js";
import { makeTmpRoot, type TmpRoot } from "./helpers/tmpRoot.js";

// The files that let an agent read back pruned bash/grep output with `read`.

let t: TmpRoot;
beforeEach(() => (t = makeTmpRoot()));
afterEach(() => t.cleanup());

describe("full output store", () => {
  it("writes the text under the root, relative path back, with a .gitignore for the whole directory", async () => {
    const store = createFullOutputStore(t.root, ".mcp-pruner/outputs");
    const rel = await store.save("a\nb\n");
    expect(rel).toMatch(/^\.mcp-pruner\/outputs\/out-\d+\.txt$/);
    expect(readFileSync(path.join(t.root, rel!), "utf8")).toBe("a\nb\n");
    expect(readFileSync(path.join(t.root, ".mcp-pruner/.gitignore"), "utf8")).toMatch(/^\*$/m);
  });

  it("an existing directory of the user's never gets a * ignore file: only directories the store created do", async () => {
    mkdirSync(path.join(t.root, "docs"));
    expect(await createFullOutputStore(t.root, "docs/pruned").save("x")).toMatch(/^docs\/pruned\/out-\d+\.txt$/);
    expect(existsSync(path.join(t.root, "docs/.gitignore"))).toBe(false);
    expect(readFileSync(path.join(t.root, "docs/pruned/.gitignore"), "utf8")).toMatch(/^\*$/m);
    mkdirSync(path.join(t.root, "src"));
    expect(await createFullOutputStore(t.root, "src").save("y")).toMatch(/^src\/out-\d+\.txt$/);
    expect(existsSync(path.join(t.root, "src/.gitignore"))).toBe(false);
    expect(await createFullOutputStore(t.root, ".").save("z")).toMatch(/^out-\d+\.txt$/);
    expect(existsSync(path.join(t.root, ".gitignore"))).toBe(false);
  });

  it("keeps working when its directory is removed between saves (git clean)", async () => {
    const store = createFullOutputStore(t.root, ".mcp-pruner/outputs");
    await store.save("first");
    rmSync(path.join(t.root, ".mcp-pruner"), { recursive: true });
    const rel = await store.save("second");
    expect(rel).toBeDefined();
    expect(readFileSync(path.join(t.root, rel!), "utf8")).toBe("second");
  });

  it("files past the TTL go at the next save; cleanup removes what this store wrote", async () => {
    const store = createFullOutputStore(t.root, "out", 60_000);
    const old = (await store.save("old"))!;
    const past = new Date(Date.now() - 120_000);
    utimesSync(path.join(t.root, old), past, past);
    const fresh = (await store.save("fresh"))!;
    expect(existsSync(path.join(t.root, old))).toBe(false);
    expect(existsSync(path.join(t.root, fresh))).toBe(true);
    await store.cleanup();
    expect(existsSync(path.join(t.root, fresh))).toBe(false);
  });

  it("two servers sharing a directory never overwrite each other: a taken number is skipped; short names, in the order written", async () => {
    const a = createFullOutputStore(t.root, ".mcp-pruner/outputs");
    const b = createFullOutputStore(t.root, ".mcp-pruner/outputs");
    const first = (await a.save("from a"))!;
    const second = (await b.save("from b"))!;
    expect([first, second]).toEqual([".mcp-pruner/outputs/out-1.txt", ".mcp-pruner/outputs/out-2.txt"]);
    expect(readFileSync(path.join(t.root, first), "utf8")).toBe("from a");
    expect(readFileSync(path.join(t.root, second), "utf8")).toBe("from b");
  });

  it("the sweep removes only the files a store writes, never a user's file of the same age", async () => {
    mkdirSync(path.join(t.root, "out"));
    const mine = path.join(t.root, "out", "notes.txt");
    writeFileSync(mine, "keep me");
    const past = new Date(Date.now() - 120_000);
    utimesSync(mine, past, past);
    // Files earlier versions wrote, under their names then: swept like the store's own.
    const earlier = ["0a1b2c3d.txt", "out-k2x9-0a1b2c3d.txt"].map((n) => path.join(t.root, "out", n));
    for (const f of earlier) {
      writeFileSync(f, "old output");
      utimesSync(f, past, past);
    }
    const store = createFullOutputStore(t.root, "out", 60_000);
    const old = (await store.save("old"))!;
    utimesSync(path.join(t.root, old), past, past);
    await store.save("fresh");
    expect(existsSync(path.join(t.root, old))).toBe(false);
    for (const f of earlier) expect(existsSync(f), f).toBe(false);
    expect(readFileSync(mine, "utf8")).toBe("keep me");
  });

  it("a save that cannot write answers undefined instead of failing the call", async () => {
    // A regular file where the root should be: no directory can be made under it.
    const notADir = path.join(t.root, "plain-file");
    writeFileSync(notADir, "");
    expect(await createFullOutputStore(notADir, "out").save("x")).toBeUndefined();
  });
});
