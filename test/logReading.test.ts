import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../src/shared/version.js";
import { pruneLines, type PruneOptions } from "../src/engine/engine.js";
import { keepAskedRows } from "../src/engine/listings.js";
import { keepAskedConflicts, keepCommitOfChange, keepDescriptorCalls, keepDiffCounterparts, keepEntityHistory, keepExplanation, keepFunctionContext, keepGoTestOutput, keepRunCount, keepSectionTitles, keepWorkInProgress } from "../src/engine/logContext.js";
import { RecoveryStore } from "../src/engine/recoveryStore.js";
import { withToolWords } from "../src/engine/toolWords.js";
import { isGrepOnly, isGrepOutput, parseGrepLines } from "../src/engine/grepLines.js";
import { isErrorLine, isFailureMark } from "../src/engine/failures.js";

// Command output read by value (the extreme rows of a listing), in the tool's own words
// (git's "Unmerged paths", pytest's "slowest durations"), and with the lines a kept
// line is read with (the other side of a diff's change, gcc's "In function" line).

const opts: PruneOptions = { max_prune_ratio: 0.95, min_keep_lines: 0, annotate_lines: false, include_markers: true };
const keptLines = (text: string, q: string, o: PruneOptions = opts) => pruneLines(text, q, "logs", o, new RecoveryStore()).pruned_text.split("\n");

/** A `du -h` listing: 96 photo folders of distinct sizes from 1M to 97M under a few collections, then the collections' totals. */
function duListing(): string[] {
  const out: string[] = [];
  const collections = ["harbour-postcards", "mill-workers", "parish-magazines", "railway-station"];
  for (let i = 0; i < 96; i++) out.push(`${(i * 37) % 97 + 1}M\tarchive/${collections[i % 4]}/box-${String(i).padStart(3, "0")}`);
  out.push("290M\tarchive/harbour-postcards", "330M\tarchive/mill-workers", "368M\tarchive/parish-magazines", "311M\tarchive/railway-station", "1.3G\tarchive");
  return out;
}

describe("a listing read by value", () => {
  it("a question asking for the largest keeps the rows with the largest sizes of each depth of du's tree (units read: 1.3G > 368M > 330M > 97M)", () => {
    const lines = duListing();
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which collection takes up the most disk space?", undefined, selected);
    const kept = lines.filter((_, i) => selected[i]);
    // A total holds its entries: read over the whole column, the three largest were the
    // tree, its largest collection, and the next: the collections could not be compared.
    expect(kept).toEqual([
      "95M\tarchive/parish-magazines/box-034",
      "96M\tarchive/railway-station/box-055",
      "97M\tarchive/harbour-postcards/box-076",
      "330M\tarchive/mill-workers",
      "368M\tarchive/parish-magazines",
      "311M\tarchive/railway-station",
      "1.3G\tarchive",
    ]);
  });

  it("a question that counts the rows it wants gets that many and one more, at each depth", () => {
    const lines = duListing();
    const pick = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i] && /^\S+\tarchive\/[a-z-]+$/.test(lines[i]!)).map((l) => l.split("\t")[0]);
    };
    expect(pick("Which collection is the largest?")).toEqual(["330M", "368M", "311M"]);
    expect(pick("Which three collections are the largest?")).toEqual(["290M", "330M", "368M", "311M"]);
    expect(pick("Show the top 2 collections by size, the biggest first")).toEqual(["330M", "368M", "311M"]);
    // A number that counts something else, or is a share, asks no number of rows.
    expect(pick("Which of the 4 collections is the largest?")).toEqual(["330M", "368M", "311M"]);
    expect(pick("Which collection is largest at the 95% mark?")).toEqual(["330M", "368M", "311M"]);
    expect(pick("Among the 4 collections, which is the largest?")).toEqual(["330M", "368M", "311M"]);
    // A count at the end of a clause is still one.
    expect(pick("Show the top 3, biggest first.")).toEqual(["290M", "330M", "368M", "311M"]);
  });

  it("rows whose names are not paths are one column, whatever their names' slashes", () => {
    // Half the names hold a slash (`a/b`), the other half not: no `du` tree, one column.
    const lines = ["$ wc -c *", ...Array.from({ length: 12 }, (_, i) => (i % 2 ? `${1000 + i * 10} part-${i}.csv` : `${1000 + i * 10} notes-${i}/a.txt`)), "30000 total"];
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which file is the largest?", undefined, selected);
    // The command above the column says what its numbers are; read per depth, the top of each depth would come too.
    expect(lines.filter((_, i) => selected[i])).toEqual(["$ wc -c *", "1100 notes-10/a.txt", "1110 part-11.csv", "30000 total"]);
  });

  it("one asking for the smallest keeps the smallest; one asking for neither, or for both, keeps nothing", () => {
    const lines = duListing();
    const pick = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i]).map((l) => l.split("\t")[0]).sort();
    };
    // The smallest boxes, and the smallest collections and the tree (each depth of du's tree).
    expect(pick("Which box is the smallest?")).toEqual(["1.3G", "1M", "290M", "2M", "311M", "330M", "3M"]);
    expect(pick("Which boxes are under mill-workers?")).toEqual([]);
    expect(pick("What is the most likely reason the archive is slow?")).toEqual([]);
    expect(pick("Which are the largest and the smallest boxes?")).toEqual([]);
    // A bound, or a name, is not a quantity asked for.
    expect(pick("Which boxes were scanned at least twice?")).toEqual([]);
    expect(pick("Which boxes hold at most a hundred photos?")).toEqual([]);
    expect(pick("Does the scan pass --max-old-space-size to node?")).toEqual([]);
  });

  it("Kubernetes' binary units are read: 2Gi is more than 900Mi", () => {
    const lines = ["NAME        CPU(cores)   MEMORY(bytes)", ...["512Mi", "2Gi", "900Mi", "700Mi", "64Mi"].map((m, i) => `pod-${i}     ${100 + i}m        ${m}`)];
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which pod uses the most memory?", undefined, selected);
    // The memory header is named ("memory"), so only that column is read; its header comes along.
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[0], lines[2], lines[3], lines[4]]);
  });

  it("a column the question names (`%MEM` for memory) is read alone, under its header; not the largest PID", () => {
    const header = "USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND";
    const rows = Array.from({ length: 40 }, (_, i) => `dev     ${String(1000 + i * 7).padStart(7)}  0.${i % 10}  ${(i % 5) + 1}.0 ${100000 + i} ${20000 + i} ?        S    14:${String(i % 60).padStart(2, "0")}   0:01 worker --shard ${i}`);
    rows[20] = rows[20]!.replace(/^dev\s+\d+/, "dev      99999");
    rows[17] = "dev        1119  0.3 38.5 2900000 1530000 ?      Sl   14:17   2:41 java -Xmx2g -jar indexer.jar";
    const lines = [header, ...rows];
    const kept = keptLines(lines.join("\n"), "Which process is using the most memory?");
    expect(kept).toContain(header);
    expect(kept).toContain(rows[17]);
    expect(kept).not.toContain(rows[20]); // the largest PID
    expect(kept.length).toBeLessThan(12);
  });
});

/** `ls -laR` of a small tree: one block per directory, each under its `dir:` heading; one big file in a block of its own. */
function lsTree(): string[] {
  const out = ["$ ls -laR", ".:", "total 12", "drwxr-xr-x  4 dev dev 4096 Aug 19  2024 .", "drwxr-xr-x 14 dev dev 4096 Nov 28 22:32 ..", "-rw-r--r--  1 dev dev 1204 Jan 15  2024 README.md", "drwxr-xr-x  3 dev dev 4096 Mar 20  2024 renders", "drwxr-xr-x  2 dev dev 4096 Apr  2 10:15 notes", "drwxr-xr-x  2 dev dev 4096 Feb  1  2024 audio", "drwxr-xr-x  2 dev dev 4096 Jan  9  2024 scratch"];
  for (const [d, n] of [["renders", 30], ["audio", 30]] as const) {
    out.push("", `./${d}:`, `total ${n * 4}`, "drwxr-xr-x 2 dev dev 4096 Mar 20  2024 .", "drwxr-xr-x 4 dev dev 4096 Aug 19  2024 ..");
    for (let i = 0; i < n; i++) out.push(`-rw-r--r-- 1 dev dev ${3_000_000 + ((i * 7919) % 1_000_000)} Mar ${String(1 + (i % 20)).padStart(2)}  2024 ${d}_${String(i).padStart(4, "0")}.bin`);
  }
  out.push("", "./renders/.cache:", "total 8", "drwxr-xr-x 2 dev dev       4096 Mar 16  2024 .", "drwxr-xr-x 3 dev dev       4096 Mar 20  2024 ..", "-rw-r--r-- 1 dev dev 6874201088 Mar 16  2024 tiles.bin");
  out.push("", "./notes:", "total 8", "drwxr-xr-x 2 dev dev 4096 Aug 19  2024 .", "drwxr-xr-x 4 dev dev 4096 Aug 19  2024 ..", "-rw-r--r-- 1 dev dev 18442 Aug 19  2024 blend-zones.json", "-rw-r--r-- 1 dev dev 1442 Feb  2  2024 old.txt");
  return out;
}

describe("a named field read by value", () => {
  it("an access log's rt= field: the slowest request, wherever the field sits on its line", () => {
    const paths = ["/", "/api/stalls", "/api/stalls/31", "/static/app.js", "/api/records?genre=jazz&page=2"];
    const lines = Array.from({ length: 200 }, (_, i) => `10.0.0.${i % 9} - - [29/Nov/2026:07:06:${String(i % 60).padStart(2, "0")} +0000] "GET ${paths[i % 5]} HTTP/1.1" 200 ${100 + i} "-" "curl/8.5" rt=0.${String(100 + ((i * 37) % 800)).padStart(3, "0")}`);
    lines[137] = lines[137]!.replace(/rt=\S+/, "rt=2.481");
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which request took the longest to serve according to the rt= field?", undefined, selected);
    expect(selected[137]).toBe(true);
    expect(selected.filter(Boolean).length).toBeLessThanOrEqual(4);
    // JSON lines: a duration field is read for "how long … slowest" without being named.
    const json = Array.from({ length: 60 }, (_, i) => `{"ts": ${i}.5, "level": "info", "msg": "tile rendered", "dur_ms": ${10 + ((i * 13) % 50)}, "bytes": ${4000 + i}}`);
    json[41] = json[41]!.replace(/"dur_ms": \d+/, '"dur_ms": 900');
    const sel = new Array<boolean>(json.length).fill(false);
    keepAskedRows(json, "Which tile was the slowest to render?", undefined, sel);
    expect(sel[41]).toBe(true);
    expect(sel.filter(Boolean).length).toBeLessThanOrEqual(4);
  });

  it("a field that names or locates something (an id, a port, an epoch time) is no quantity to rank", () => {
    const lines = Array.from({ length: 60 }, (_, i) => `{"time":${1531171074631 + i * 1000},"level":30,"user_id":${900 + i},"port":${8000 + i},"msg":"request","dur_ms":${10 + ((i * 7) % 40)}}`);
    lines[13] = lines[13]!.replace(/"dur_ms":\d+/, '"dur_ms":700');
    const kept = (q: string) => {
      const sel = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, sel);
      return sel.flatMap((s, i) => (s ? [i] : []));
    };
    // The slowest by its duration, with the runners-up: not the newest by its epoch time.
    expect(kept("Which request was the slowest?")).toContain(13);
    expect(kept("Which request was the slowest?")).not.toContain(59);
    // The highest user id and port are no answer.
    expect(kept("Which user made the most requests?")).toEqual([]);
    expect(kept("Which port has the most connections?")).toEqual([]);
  });
});

describe("a listing read by value, when no word of the question is in it", () => {
  it("a du listing: the largest rows stay, the rest goes (\"most of the space\" asks a quantity), with no_relevant_lines", () => {
    const lines = duListing();
    const r = pruneLines(lines.join("\n"), "What single item is eating most of the space, and how big is the whole tree?", "logs", opts, new RecoveryStore());
    expect(r.warnings).toContain("no_relevant_lines");
    const kept = r.pruned_text.split("\n").filter((l) => !l.startsWith("⟦"));
    for (const row of ["330M\tarchive/mill-workers", "368M\tarchive/parish-magazines", "1.3G\tarchive", "97M\tarchive/harbour-postcards/box-076"]) expect(kept).toContain(row);
    // The boxes go but for the three largest and the output's last lines (its verdict, kept whatever the question).
    expect(kept.filter((l) => l.includes("/box-")).length).toBeLessThanOrEqual(4);
    // Without an extreme asked, there is nothing to keep: the output comes back whole.
    expect(pruneLines(lines.join("\n"), "Why did the nightly copy stop?", "logs", opts, new RecoveryStore()).pruned_text).toBe(lines.join("\n"));
  });

  it("two tables printed one after the other are not one column; \"most of the time\" is no quantity", () => {
    const lines = ["$ du -s */", "52340\tbuild/", "8120\tnode_modules/", "310\tsrc/", "96\tdocs/", "", "$ wc -l src/*.ts", "1200 src/app.ts", "340 src/db.ts", "95 src/env.ts", "61 src/log.ts", "1696 total"];
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which TypeScript file has the most lines?", undefined, selected);
    expect(selected[7]).toBe(true); // src/app.ts
    const idiom = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Most of the time this passes; why did it fail?", undefined, idiom);
    expect(idiom.some(Boolean)).toBe(false);
  });

  it("a column goes on past a placeholder (`-` for a 304's size) in one block, on a long access log", () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `10.0.${i % 250}.${i % 7} - - [11/Jun/2024:10:${String(i % 60).padStart(2, "0")}:00 +0000] "GET /a/${i} HTTP/1.1" ${i % 4 === 0 ? "304 -" : `200 ${1000 + ((i * 7919) % 90000)}`}`);
    lines[3333] = lines[3333]!.replace(/200 \d+$/, "200 9876543");
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which response was the largest?", undefined, selected);
    expect(selected[3333]).toBe(true);
  });

  it("\"took most of the time\" asks for the slowest rows", () => {
    const lines = ["slowest 6 durations", ...[0.5, 12.8, 0.7, 3.1, 0.2, 0.9].map((t, i) => `${t.toFixed(2)}s call     tests/test_rig.py::test_case_${i}`)];
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which test took most of the time?", undefined, selected);
    expect(selected[2]).toBe(true);
  });

  it("dates without a year across New Year: January's file is newer than December's", () => {
    const lines = ["-rw-r--r-- 1 dev dev 100 Dec 20 10:00 a.log", "-rw-r--r-- 1 dev dev 100 Jan  5 09:00 b.log", "-rw-r--r-- 1 dev dev 100 Nov 30 23:00 c.log", "-rw-r--r-- 1 dev dev 100 Mar  3  2023 d.log", "-rw-r--r-- 1 dev dev 100 Dec 31 23:59 e.log"];
    const pick = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i]);
    };
    expect(pick("Which file changed most recently?")).toEqual([lines[0], lines[1], lines[4]]);
    expect(pick("Which is the oldest file?")).toEqual([lines[0], lines[2], lines[3]]);
  });

  it("ls -l --time-style=long-iso: the newest file by its ISO date", () => {
    const lines = ["./cores/GAF004A:", "total 0", ...["2022-08-16 13:11", "2022-10-12 18:03", "2022-05-27 12:33", "2021-12-01 09:00", "2022-10-12 17:59"].map((d, i) => `-rw-r--r-- 1 dev  dev  ${4000 + i} ${d} core_${i}.rwl`)];
    const selected = new Array<boolean>(lines.length).fill(false);
    keepAskedRows(lines, "Which file was modified most recently?", undefined, selected);
    const kept = lines.filter((_, i) => selected[i]);
    expect(kept).toEqual([lines[0], lines[2], lines[3], lines[6]]); // the heading and the three newest, in line order
    expect(kept).not.toContain(lines[4]);
  });

  it("ls -laR: the largest file of the whole tree (not of each block), under its directory's heading", () => {
    const lines = lsTree();
    const kept = keptLines(lines.join("\n"), "The disk is filling up. Which single file here is the largest, and where does it sit?");
    expect(kept).toContain("-rw-r--r-- 1 dev dev 6874201088 Mar 16  2024 tiles.bin");
    expect(kept).toContain("./renders/.cache:");
    // A few rows per numeric column (size, links, day, year), not the listing.
    expect(kept.filter((l) => !l.startsWith("⟦")).length).toBeLessThan(30);
  });

  it("ls -laR: the newest file by its date, not `..` (the parent, dated today) nor a directory; the oldest; the newest directory", () => {
    const lines = lsTree();
    const pick = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i]);
    };
    const newest = pick("Which file was modified most recently, and where is it?");
    expect(newest).toContain("-rw-r--r-- 1 dev dev 18442 Aug 19  2024 blend-zones.json");
    expect(newest).toContain("./notes:");
    expect(newest.some((l) => l.endsWith(" .."))).toBe(false);
    expect(newest.some((l) => l.startsWith("d"))).toBe(false);
    const oldest = pick("Which is the oldest file?");
    expect(oldest).toContain("-rw-r--r--  1 dev dev 1204 Jan 15  2024 README.md");
    expect(oldest).toContain(".:"); // its directory's heading, below the command's echo
    // A question about directories reads the directories' rows (not `.` and `..`).
    const dirs = pick("Which directory changed most recently?");
    expect(dirs[0]).toBe(".:");
    expect(dirs).toContain("drwxr-xr-x  2 dev dev 4096 Apr  2 10:15 notes");
    expect(dirs.every((l) => l.startsWith("d") || l.endsWith(":"))).toBe(true);
    expect(dirs.some((l) => / \.\.?$/.test(l))).toBe(false);
  });
});

describe("what counts as an error or a failure mark", () => {
  it("a count of none names errors without reporting one; a count above none is an error line", () => {
    for (const l of ["LOS NOAA-18 pass P0002: received 38976326 bytes, 0 CRC errors", "Found 0 errors. Watching for file changes.", "build finished with no errors", "errors: 0, warnings: 3", "test result: ok. 349 passed; 0 failed; 0 ignored", "ok=12 changed=3 unreachable=0 failed=0 skipped=1", "Tests: 0 failed, 12 passed", "errors: 0 warnings: 3", "[0 errors]", "  0 errors and 178 warnings potentially fixable"]) expect(isErrorLine(l), l).toBe(false);
    for (const l of ["LOS NOAA-19 pass P0143: received 40036909 bytes, 1 CRC errors", "test result: FAILED. 40 passed; 2 failed", "0 failed, 1 error during collection", "errors: 0.5% of frames dropped", "ERROR disk full"]) expect(isErrorLine(l), l).toBe(true);
    // A zero that is a name or a value, not a count of none.
    for (const l of ["Connection to postgres-0 failed: timeout", "Backend web-0 failed health check", "worker 0 failed: connection reset", "GPU 0 failed to initialize", "Order no 1234 failed", "kafka-0 errors: 17", "Sync failed: 0 of 12 objects copied", "error: 0x80070005 access denied", "Error: 0 is not a valid shard id", "expected 0 errors, got 2", "Exception: 0", "Caused by: java.lang.Exception: 0"]) expect(isErrorLine(l), l).toBe(true);
  });

  it("a log line's WARN or WARNING level is a failure mark; the word in prose is not", () => {
    expect(isFailureMark("2026-11-29T00:00:35.367Z WARN  [relay] req-00642 POST /orders -> 409 0.5ms")).toBe(true);
    expect(isFailureMark("2024-09-05 17:56:34.000 WARNING groundpass.receiver: pass P0143: no frame sync")).toBe(true);
    expect(isFailureMark("[WARN] cache directory is not writable")).toBe(true);
    expect(isFailureMark('time=2024-05-01T10:00:00Z level=WARN msg="retrying upload"')).toBe(true);
    expect(isFailureMark('{"level":"WARN","msg":"retrying upload"}')).toBe(true);
    expect(isFailureMark('{"level":"warn","msg":"retrying upload"}')).toBe(true);
    expect(isFailureMark("2024/01/01 10:00:00 [warn] 12#0: upstream response is buffered")).toBe(true);
    expect(isFailureMark("compiled 12 files, no warnings")).toBe(false);
    expect(isFailureMark("2026-11-29T00:00:35.367Z INFO  [relay] req-00641 POST /orders -> 201 0.4ms")).toBe(false);
  });
});

describe("short output", () => {
  it("command output within the fixed part of its budget comes back whole (little_to_prune), even when a word of the question misses it", () => {
    const gdb = [
      "Program received signal SIGSEGV, Segmentation fault.",
      "award (f=0x555555558060 <f>, to=-1, points=7) at src/frame.c:25",
      "25\t    f->players[to]->score += points;",
      "#0  award (f=0x555555558060 <f>, to=-1, points=7) at src/frame.c:25",
      "#1  0x000055555555549c in frame_score (f=0x555555558060 <f>) at src/frame.c:35",
      "#2  0x0000555555555267 in main (argc=2, argv=0x7fffffffe778) at src/main.c:15",
      "$1 = {player = 2, potted = 0, foul_value = 7}",
    ].join("\n");
    const r = pruneLines(gdb, "Which shot record leads to the crash, and through which call?", "logs", opts, new RecoveryStore());
    expect(r.pruned_text).toBe(gdb);
    expect(r.warnings).toEqual(["little_to_prune"]);
    // The text's own faults are still reported.
    const open = `⟦NO_PRUNE_BEGIN⟧\n${gdb}`;
    expect(pruneLines(open, "Which call crashed?", "logs", opts, new RecoveryStore()).warnings).toEqual(["unbalanced_no_prune", "little_to_prune"]);
    // Past the fixed part, it is pruned.
    const long = [gdb, ...Array.from({ length: 60 }, (_, i) => `[Inferior 1 (process ${4000 + i}) detached] checkpoint ${i}`)].join("\n");
    expect(pruneLines(long, "Which shot record leads to the crash, and through which call?", "logs", opts, new RecoveryStore()).stats.pruned_lines).toBeGreaterThan(0);
  });
});

describe("the first time something happened", () => {
  const refusal = (n: number, item: string) => `WARNING:foodbank:parcel ${n % 2 ? "baby" : "family"} for household of ${n % 9} refused: out of stock: ${item}`;
  const log = () => {
    const out: string[] = [];
    for (let i = 0; i < 600; i++) {
      out.push(`INFO:werkzeug:127.0.0.1 - - [29/Nov/2026 01:48:${String(i % 60).padStart(2, "0")}] "POST /parcels?household=${i % 9} HTTP/1.1" 201 -`);
      if (i >= 200 && i % 3 === 0) out.push(refusal(i, i < 400 ? "nappies-size4" : "cereal"));
    }
    out.push("INFO:foodbank:replay done: 600 requests, 134 refused");
    return out;
  };

  it("asked what ran out first, the earliest record of the kind the question chose is kept, however many repeat it", () => {
    const lines = log();
    const firstRefusal = lines.findIndex((l) => l.includes("refused"));
    const asked = keptLines(lines.join("\n"), "Which stock item ran out first during the replay, and for which parcel request was that first reported?");
    expect(asked).toContain(lines[firstRefusal]);
    // Not asked for the first: the budget goes to the later records (a command's verdict comes last).
    const plain = keptLines(lines.join("\n"), "Which stock item ran out during the replay, and for which parcel request?");
    expect(plain).not.toContain(lines[firstRefusal]);
  });
});

describe("the first time something happened: which records are of one kind", () => {
  const lines = (head: string[], repeated: (i: number) => string) => [...head, ...Array.from({ length: 3000 }, (_, i) => repeated(i))];
  const first = (text: string[], q: string) => pruneLines(text.join("\n"), q, "logs", { ...opts, max_prune_ratio: 1 }, new RecoveryStore()).pruned_text.split("\n");

  it("the oldest kind a record is like, not the latest", () => {
    const filler = Array.from({ length: 300 }, (_, i) => `2024-05-0${1 + (i % 9)} 10:00:${String(i % 60).padStart(2, "0")} INFO mover shifted pallet ${i} to bay ${i % 40}`);
    const text = lines(
      // The later lines are like both earlier ones (5 and 7 of their 8 words in place); those two are not alike (4 of 8).
      [...filler.slice(0, 100), "2024-05-01 10:01:40 WARN disk full on sda now", ...filler.slice(100, 300), "2024-05-01 10:06:40 WARN disk slow at nvme0 later"],
      (i) => `2024-05-02 11:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")} WARN disk full at nvme1 later`,
    );
    const kept = first(text, "When was the disk first full?");
    expect(kept).toContain("2024-05-01 10:01:40 WARN disk full on sda now");
    expect(kept).not.toContain("2024-05-01 10:06:40 WARN disk slow at nvme0 later");
  });

  it("records led by an id (a word holding digits) are of one kind", () => {
    const filler = Array.from({ length: 200 }, (_, i) => `job ${i} copied ${i * 3} files to the mirror`);
    const text = lines([...filler.slice(0, 50), "[a3f9c2] disk full, writes paused", ...filler.slice(50)], (i) => `[${(0x10000 + i * 7919).toString(16)}] disk full, writes paused`);
    expect(first(text, "When was the disk first full?")).toContain("[a3f9c2] disk full, writes paused");
  });
});

describe("the odd one out of a listing", () => {
  it("\"far more memory than the others\" asks for the top of the column; \"far smaller than the usual\" for the bottom", () => {
    const lines = duListing();
    const pick = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i]).map((l) => l.split("\t")[0]).sort();
    };
    // Each depth of du's tree: the boxes, the collections, the tree.
    expect(pick("Is one box far bigger than the usual ones?")).toEqual(["1.3G", "311M", "330M", "368M", "95M", "96M", "97M"]);
    expect(pick("Which box takes much less room than the others?")).toEqual(["1.3G", "1M", "290M", "2M", "311M", "330M", "3M"]);
    // A comparison with a named thing is not a question about the extreme.
    expect(pick("Is box-004 bigger than box-005?")).toEqual([]);
  });

  it("asked who may read a file, an ls -lR listing keeps the file whose permissions (or owner) few others share, under its directory", () => {
    const lines = ["$ ls -lR", ".:", "total 8"];
    for (const dir of ["dvorak", "sibelius", "holst"]) lines.push(`drwxr-xr-x 6 dev  dev  4096 Jun 19  2024 ${dir}`);
    for (const dir of ["dvorak", "sibelius", "holst"]) {
      lines.push("", `./${dir}:`, "total 0");
      for (let t = 0; t < 40; t++) lines.push(`-rw-r--r-- 1 dev  dev  ${190000000 + t * 7919} Apr  2  2024 ${dir}_take-${String(t).padStart(2, "0")}.wav`);
      if (dir === "sibelius") lines.push("-rw------- 1 dev  dev  2829291 Apr 12  2024 session.ptx");
      if (dir === "holst") lines.push("-rw-r--r-- 1 root root 4420 Jun  9  2024 holst_mixdown.txt");
    }
    const keep = (q: string) => {
      const selected = new Array<boolean>(lines.length).fill(false);
      keepAskedRows(lines, q, undefined, selected);
      return lines.filter((_, i) => selected[i]);
    };
    expect(keep("Which file in the archive can only be read by its owner, and in which directory is it?")).toEqual(["./sibelius:", "-rw------- 1 dev  dev  2829291 Apr 12  2024 session.ptx", "./holst:", "-rw-r--r-- 1 root root 4420 Jun  9  2024 holst_mixdown.txt"]);
    // A question that is not about access reads no mode.
    expect(keep("Which take of the sibelius session is there?")).toEqual([]);
    // `ls -laF`: links (always `lrwxrwxrwx`) are not odd files, `./` and `../` are no entries, an ACL's `+` is part of the mode.
    const la = ["$ ls -laF", "total 40", "drwxr-xr-x 5 dev  dev  4096 Jun 19  2024 ./", "drwxr-xr-x 9 root root 4096 Jun 19  2024 ../"];
    for (let i = 0; i < 30; i++) la.push(`-rw-r--r-- 1 dev  dev  ${1000 + i} Jun 19  2024 notes_${i}.md`);
    la.push("lrwxrwxrwx 1 dev  dev    12 Jun 19  2024 latest -> notes_29.md", "lrwxrwxrwx 1 dev  dev    11 Jun 19  2024 first -> notes_0.md");
    la.push("-rw-r--r--+ 1 dev  dev   310 Jun 19  2024 shared.md");
    for (let i = 0; i < 12; i++) la.push(`drwxr-xr-x 2 dev  dev  4096 Jun 19  2024 project_${i}/`);
    const keepLa = (q: string) => {
      const selected = new Array<boolean>(la.length).fill(false);
      keepAskedRows(la, q, undefined, selected);
      return la.filter((_, i) => selected[i]);
    };
    expect(keepLa("Which file has extra permissions, and who owns the parent directory?")).toEqual(["-rw-r--r--+ 1 dev  dev   310 Jun 19  2024 shared.md"]);
  });
});

describe("the tools' words for the asker's", () => {
  it("a question about conflicts looks for git's unmerged paths; one about the slowest test for pytest's durations", () => {
    expect(withToolWords("Which files are in conflict?")).toBe("Which files are in conflict? unmerged");
    expect(withToolWords("Which test took the longest?")).toBe("Which test took the longest? slowest durations");
    expect(withToolWords("What does the parser return?")).toBe("What does the parser return?");
  });

  it("a variable that is never used is the compiler's unused variable, among warnings that name variables too", () => {
    expect(withToolWords("Which variable is never used?")).toBe("Which variable is never used? unused");
    expect(withToolWords("Which import isn't used?")).toBe("Which import isn't used? unused");
    expect(withToolWords("Why was the callback never called?")).toBe("Why was the callback never called?");
    const warning = (i: number, head: string, name: string) => [head, `  --> src/fares.rs:${i + 10}:13`, "   |", `${i + 10} |         let mut ${name} = 0;`, "   |", ""];
    const unusedMut = Array.from({ length: 40 }, (_, i) => warning(i, "warning: variable does not need to be mutable", `total_${i}`)).flat();
    const unused = warning(90, "warning: unused variable: `price`", "price");
    const text = ["$ cargo build", ...unused, ...unusedMut, "warning: `fares` (lib) generated 41 warnings", "exit status: 0"].join("\n");
    expect(keptLines(text, "Which variable is computed but never used?")).toContain("warning: unused variable: `price`");
  });

  it("pytest's slowest-durations section answers which test took the longest, among hundreds of passed tests", () => {
    const passed = Array.from({ length: 300 }, (_, i) => `tests/test_peal.py::test_change_${i} PASSED${" ".repeat(20)}[${String(Math.floor((i * 100) / 300)).padStart(3)}%]`);
    const durations = ["============================= slowest 3 durations ==============================", "0.25s call     tests/test_peal.py::test_change_117", "0.11s call     tests/test_peal.py::test_change_4", "0.02s setup    tests/test_peal.py::test_change_0"];
    const text = ["============================= test session starts ==============================", ...passed, "", ...durations, "============================= 300 passed in 1.93s =============================="].join("\n");
    const kept = keptLines(text, "Which single test took the longest, and how long?");
    for (const l of durations.slice(0, 2)) expect(kept).toContain(l);
  });

  it("a file that failed to open is strace's ENOENT, among thousands of reads of files like it", () => {
    expect(withToolWords("Did any heat file fail to open?")).toBe("Did any heat file fail to open? enoent");
    expect(withToolWords("Which config file could not be found?")).toBe("Which config file could not be found? enoent");
    for (const q of ["Which file couldn't be found?", "Which file could not be opened?", "It wasn't found, why?", "Which one was unable to be read?"]) expect(withToolWords(q)).toBe(`${q} enoent`);
    expect(withToolWords("Which file did it open first?")).toBe("Which file did it open first?");
    const heat = (i: number) => [
      `openat(AT_FDCWD, "heats/heat${i}.txt", O_RDONLY) = 3`,
      `read(3, "lane,time\\n1,31.52\\n2,31.87\\n", 4096) = 27`,
      "close(3)                                = 0",
    ];
    const lines = ["$ strace -f ./derbytime heats/", 'execve("./derbytime", ["./derbytime", "heats/"], 0x7ffd /* 20 vars */) = 0'];
    for (let i = 0; i < 400; i++) {
      if (i === 187) lines.push(`openat(AT_FDCWD, "heats/heat${i}.txt", O_RDONLY) = -1 ENOENT (No such file or directory)`);
      else lines.push(...heat(i));
    }
    lines.push("exit_group(0)                           = ?", "+++ exited with 0 +++", "exit status: 0");
    const kept = keptLines(lines.join("\n"), "Did any heat file fail to open while the heats were being read? Which one?");
    expect(kept).toContain(`openat(AT_FDCWD, "heats/heat187.txt", O_RDONLY) = -1 ENOENT (No such file or directory)`);
  });
});

describe("lines read together", () => {
  it("a function moved to another file: the kept added definition keeps the removed one (and not a common name's)", () => {
    const lines = [
      "diff --git a/tides/extrema.py b/tides/extrema.py",
      "+def highs_and_lows(constituents, datum, start, days=1, step_min=10):",
      "+    result = []",
      "diff --git a/tides/predict.py b/tides/predict.py",
      "-def highs_and_lows(constituents, datum, start, days=1, step_min=6):",
      "-    result = []",
      "-    result = {}",
      "-    result = None",
    ];
    const selected = lines.map((_, i) => i === 1 || i === 2);
    keepDiffCounterparts(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[1], lines[2], lines[4]]);
  });

  it("a diagnostic at top level, or under another file's context line, keeps no function's line", () => {
    const lines = [
      "src/fleet.c: In function ‘dock’:",
      "src/fleet.c:40:5: warning: unused variable ‘n’ [-Wunused-variable]",
      "src/fleet.c: At top level:",
      "src/fleet.c:90:12: warning: ‘spare’ defined but not used [-Wunused-function]",
      "src/rankio.c: In function ‘load_rank’:",
      "src/fleet.c:95:1: error: expected ‘;’ before ‘}’ token",
    ];
    const selected = lines.map((_, i) => i === 3 || i === 5);
    keepFunctionContext(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[3], lines[5]]);
  });

  it("a language's own or a short name (`__init__`) is paired within its file only", () => {
    const lines = [
      "diff --git a/fleet/dock.py b/fleet/dock.py",
      "+++ b/fleet/dock.py",
      "-    def __init__(self, bays):",
      "+    def __init__(self, bays, tide):",
      "diff --git a/fleet/crane.py b/fleet/crane.py",
      "+++ b/fleet/crane.py",
      "-    def __init__(self, reach):",
    ];
    const selected = lines.map((_, i) => i === 3);
    keepDiffCounterparts(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[2], lines[3]]);
  });

  it("a kept gcc diagnostic keeps the `In function` line of its own file above it", () => {
    const lines = [
      "src/fleet.c: In function ‘dock’:",
      "src/fleet.c:40:5: warning: unused variable ‘n’ [-Wunused-variable]",
      "src/rankio.c: In function ‘load_rank’:",
      "src/rankio.c:19:12: warning: implicit declaration of function ‘atof’ [-Wimplicit-function-declaration]",
      "   19 |     return atof(buf);",
      "src/rankio.c:3:1: note: include ‘<stdlib.h>’ or provide a declaration of ‘atof’",
    ];
    const selected = lines.map((_, i) => i >= 3);
    keepFunctionContext(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual(lines.slice(2));
  });
});

describe("a sanitizer's report", () => {
  /** A self-test printing 300 passing checks, then AddressSanitizer's report and its shadow map. */
  function asanRun(): string[] {
    const checks = Array.from({ length: 300 }, (_, i) => `  ok   reading ${i} within range (${(i * 7) % 40} kt)`);
    return [
      "$ ./selftest",
      ...checks,
      "=================================================================",
      "==4242==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x612000000230 at pc 0x558d77aff5f7 bp 0x7ffe769477b0 sp 0x7ffe769477a8",
      "READ of size 4 at 0x612000000230 thread T0",
      "    #0 0x558d77aff5f6 in Window::veer() const src/window.cpp:33",
      "    #1 0x558d77b057fe in main src/selftest.cpp:27",
      "",
      "0x612000000230 is located 208 bytes to the right of 288-byte region [0x612000000040,0x612000000160)",
      "allocated by thread T0 here:",
      "    #0 0x7f818d8b9628 in operator new[](unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:98",
      "    #1 0x558d77afe510 in Window::Window(unsigned long) src/window.cpp:4",
      "",
      "SUMMARY: AddressSanitizer: heap-buffer-overflow src/window.cpp:33 in Window::veer() const",
      "Shadow bytes around the buggy address:",
      ...Array.from({ length: 11 }, (_, i) => `  0x0c247fff80${i}0: fa fa fa fa fa fa fa fa fa fa fa fa fa fa fa fa`),
      "==4242==ABORTING",
      "exit status: 1",
    ];
  }

  it("is kept whole with its error line: where the bad access happened and where its memory was allocated", () => {
    const lines = asanRun();
    const kept = keptLines(lines.join("\n"), "What memory error did AddressSanitizer report, in which function and line, and where was the overflowed buffer allocated?");
    for (const l of ["allocated by thread T0 here:", "    #1 0x558d77afe510 in Window::Window(unsigned long) src/window.cpp:4", "READ of size 4 at 0x612000000230 thread T0", "SUMMARY: AddressSanitizer: heap-buffer-overflow src/window.cpp:33 in Window::veer() const"]) expect(kept).toContain(l);
    // The shadow map after the summary is the runtime's, not the report's.
    expect(kept.filter((l) => l.includes(": fa fa fa")).length).toBeLessThanOrEqual(1);
  });

  it("Go's race detector report is one unit up to its closing rule: both accesses' stacks", () => {
    const frames = (g: number, what: string) => [`${what} at 0x00c0000ac0d0 by goroutine ${g}:`, "  example.com/hayloft/moisture.(*Sampler).Record()", `      /home/dev/hayloft/moisture/sampler.go:18 +0x${g}a4`, "  example.com/hayloft/moisture.TestConcurrentProbes.func1()", "      /home/dev/hayloft/moisture/sampler_test.go:33 +0x174", ""];
    // Passing tests whose logs hold the question's words, to compete for the budget.
    const passing = Array.from({ length: 300 }, (_, i) => `=== RUN   TestProbe${i}\n    probe_test.go:${i + 10}: read shared variable of probe ${i} in function Sample\n--- PASS: TestProbe${i} (0.00s)`).join("\n").split("\n");
    const report = ["==================", "WARNING: DATA RACE", ...frames(17, "Read"), ...frames(10, "Previous write"), "Goroutine 17 (running) created at:", "  example.com/hayloft/moisture.TestConcurrentProbes()", "      /home/dev/hayloft/moisture/sampler_test.go:30 +0x124", "=================="];
    const text = ["$ go test -race ./...", ...passing, ...report, "--- FAIL: TestConcurrentProbes (0.01s)", "    testing.go:1319: race detected during execution of test", "FAIL", "exit status: 1"].join("\n");
    const kept = keptLines(text, "The race detector fired. Which function and source line read and wrote the shared variable?");
    expect(kept).toContain("Previous write at 0x00c0000ac0d0 by goroutine 10:");
    expect(kept).toContain("      /home/dev/hayloft/moisture/sampler.go:18 +0x10a4");
  });

  it("is found under a CI runner's timestamps, and for HWAddressSanitizer", () => {
    const stamp = (l: string) => `2026-05-01T10:00:00.1234567Z ${l}`;
    const lines = asanRun().map((l) => stamp(l.replace("AddressSanitizer", "HWAddressSanitizer")));
    const kept = keptLines(lines.join("\n"), "Why did the selftest crash?");
    expect(kept).toContain(stamp("    #1 0x558d77afe510 in Window::Window(unsigned long) src/window.cpp:4"));
  });
});

describe("the thing an error failed on", () => {
  it("an error naming an id keeps the other lines holding that id (the appointment's booking), not every line like them", () => {
    const names = ["Otis", "Luna", "Waffles", "Biscuit", "Pepper"];
    const sync = Array.from({ length: 120 }, (_, i) => `2026-05-09T07:0${Math.floor(i / 20)}:${String(i % 60).padStart(2, "0")}.120Z INFO  [sync] APT-${5200 + i} ${names[i % 5]} bath with Carla at 1${i % 8}:00 -> calendar ok`);
    const booking = sync[71]!; // APT-5271
    const sms = Array.from({ length: 60 }, (_, i) => `2026-05-09T07:08:${String(i).padStart(2, "0")}.480Z INFO  [sms] queued reminder for +353 87 10${String(i).padStart(5, "0")}: 86 chars`);
    const text = [...sync, ...sms, "ReminderError: cannot build reminder for appointment APT-5271", "    at buildReminder (src/reminders.js:41:11)", "exit status: 1"].join("\n");
    const kept = keptLines(text, "For the appointment whose reminder could not be built, with which groomer was it booked?");
    expect(kept).toContain(booking);
    expect(kept.filter((l) => l.includes("[sync]")).length, "only the failed appointment's line").toBe(1);
    // An id ending a sentence is an id.
    const dotted = text.replace("appointment APT-5271", "appointment APT-5271.");
    expect(keptLines(dotted, "For the appointment whose reminder could not be built, with which groomer was it booked?")).toContain(booking);
  });

  it("errors about many things are a question about them, not about one thing's story: no id is followed", () => {
    const orders = Array.from({ length: 300 }, (_, i) => [`INFO received order ORD-${10000 + i}`, `INFO charged order ORD-${10000 + i}`]).flat();
    const failures = Array.from({ length: 40 }, (_, i) => `ERROR shipping failed for order ORD-${10000 + i * 7}`);
    const text = [...orders, ...failures, "exit status: 1"].join("\n");
    const kept = keptLines(text, "Which orders failed to ship?");
    // The one kept is the line before the first error, its neighbour (the contract keeps it).
    expect(kept.filter((l) => l.startsWith("INFO")).length).toBeLessThanOrEqual(1);
  });

  it("a path, a file name, a version, an address or a common name is no id to follow", () => {
    const error = "error: worker7 could not load plugins/x86/codec2.so (v1.2.3) at 0x7f3a12 for job_42";
    const others = ["loading plugins/x86/codec2.so", "codec2.so found", "version v1.2.3 installed", "mapped 0x7f3a12", "job_42 queued", "job_42 started"];
    const common = Array.from({ length: 5 }, (_, i) => `worker7 heartbeat ${i}`);
    const lines = [...others, ...common, error];
    const chosen = lines.map((l) => l === error);
    const selected = lines.map((l) => l === error);
    keepEntityHistory(lines, chosen, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual(["job_42 queued", "job_42 started", error]);
  });
});

describe("git log --stat read by value", () => {
  /** 40 commits of one or two files each; commit 23 adds 1400 lines, commit 31 removes 900. */
  function statLog(): string[] {
    const out = ["$ git log --stat"];
    for (let c = 0; c < 40; c++) {
      const added = c === 23 ? 1400 : (c * 7) % 60 + 1;
      const removed = c === 31 ? 900 : (c * 3) % 20;
      const files = c % 3 === 0 ? 2 : 1;
      out.push(`commit ${(0xabc000 + c).toString(16)}${"0".repeat(34)}`, `Author: Dev ${c} <dev${c}@example.com>`, `Date:   Mon Mar ${(c % 28) + 1} 09:00:00 2026 +0100`, "", `    Change number ${c} of the route planner`, "");
      out.push(` src/planner/step${c}.ts | ${added + removed} ${"+".repeat(Math.min(40, added))}${"-".repeat(Math.min(10, removed))}`);
      if (files === 2) out.push(` tests/step${c}.test.ts | 3 +++`);
      out.push(` ${files} file${files === 2 ? "s" : ""} changed, ${added + (files === 2 ? 3 : 0)} insertions(+)${removed ? `, ${removed} deletions(-)` : ""}`, "");
    }
    return out;
  }

  it("the commit that added the most lines comes with its header, message and diffstat", () => {
    const kept = keptLines(statLog().join("\n"), "Which commit added the most lines, and which file did it change?");
    expect(kept).toContain(`commit ${(0xabc000 + 23).toString(16)}${"0".repeat(34)}`);
    expect(kept).toContain("    Change number 23 of the route planner");
    expect(kept).toContain(statLog().find((l) => l.startsWith(" src/planner/step23.ts |")));
  });

  it("the one that removed the most is read from the deletions", () => {
    const kept = keptLines(statLog().join("\n"), "Which commit deleted the most lines?");
    expect(kept).toContain(`commit ${(0xabc000 + 31).toString(16)}${"0".repeat(34)}`);
    expect(kept).toContain(" 1 file changed, 38 insertions(+), 900 deletions(-)");
  });
});

describe("the commit a change belongs to", () => {
  const commit = (sha: string, subject: string, body: string, file: string, minus: string, plus: string) => [
    `commit ${sha}`,
    "Author: Ada Byron <ada@example.org>",
    "Date:   Mon Jul 3 10:00:00 2023 +0000",
    "",
    `    ${subject}`,
    "    ",
    `    ${body}`,
    "",
    `diff --git a/${file} b/${file}`,
    "index 1111111..2222222 100644",
    `--- a/${file}`,
    `+++ b/${file}`,
    "@@ -1,3 +1,3 @@",
    " import os",
    `-${minus}`,
    `+${plus}`,
    "",
  ];
  const log = [
    ...commit("a".repeat(40), "Tidy imports", "No change in behaviour.", "dome/util.py", "import sys", "import sys, time"),
    ...commit("b".repeat(40), "Close at 38 km/h gusts", "The shutter chain slipped at 42 km/h.", "dome/limits.py", "WIND_CLOSE_KMH = 45", "WIND_CLOSE_KMH = 38"),
    ...commit("c".repeat(40), "Log the dome state", "Helps the night log.", "dome/log.py", "level = 'warn'", "level = 'info'"),
  ];

  it("a kept line of a commit's diff keeps the commit's line, header and message, not the other commits'", () => {
    const selected = log.map((l) => l === "+WIND_CLOSE_KMH = 38");
    keepCommitOfChange(log, selected);
    const kept = log.filter((_, i) => selected[i]);
    expect(kept).toEqual([`commit ${"b".repeat(40)}`, "Author: Ada Byron <ada@example.org>", "Date:   Mon Jul 3 10:00:00 2023 +0000", "", "    Close at 38 km/h gusts", "    ", "    The shutter chain slipped at 42 km/h.", "+WIND_CLOSE_KMH = 38"]);
  });

  it("pruning `git log -p`: the change the question asks about comes with its commit", () => {
    const many = Array.from({ length: 40 }, (_, k) => commit(String(k).padStart(2, "0").repeat(20), `Adjust setting ${k}`, `Routine change number ${k}.`, `dome/part${k}.py`, `value_${k} = ${k}`, `value_${k} = ${k + 1}`)).flat();
    const text = [...many.slice(0, 340), ...log.slice(17, 34), ...many.slice(340)].join("\n");
    const kept = keptLines(text, "What is WIND_CLOSE_KMH set to now, and who set it?");
    expect(kept).toContain("+WIND_CLOSE_KMH = 38");
    expect(kept).toContain(`commit ${"b".repeat(40)}`);
    expect(kept).toContain("    The shutter chain slipped at 42 km/h.");
    expect(kept.length).toBeLessThan(text.split("\n").length / 3);
  });

  it("a kept line of a message or of no commit's diff brings nothing", () => {
    const selected = log.map((l) => l.includes("Helps the night log"));
    keepCommitOfChange(log, selected);
    expect(selected.filter(Boolean).length).toBe(1);
    const plain = ["diff --git a/x b/x", "-a", "+b"];
    const sel = [false, false, true];
    keepCommitOfChange(plain, sel);
    expect(sel).toEqual([false, false, true]);
  });
});

describe("the work an error was part of", () => {
  it("a kept error keeps the last line of its own emitter that started something, not another service's", () => {
    const lines = [
      "worker-1  | 10:13:20 info: job 8812 (exports:orders-csv) started",
      "api-1     | 10:13:21 info: handling GET /health",
      "worker-1  | 10:13:22 info: wrote 5000 rows",
      "api-1     | 10:13:23 info: starting request 77",
      "worker-1  | 10:13:24 error: heap out of memory",
    ];
    const selected = lines.map((_, i) => i === 4);
    keepWorkInProgress(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[0], lines[4]]);
  });

  it("supervisord's `prog stderr | ` names the emitter as compose's `name | ` does", () => {
    const lines = ["beta stdout | processing upload 9", "alpha stdout | processing batch 4", "alpha stdout | 40 rows", "beta stderr | ERROR: connection refused"];
    const selected = lines.map((_, i) => i === 3);
    keepWorkInProgress(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[0], lines[3]]);
  });

  it("a compiler's \"Compiling <file>\" line names the file an error below it is in", () => {
    const lines = ["Listing 'almanac'...", "Compiling 'almanac/frost/daylight.py'...", "Compiling 'almanac/frost/forecast.py'...", '***   File "forecast.py", line 7', "    return round(mean(days)", "SyntaxError: '(' was never closed"];
    const selected = lines.map((_, i) => i === 5);
    keepWorkInProgress(lines, selected);
    expect(lines.filter((_, i) => selected[i])).toEqual([lines[2], lines[5]]);
  });

  it("a timestamp before `|` is no emitter: the start line of a plain log is found", () => {
    const lines = ["2024-06-11T10:13:00Z | INFO | importing data/larkfield.csv", "2024-06-11T10:13:01Z | INFO | 300 rows", "2024-06-11T10:13:02Z | ERROR | duplicate sku KB-0193"];
    const selected = [false, false, true];
    keepWorkInProgress(lines, selected);
    expect(selected).toEqual([true, false, true]);
  });

  it("the search stops at an earlier error: that one's work is not this one's", () => {
    const lines = ["10:00 INFO importing data/a.csv", "10:01 ERROR row 3: bad sku", "10:02 ERROR row 9: bad sku"];
    const selected = [false, false, true];
    keepWorkInProgress(lines, selected);
    expect(selected).toEqual([false, false, true]);
  });
});

describe("grep output from a shell", () => {
  const ctx = [
    "src/a-1-b.py-3-import os",
    "src/a-1-b.py:4:RETRY_LIMIT = 5",
    "src/a-1-b.py-5-",
    "--",
    "src/net/fetch.py-40-def fetch(url):",
    "src/net/fetch.py:41:    for attempt in range(RETRY_LIMIT):",
    "src/net/fetch.py-42-        sleep(backoff(attempt))",
  ];

  it("parses matches, context lines (a path holding `-1-` itself) and separators", () => {
    expect(parseGrepLines(ctx)).toEqual([
      { file: "src/a-1-b.py", line: 3, textStart: "src/a-1-b.py-3-".length, match: false },
      { file: "src/a-1-b.py", line: 4, textStart: "src/a-1-b.py:4:".length, match: true },
      { file: "src/a-1-b.py", line: 5, textStart: "src/a-1-b.py-5-".length, match: false },
      undefined,
      { file: "src/net/fetch.py", line: 40, textStart: "src/net/fetch.py-40-".length, match: false },
      { file: "src/net/fetch.py", line: 41, textStart: "src/net/fetch.py:41:".length, match: true },
      { file: "src/net/fetch.py", line: 42, textStart: "src/net/fetch.py-42-".length, match: false },
    ]);
  });

  it("is grep output in a shell's output when its matches name files and are not a compiler's diagnostics", () => {
    const plain = ctx.filter((l) => l.includes(":"));
    expect(isGrepOutput(ctx, true)).toBe(true);
    expect(isGrepOutput(plain, true)).toBe(true);
    const gcc = ["src/a.c:11:9: warning: unused variable ‘limit’", "src/a.c:12:3: error: expected ‘;’", "src/b.c:4:1: note: declared here"];
    expect(isGrepOutput(gcc, true)).toBe(false);
    expect(isGrepOutput(gcc, false)).toBe(true);
    const compose = Array.from({ length: 10 }, (_, i) => `worker-1    | 2024-06-11T10:13:${String(i).padStart(2, "0")}.489Z info: job ${i} started`);
    expect(isGrepOutput(compose, true)).toBe(false);
  });

  it("is grep output and nothing else (the bash tool then reads it as the grep tool's) only when every line is a file's match, context or separator", () => {
    expect(isGrepOnly(ctx)).toBe(true);
    expect(isGrepOnly([...ctx, ""])).toBe(true);
    // A line of anything else: the shell's output holds more than grep's.
    expect(isGrepOnly([...ctx, "make: *** [Makefile:12: all] Error 2"])).toBe(false);
    expect(isGrepOnly(["rg: src/private: Permission denied (os error 13)", ...ctx])).toBe(false);
    // A compiler's diagnostics look like matches.
    expect(isGrepOnly([...ctx, "src/a.c:12:3: error: expected ‘;’"])).toBe(false);
    // Matches that name no file (a log's `name | time`), and no match at all.
    expect(isGrepOnly(["web 1:12:30 started", "web 1:12:31 ready"])).toBe(false);
    expect(isGrepOnly(["--", ""])).toBe(false);
  });

  it("grep output from a shell whose words miss the question keeps its error lines (no fault), as command output must", () => {
    const text = Array.from({ length: 60 }, (_, i) => `src/m${i}.py:${i + 1}:        return parse(value_${i})${i === 7 ? "  # error path" : ""}`).join("\n");
    const r = pruneLines(text, "zzqq frobnicate", "logs", { ...opts, max_prune_ratio: 1 }, new RecoveryStore());
    expect(r.warnings).not.toContain("internal_error");
    expect(r.warnings).toContain("no_relevant_lines");
    expect(r.pruned_text.split("\n")).toContain("src/m7.py:8:        return parse(value_7)  # error path");
    expect(r.stats.kept_lines).toBeLessThan(6);
  });

  it("`rg -C2` run in a shell is pruned by its groups: the asked group kept whole with its context, the others go", () => {
    const group = (file: string, at: number, body: string[]) => [
      ...body.slice(0, 2).map((t, k) => `${file}-${at - 2 + k}-${t}`),
      `${file}:${at}:${body[2]}`,
      ...body.slice(3).map((t, k) => `${file}-${at + 1 + k}-${t}`),
    ];
    const noise = Array.from({ length: 60 }, (_, i) => group(`archive/tar/mod${i}.go`, 100 + i, ["\t// Deprecated: use Open.", `\tfunc legacy${i}() {`, `\t\treturn dial(${i})`, "\t}", ""]));
    // The lines around the match hold none of the question's words: only the group says they go with it.
    const asked = group("archive/tar/common.go", 59, ["const (", "\tblockSize = 512", "\tTypeRegA = '\\x00' // Deprecated: Use TypeReg instead.", "", '\tmagicGNU = "ustar "']);
    const text = [...noise.slice(0, 30), asked, ...noise.slice(30)].map((g) => g.join("\n")).join("\n--\n");
    // No minimum share kept: what is kept is what was chosen.
    const kept = keptLines(text, "What should replace TypeRegA?", { ...opts, max_prune_ratio: 1 });
    for (const l of asked) expect(kept).toContain(l);
    expect(kept.filter((l) => l.includes("/mod")).length).toBeLessThan(60);
  });
});

describe("a report printed again", () => {
  /** A `git bisect run` of a kiln-firing check: each run prints its whole table; the bad runs fail on the same rows. */
  function bisectRun(badTables: string[][]): string[] {
    const good = Array.from({ length: 30 }, (_, i) => `  cone ${String(i + 1).padStart(2)}  ramp ${100 + i * 7} C/h  peak ${880 + i * 11} C  ok`);
    const hashes = ["3fa1c2d", "9be04a7", "51d7e88", "c02f9b1", "7e6a310"];
    const out = ["$ git bisect run python3 -m kiln.check"];
    const runs: Array<string[] | undefined> = [undefined, badTables[0], undefined, badTables[1], badTables[2]];
    runs.forEach((bad, r) => {
      out.push("running  'python3' '-m' 'kiln.check'", ...(bad ?? good), bad ? "FAIL: 3 cone(s) over peak: 28 29 30" : "PASS");
      if (r < runs.length - 1) out.push(`Bisecting: ${runs.length - 2 - r} revisions left to test after this (roughly ${Math.max(0, 2 - r)} steps)`, `[${hashes[r]}${"0".repeat(33)}] Kiln step ${r}`);
    });
    out.push(`${hashes[4]}${"0".repeat(33)} is the first bad commit`, `commit ${hashes[4]}${"0".repeat(33)}`, "Author: Idris Mwangi <idris@kilnworks.example>", "", "    Raise the peak of the last three cones", "", " kiln/schedule.py | 3 ++-", " 1 file changed, 2 insertions(+), 1 deletion(-)", "bisect found first bad commit", "exit status: 0");
    return out;
  }
  const badTable = (peak: number) => Array.from({ length: 30 }, (_, i) => `  cone ${String(i + 1).padStart(2)}  ramp ${100 + i * 7} C/h  peak ${i >= 27 ? peak + i : 900 + i * 11} C  ${i >= 27 ? "OVER PEAK" : "ok"}`);

  /** A shop's service log: a request failing with a traceback between many served requests. */
  function serviceLog(tracebacks: string[][]): string[] {
    const out: string[] = [];
    tracebacks.forEach((tb, k) => {
      for (let j = 0; j < 40; j++) out.push(`2026-11-29 ${String(10 + Math.floor(k / 6)).padStart(2, "0")}:${String((k % 6) * 10 + Math.floor(j / 4)).padStart(2, "0")}:${String((j % 4) * 15).padStart(2, "0")} INFO  web: GET /catalogue/${k * 40 + j} 200 12ms`);
      out.push(`2026-11-29 ${String(10 + Math.floor(k / 6)).padStart(2, "0")}:${String((k % 6) * 10 + 9).padStart(2, "0")}:59 ERROR web: request r-${100 + k} failed`, ...tb);
    });
    return out;
  }
  const traceback = (file: string, line: number, code: string) => [
    "Traceback (most recent call last):",
    '  File "/srv/shop/views.py", line 40, in checkout',
    "    total = price_of(cart)",
    ...["basket.py", "promotions.py", "catalogue.py", "stock.py"].flatMap((f, k) => [`  File "/srv/shop/${f}", line ${10 + k}, in step_${k}`, `    return step_${k + 1}(cart)`]),
    `  File "/srv/shop/${file}", line ${line}, in price_of`,
    `    ${code}`,
    "KeyError: 'sku-77'",
  ];

  it("a traceback logged again word for word on every request is not widened again; the copies keep their error lines", () => {
    const tb = traceback("pricing.py", 12, "return TABLE[item.sku]");
    const kept = keptLines(serviceLog(Array.from({ length: 30 }, () => tb)).join("\n"), "Why does the checkout request fail?");
    // The budget takes some copies whole; the others keep what the never-prune rule keeps
    // (each error line and its neighbours), not the frames between them.
    expect(kept.filter((l) => l === '  File "/srv/shop/promotions.py", line 11, in step_1').length).toBeLessThan(25);
    expect(kept.filter((l) => l === "KeyError: 'sku-77'")).toHaveLength(30);
    for (let k = 0; k < 30; k++) expect(kept.some((l) => l.includes(`request r-${100 + k} failed`))).toBe(true);
  });

  it("tracebacks that differ in one frame are each read whole", () => {
    const kept = keptLines(serviceLog([traceback("pricing.py", 12, "return TABLE[item.sku]"), traceback("tax.py", 23, "rate = RATES[region]")]).join("\n"), "Why does the checkout request fail?");
    expect(kept).toContain('  File "/srv/shop/pricing.py", line 12, in price_of');
    expect(kept).toContain('  File "/srv/shop/tax.py", line 23, in price_of');
    expect(kept.filter((l) => l === '  File "/srv/shop/views.py", line 40, in checkout')).toHaveLength(2);
  });

  it("reports that differ in their body are each read whole", () => {
    const text = bisectRun([badTable(1300), badTable(1400), badTable(1500)]).join("\n");
    const kept = keptLines(text, "Which commit did the bisect find as the first bad one, and who wrote it?");
    for (const peak of [1300, 1400, 1500]) expect(kept).toContain(`  cone 30  ramp 303 C/h  peak ${peak + 29} C  OVER PEAK`);
  });
});

describe("a failure report's passed lines", () => {
  it("go test -v: a failed parent's report brought by its failed subtests keeps them, not the passed ones", () => {
    const widths = Array.from({ length: 40 }, (_, i) => 12 + i);
    const run = widths.flatMap((w) => [`=== RUN   TestCycle/w${w}`, `    gates_test.go:14: width ${w} m: ${(w * 2).toFixed(1)} s`, ...(w >= 50 ? [`    gates_test.go:16: gates take ${(w * 2).toFixed(1)} s to open, limit is 60 s`] : [])]);
    const report = ["--- FAIL: TestCycle (0.01s)", ...widths.map((w) => `    --- ${w >= 50 ? "FAIL" : "PASS"}: TestCycle/w${w} (0.00s)`)];
    const other = Array.from({ length: 120 }, (_, i) => [`=== RUN   TestTariff/case${i}`, `--- PASS: TestTariff/case${i} (0.00s)`]).flat();
    const text = ["$ go test -v ./...", "=== RUN   TestCycle", ...run, ...report, "FAIL", "FAIL\texample.org/hangar/gates\t0.015s", ...other, "ok  \texample.org/hangar/tariff\t0.004s", "FAIL", "exit status: 1"].join("\n");
    const kept = keptLines(text, "Which gate widths took longer than the limit to open, and how long did they take?");
    expect(kept).toContain("    gates_test.go:16: gates take 102.0 s to open, limit is 60 s");
    expect(kept).toContain("    --- FAIL: TestCycle/w50 (0.00s)");
    expect(kept).toContain("    --- FAIL: TestCycle/w51 (0.00s)");
    expect(kept).not.toContain("    --- PASS: TestCycle/w30 (0.00s)");
  });
});

describe("a failure report's passed lines, and what is indented under them", () => {
  it("go test: the lines a passed subtest logged stay out with it, so none reads as the failed one's (no markers)", () => {
    // Thirty subtests: the report is longer than one record, so its end is read by widening.
    const gates = Array.from({ length: 30 }, (_, k) => (k === 0 ? "north" : k === 10 ? "yard" : `berth${k}`));
    const report = ["--- FAIL: TestGate (0.02s)", ...gates.flatMap((g, k) => [`    --- ${k === 0 ? "FAIL" : "PASS"}: TestGate/${g} (0.00s)`, `        gate_test.go:19: seal pressure held at ${k + 2} bar on ${g}`])];
    const other = Array.from({ length: 150 }, (_, i) => `ok  \texample.org/harbour/berth${i}\t0.00${i % 10}s`);
    const text = ["$ go test ./...", ...other.slice(0, 75), ...report, "FAIL", "FAIL\texample.org/harbour/gates\t0.021s", ...other.slice(75), "FAIL", "exit status: 1"].join("\n");
    const kept = keptLines(text, "Which gate subtest failed, and why did the package fail?", { ...opts, include_markers: false });
    expect(kept).toContain("    --- FAIL: TestGate/north (0.00s)");
    expect(kept).not.toContain("        gate_test.go:19: seal pressure held at 12 bar on yard");
  });
});

describe("round 19: lines of one act, and what a question about conflicts asks for", () => {
  it("strace: a kept open keeps the calls on the descriptor it returned, up to its close, in its own process", () => {
    // Three hundred order files: their reads all hold "pints"; only the open names rowan-27.
    const trees = ["thistle", "poplar", "ivy", "maple", "acacia", "hazel", "laurel", "cedar", "alder", "birch"];
    const spool = Array.from({ length: 300 }, (_, k) => `${trees[k % 10]}-${Math.floor(k / 10) + 1}`).map((n) => (n === "maple-27" ? "rowan-27" : n));
    const calls = spool.flatMap((name, k) => [`openat(AT_FDCWD, "spool/${name}.order", O_RDONLY) = 3`, `read(3, "${(k % 3) + 1} pints semi-skimmed\\n", 255)  = 21`, "close(3)                                = 0"]);
    const noise = Array.from({ length: 120 }, (_, k) => `write(1, "route stop ${k} ok\\n", 16)   = 16`);
    const text = ["$ strace -e trace=openat,read,close,write ./collect", ...calls, ...noise, "exit status: 0"].join("\n");
    const kept = keptLines(text, "How many pints does the order file for rowan-27 contain?");
    // Its read, right after it (other files' reads print the same text).
    const at = spool.indexOf("rowan-27");
    const open = kept.indexOf('openat(AT_FDCWD, "spool/rowan-27.order", O_RDONLY) = 3');
    expect(kept[open + 1]).toBe(`read(3, "${(at % 3) + 1} pints semi-skimmed\\n", 255)  = 21`);
  });

  it("strace: a descriptor's calls end at its close or its number's next open; a call whose first argument is no descriptor is none", () => {
    const lines = [
      '[pid  41] openat(AT_FDCWD, "etc/depot.conf", O_RDONLY) = 3',
      "[pid  41] alarm(3) = 0",
      '[pid  42] read(3, "depot=Elm Street\\n", 256) = 17', // a thread of the same process: descriptors are shared
      "[pid  41] close(3) = 0",
      '[pid  41] read(3, "after close\\n", 256) = 12',
      'openat(AT_FDCWD, "spool/a.order", O_RDONLY) = 4',
      'openat(AT_FDCWD, "spool/b.order", O_RDONLY) = 4',
      'read(4, "b\\n", 255) = 2',
    ];
    const selected = [true, false, false, false, false, true, false, false];
    keepDescriptorCalls(lines, selected);
    // 4 is opened again (not kept) before anything is read: b's read is not a's.
    expect(selected).toEqual([true, false, true, true, false, true, false, false]);
  });

  /** A command output of the dev set (real runs; bench/quality/sets/dev/make has the scripts that made them). */
  const devOutput = (name: string) => readFileSync(path.join(packageRoot(), "bench/quality/sets/dev/outputs", name), "utf8");

  it("pytest: a report the question reaches comes whole, its frames between `_ _ _` rules and their locals included (a real run)", () => {
    const kept = keptLines(devOutput("d17c-pytest-x-rA-tuktuk.txt"), "Why did the run stop at test_silom_neighbours? What went wrong in the zone_map fixture and where in the JSON data file?");
    expect(kept).toContain("dispatch/zones.py:11: in load");
    expect(kept).toContain("    data = json.loads(Path(path).read_text())");
  });

  it("pytest: a failure's `E` lines come together, and unittest's verdict with its count (real runs)", () => {
    const saffron = keptLines(devOutput("d17c-pytest-saffron-failures.txt"), "Which of the parametrized crocin grading cases fail, and what category does the grader return instead of the expected one in each?");
    const at = saffron.indexOf("E       AssertionError: assert 'III' == 'II'");
    expect(saffron.slice(at, at + 5)).toEqual(["E       AssertionError: assert 'III' == 'II'", "E         ", "E         - II", "E         + III", "E         ?   +"]);
    const tapas = keptLines(devOutput("d17c-unittest-v-tapasbar.txt"), "Which tests were skipped, why, and what are the overall failure/error/skip counts?");
    expect(tapas).toContain("Ran 148 tests in 0.010s");
  });

  it("pytest: a report the question does not reach keeps its error lines, not the whole report (its `E` lines are no reason to widen it)", () => {
    const text = devOutput("d16c-pytest-typeset-failures.txt");
    const kept = keptLines(text, "How many tests passed and how many failed in this run?");
    expect(kept.length).toBeLessThan(text.split("\n").length * 0.7);
  });

  it("pytest: a kept `E` line keeps the run of `E` lines it is part of (the assertion and its diff)", () => {
    const lines = ["    def test_category(crocin, expected):", ">       assert category(s(crocin)) == expected", "E       AssertionError: assert 'III' == 'II'", "E         ", "E         - II", "E         + III", "E         ?   +", "", "tests/test_grading.py:14: AssertionError"];
    const selected = lines.map((_, i) => i === 2);
    keepExplanation(lines, selected);
    expect(selected).toEqual([false, false, true, true, true, true, true, false, false]);
  });

  it("a question about a merge's conflicts keeps each conflict between its markers, with its hunk's header", () => {
    const stat = Array.from({ length: 200 }, (_, k) => ` assets/stl/PART-${k}.stl  |  2 ++`);
    // `git status` between the merge's messages and the diff: what merged cleanly.
    const status = Array.from({ length: 200 }, (_, k) => `\tnew file:   docs/pieces/PART-${k}.md`);
    const text = [
      "$ git merge tracks/loop-the-loop; git status; git diff",
      "Auto-merging marblerun/physics.py",
      "CONFLICT (content): Merge conflict in marblerun/physics.py",
      "Automatic merge failed; fix conflicts and then commit the result.",
      "Changes to be committed:",
      ...status,
      "",
      "diff --cc marblerun/physics.py",
      "index 3353e2f,2b46fcd..0000000",
      "--- a/marblerun/physics.py",
      "+++ b/marblerun/physics.py",
      "@@@ -2,7 -2,8 +2,12 @@@",
      "  import math",
      "  G = 9.81",
      "++<<<<<<< HEAD",
      " +FRICTION_PER_MM = 0.00042  # measured on the beech track",
      "++=======",
      "+ FRICTION_PER_MM = 0.00035",
      "+ LOOP_MIN_SPEED = 1.4",
      "++>>>>>>> tracks/loop-the-loop",
      ...stat,
      "exit status: 1",
    ].join("\n");
    // The sides hold no word of the question.
    const kept = keptLines(text, "What do the two sides of the conflict disagree about?");
    for (const l of ["@@@ -2,7 -2,8 +2,12 @@@", " +FRICTION_PER_MM = 0.00042  # measured on the beech track", "+ FRICTION_PER_MM = 0.00035", "++>>>>>>> tracks/loop-the-loop"]) expect(kept).toContain(l);
  });

  it("the conflicts kept: each block between its markers with its hunk's header; an unclosed one is none; not for another question", () => {
    const lines = ["@@@ -2,7 -2,8 +2,12 @@@", "  G = 9.81", "++<<<<<<< HEAD (cut short)", "  import math", "++<<<<<<< HEAD", " +FRICTION = 0.00042", "++=======", "+ FRICTION = 0.00035", "++>>>>>>> tracks/loop", "  def exit_speed():"];
    const selected = lines.map(() => false);
    keepAskedConflicts(lines, "What do the two sides disagree about?", selected);
    expect(selected).toEqual([true, false, false, false, true, true, true, true, true, false]);
    const untouched = lines.map(() => false);
    keepAskedConflicts(lines, "Which files changed?", untouched);
    expect(untouched.some(Boolean)).toBe(false);
  });

  it("unittest: a kept verdict keeps the count printed above it", () => {
    const lines = ["----------------------------------------------------------------------", "Ran 148 tests in 0.010s", "", "FAILED (failures=2, errors=1, skipped=2)", "exit status: 1"];
    const selected = [false, false, false, true, true];
    keepRunCount(lines, selected);
    expect(selected).toEqual([false, true, true, true, true]);
  });
});

describe("round 20: the title a row is read under, and what a failed go test wrote", () => {
  const devOutput = (name: string) => readFileSync(path.join(packageRoot(), "bench/quality/sets/dev/outputs", name), "utf8");

  it("ls -lR: a kept row keeps its directory's line (a real run)", () => {
    const kept = keptLines(devOutput("d18c-ls-lR-podcaststudio.txt"), "One exported master mp3 in the archive is empty; which episode is it, and when was the file written?");
    const row = kept.indexOf("-rw-r--r-- 1 dev  dev  0 2026-04-03 09:38 night-buses-ep006.mp3");
    expect(kept.slice(row - 2, row)).toEqual(["night-buses/ep006/master:", "total 0"]);
  });

  it("a section's title ending in a colon is kept with a kept row: its first line, or its second after one line of preamble", () => {
    const lines = ["On branch feat", "Changes to be committed:", '  (use "git restore --staged <file>..." to unstage)', "\tmodified:   kiln/firing.py", "", "Untracked files:", "\tkiln/notes.txt", "", "The kiln reached 1240 C in 9 hours", "and cooled overnight."];
    const selected = lines.map((_, i) => i === 3 || i === 9);
    keepSectionTitles(lines, undefined, selected);
    // The second section has no kept row; prose ends in no colon.
    expect(selected.flatMap((s, i) => (s ? [i] : []))).toEqual([1, 3, 9]);
  });

  it("a title is kept when its section's first kept row is at most 400 lines below it", () => {
    const listing = (rows: number) => ["big:", "total 0", ...Array.from({ length: rows }, (_, k) => `-rw-r--r-- 1 dev dev 10 Jan  1 00:00 f${k}`)];
    const near = listing(500);
    const keptNear = near.map((_, i) => i === 3);
    keepSectionTitles(near, undefined, keptNear);
    expect(keptNear[0]).toBe(true);
    const far = listing(500);
    const keptFar = far.map((_, i) => i === 402);
    keepSectionTitles(far, undefined, keptFar);
    expect(keptFar[0]).toBe(false);
  });

  it("at most eight titles, those of the sections whose kept rows score best", () => {
    const lines = Array.from({ length: 10 }, (_, k) => [`dir${k}:`, `file${k}`, ""]).flat();
    const selected = lines.map((_, i) => i % 3 === 1);
    // Section k's row scores k: the two lowest lose their titles.
    const score = lines.map((_, i) => (i % 3 === 1 ? Math.floor(i / 3) : 0));
    keepSectionTitles(lines, score, selected);
    expect(selected.flatMap((s, i) => (s && i % 3 === 0 ? [i / 3] : []))).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("go test -v: a kept FAIL keeps what the failed subtest wrote under its RUN line (a real run)", () => {
    const kept = keptLines(devOutput("d18d-go-test-v-tulipauction.txt"), "Which subtest of TestBuyCommission failed, and what did Buy return compared with the expected amount?");
    const run = kept.indexOf("=== RUN   TestBuyCommission/price_63c_250_stems");
    expect(kept[run + 1]).toBe("    clock_test.go:100: Buy(63, 250) = 16458, want 16459");
  });

  it("go test -v: only the reached verdicts' tests, under their latest RUN and the CONT or NAME lines after it", () => {
    const lines = [
      "=== RUN   TestLot/a",
      "    lot_test.go:9: lot a opened",
      "=== RUN   TestLot/b",
      "=== PAUSE TestLot/b",
      "=== RUN   TestLot/c",
      "    lot_test.go:12: got 3, want 4",
      "        ",
      "        (a blank line of the message above)",
      "=== CONT  TestLot/b",
      "    lot_test.go:14: got 1, want 2",
      "=== RUN   TestLot/d",
      "    lot_test.go:20: unused",
      "=== NAME  TestLot/c",
      "    lot_test.go:13: and again",
      "--- FAIL: TestLot (0.00s)",
      "    --- PASS: TestLot/a (0.00s)",
      "    --- FAIL: TestLot/b (0.00s)",
      "    --- FAIL: TestLot/c (0.00s)",
      "    --- FAIL: TestLot/d (0.00s)",
    ];
    // b's and c's verdicts were reached, d's was not (kept for being an error line only).
    const verdicts = lines.map((_, i) => i === 16 || i === 17);
    const selected = lines.map((_, i) => i >= 14);
    keepGoTestOutput(lines, verdicts, selected);
    expect(selected.flatMap((s, i) => (s && i < 14 ? [i] : []))).toEqual([4, 5, 6, 7, 8, 9, 12, 13]);
  });

  it("go test -v -count=3: a name run again is another test, and only the failed run's output is kept", () => {
    const run = (k: number, failed: boolean) => ["=== RUN   TestTide", `    tide_test.go:8: run ${k}`, failed ? "--- FAIL: TestTide (0.00s)" : "--- PASS: TestTide (0.00s)"];
    const lines = [...run(1, false), ...run(2, true), ...run(3, false)];
    const verdicts = lines.map((l) => l.startsWith("--- FAIL"));
    const selected = verdicts.slice();
    keepGoTestOutput(lines, verdicts, selected);
    expect(selected.flatMap((s, i) => (s ? [i] : []))).toEqual([3, 4, 5]);
  });
});
