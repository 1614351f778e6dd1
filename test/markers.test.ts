import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { marker } from "../src/engine/engine.js";
import { compactMarker, compactMarkers, isMarkerLine } from "../src/shared/markers.js";
import { omittedRanges } from "./helpers/markers.js";

// Marker lines of MCP tool output: the engine's canonical marker becomes a compact
// one naming the count and the range (decision 9), shifted to the file's numbering.

describe("compact markers", () => {
  it("rewrite canonical markers, count what went, and cost a quarter of the tokens", () => {
    const canonical = marker("p_4bc158238f234d3d", 10, 27);
    const text = ["a", canonical, "b", marker("p_x", 40, 40), "c"].join("\n");
    const r = compactMarkers(text);
    expect(r.text).toBe(["a", "[18 lines 10-27 omitted]", "b", "[1 line 40 omitted]", "c"].join("\n"));
    expect(r.removedLines).toBe(19);
    expect(r.ranges).toEqual([[10, 27], [40, 40]]);
    expect(countTokens("[18 lines 10-27 omitted]")).toBeLessThanOrEqual(countTokens(canonical) / 4);
  });

  it("the tests' reader parses both shapes the server writes, many lines and one", () => {
    expect(omittedRanges(["a", compactMarker(10, 27), "b", compactMarker(40, 40)].join("\n"))).toEqual([
      { count: 18, start: 10, end: 27 },
      { count: 1, start: 40, end: 40 },
    ]);
  });

  it("shift ranges to the file's numbering (a read of lines 101.. names lines 101..)", () => {
    expect(compactMarkers(`x\n${marker("p", 3, 5)}`, 100).text).toBe("x\n[3 lines 103-105 omitted]");
    expect(compactMarkers(`x\n${compactMarker(3, 5)}`, 100).text).toBe("x\n[3 lines 103-105 omitted]");
    // The empty piece after a final newline is not a line: never named, never counted.
    expect(compactMarkers(`x\n${marker("p", 3, 6)}`, 100, 5)).toEqual({ text: "x\n[3 lines 103-105 omitted]", removedLines: 3, ranges: [[103, 105]] });
    expect(compactMarkers(`x\ny\n${marker("p", 3, 3)}`, 0, 2)).toEqual({ text: "x\ny", removedLines: 0, ranges: [] });
  });

  it("count SWE-Pruner's (filtered N lines) and leave it as written; text without markers is returned as is", () => {
    const r = compactMarkers("a\n(filtered 7 lines)\nb");
    expect(r).toEqual({ text: "a\n(filtered 7 lines)\nb", removedLines: 7, ranges: [] });
    const plain = "no markers [here] at all";
    expect(compactMarkers(plain).text).toBe(plain);
  });

  it("isMarkerLine knows every form and nothing else", () => {
    for (const l of ["[18 lines 10-27 omitted]", "[1 line 4 omitted]", "  [2 lines 1-2 omitted]", marker("p", 1, 2), "(filtered 3 lines)", "⟦PRUNÉ: 1 ligne retirée (2)⟧"]) expect(isMarkerLine(l), l).toBe(true);
    for (const l of ["[18 lines omitted]", "src/a.ts:3:1:[1 line 4 omitted]", "const x = [1, 2];", ""]) expect(isMarkerLine(l), l).toBe(false);
  });
});
