import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The labeled set of `npm run bench:quality` must be usable from a clean clone:
// every source present (fixtures committed, packages installed) and every gold range
// inside its file.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "bench/quality/items");
const items = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Array<{ id: string; kind: string; source: string; question: string; gold: Array<[number, number]> }>);

describe("the labeled set", () => {
  it("has unique ids and enough items of each kind", () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const count = (kind: string) => items.filter((i) => i.kind === kind).length;
    expect(count("code")).toBeGreaterThanOrEqual(25);
    expect(count("logs")).toBeGreaterThanOrEqual(8);
    expect(count("grep")).toBeGreaterThanOrEqual(5);
  });

  it.each(items.map((i) => [i.id, i] as const))("%s: source present, gold ranges inside it", (_id, item) => {
    const file = path.join(root, item.source);
    expect(existsSync(file), `${item.source} is missing`).toBe(true);
    const lines = readFileSync(file, "utf8").split("\n").length;
    expect(item.question.length).toBeGreaterThan(10);
    expect(item.gold.length).toBeGreaterThan(0);
    for (const [a, b] of item.gold) {
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeGreaterThanOrEqual(a);
      expect(b).toBeLessThanOrEqual(lines);
    }
  });
});
