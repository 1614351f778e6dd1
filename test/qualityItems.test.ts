import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkItem, readSetItems } from "../bench/quality/label.js";
import { locatorOf } from "../bench/quality/pools.js";
import { sameTextElsewhere, setOutputs } from "../bench/quality/overlap.js";
import { loadSource, parseLocator } from "../bench/quality/sources.js";

// The labeled sets of `npm run bench:quality` must be usable from a clean clone:
// committed outputs and installed packages present, every text the version it was
// labeled on (sha256), every gold range inside its text. Sources from machine
// toolchains (python:, jdk:, rust:…) are checked where bench/quality/setup.sh has
// installed them: a toolchain missing, or a file of another version (a package
// updated in place changes only the files it patches: Debian's JDK 17 sources, updated
// to 17.0.21, changed six labeled files and no other), is reported as skipped; a file
// that is not there while its toolchain is, with other items of it loading, is a
// defect of that item (for `pydist:`, the toolchain is each Python package: Debian
// installs them one by one). (A mistyped sha256 would be skipped here too: `label.js check`,
// which every labeler runs, compares each item's hash with the text it names.)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const setsDir = path.join(root, "bench/quality/sets");
const items = readSetItems(setsDir);
const sets = [...new Set(items.map((i) => i.set))];

describe("the labeled sets", () => {
  it("have unique ids, a dev set and at least one blind set", () => {
    expect(new Set(items.map((i) => i.item.id)).size).toBe(items.length);
    expect(sets).toContain("dev");
    expect(sets.some((s) => /^blind-\d+$/.test(s))).toBe(true);
    const count = (kind: string) => items.filter((i) => i.set === "dev" && i.item.kind === kind).length;
    expect(count("code")).toBeGreaterThanOrEqual(25);
    expect(count("logs")).toBeGreaterThanOrEqual(8);
    expect(count("grep")).toBeGreaterThanOrEqual(5);
  });

  it("never share a source between two sets, so no blind item's file was seen while tuning", () => {
    const setsOf = new Map<string, Set<string>>();
    for (const { set, item } of items) setsOf.set(locatorOf(item.source), (setsOf.get(locatorOf(item.source)) ?? new Set()).add(set));
    expect([...setsOf].filter(([, s]) => s.size > 1).map(([source, s]) => `${source}: ${[...s].join(", ")}`)).toEqual([]);
  });

  // Dev outputs labeled before outputs were compared across sets: the same text as some
  // blind output. They stay in dev (past rounds were measured with them), and
  // `npm run bench:quality` reports the blind outputs they match apart.
  const LEGACY_SHARED_DEV_OUTPUTS = [
    "dev/grep/go-godebug.txt", "dev/grep/go-insecureskipverify.txt", "dev/grep/js-anthropic-maxretries.txt", "dev/grep/py-ssl-handshake-timeout.txt",
    "dev/grep/rust-try-reserve.txt", "dev/outputs/du-node-modules.txt", "dev/outputs/ls-la-stdlib.txt", "dev/outputs/npm-e404.txt",
    "dev/outputs/npm-eresolve.txt", "dev/outputs/npm-ls-all.txt", "dev/outputs/pip-list.txt",
  ];
  it("hold no new dev output that is the same text as a blind output (the same command over the same tree)", () => {
    const outputs = setOutputs(setsDir);
    const blind = new Map([...outputs].filter(([, o]) => o.set !== "dev"));
    const shared = [...outputs].filter(([name, o]) => o.set === "dev" && !LEGACY_SHARED_DEV_OUTPUTS.includes(name) && sameTextElsewhere(o.lines, "dev", blind).length > 0);
    expect(shared.map(([name]) => name)).toEqual([]);
    // The legacy list names real overlaps: an entry that stops matching should go.
    for (const name of LEGACY_SHARED_DEV_OUTPUTS) {
      expect(outputs.has(name), name).toBe(true);
      expect(sameTextElsewhere(outputs.get(name)!.lines, "dev", blind), name).not.toEqual([]);
    }
  });

  /** What installs a source: its locator kind, or for `pydist:` the package (its top directory), each a Debian package of its own. */
  const toolchainOf = (source: string) => {
    const { kind, rel } = parseLocator(source);
    return kind === "pydist" ? `pydist:${rel.split("/")[0]}` : kind;
  };
  const loadedAll = items.map((i) => ({ ...i, kind: parseLocator(i.item.source).kind, toolchain: toolchainOf(i.item.source), loaded: loadSource(i.item.source, root, i.item.sha256) }));
  /** Toolchains of which at least one item loads as labeled: the labeled version is installed. */
  const labeledToolchains = new Set(loadedAll.filter((i) => i.loaded.ok).map((i) => i.toolchain));

  it.for(loadedAll.map((i) => [`${i.set}/${i.item.id}`, i] as const))("%s: source present, as labeled, gold ranges inside it", ([, { item, kind, toolchain, loaded }], ctx) => {
    if (!loaded.ok && (kind === "repo" || kind === "npm" || (labeledToolchains.has(toolchain) && loaded.missing !== "differs"))) expect.fail(loaded.reason);
    if (!loaded.ok) {
      // A toolchain this machine lacks, or another version of it (bench/quality/setup.sh installs it): skipped, and counted as skipped.
      ctx.skip(`${item.id}: ${loaded.reason}`);
      return;
    }
    expect(checkItem(item, loaded.text.split("\n").length)).toEqual([]);
  });
});
