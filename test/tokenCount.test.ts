import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countTokensYielding } from "../src/server/tokenCount.js";
import { countTokens } from "../src/shared/tokens.js";

// The summary's token tally is counted in slices so that a large output does not hold
// up the next request; the slices must add up to exactly the whole text's count.

const lineArb = fc.oneof(
  fc.constantFrom("", " ", "<|endoftext|>", "//", "/* x */", "};", "  indented();", '  "key": [1, 2, 3],', "don't  stop  here 12345 678", "naïve café ﬁ x\u0301 y", "\t\tx = 1", "error[E0308]: mismatched types", "    at Foo.bar (src/x.js:10:5)", "✖ failed", "日本語のテキスト", "\r"),
  fc.string({ maxLength: 30 }),
);

describe("countTokens", () => {
  it("counts a spelled special token as the text it is", () => {
    expect(countTokens("<|endoftext|>")).toBe(7);
  });
});

describe("countTokensYielding", () => {
  it("adds up to the whole text's o200k count, whatever the lines and slice size", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { maxLength: 200 }), fc.integer({ min: 1, max: 300 }), fc.boolean(), async (lines, slice, trailing) => {
        const text = lines.join("\n") + (trailing ? "\n" : "");
        expect(await countTokensYielding(text, countTokens, slice)).toBe(countTokens(text));
      }),
      { numRuns: 300 },
    );
  });

  it("yields to the event loop between slices, and cuts indented and single-line text too", async () => {
    const json = JSON.stringify({ rows: Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i}`, tags: ["a", "b"] })) }, null, 2);
    const oneLine = Array.from({ length: 20_000 }, (_, i) => `word${i}`).join(" ");
    for (const text of [json, oneLine]) {
      let slices = 0;
      let ranBetween = false;
      setImmediate(() => (ranBetween = true));
      const total = await countTokensYielding(text, (t) => (slices++, countTokens(t)));
      expect(slices).toBeGreaterThan(5);
      expect(ranBetween).toBe(true);
      expect(total).toBe(countTokens(text));
    }
  });

  it("cuts a long output into many slices and still counts it exactly", async () => {
    const text = Array.from({ length: 20_000 }, (_, i) => (i % 7 === 0 ? `  step ${i} ok\n\n` : `INFO request ${i} served in ${i % 97} ms`)).join("\n");
    let slices = 0;
    const total = await countTokensYielding(text, (t) => (slices++, countTokens(t)));
    expect(slices).toBeGreaterThan(10);
    expect(total).toBe(countTokens(text));
  });
});
