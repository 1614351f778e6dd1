import { closeSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PACKAGE_ROOT } from "./servers.js";

// Text fixtures in a temp dir, cut from real source (typescript.js) so that JSON
// escaping (quotes, backslashes, tabs) costs what it costs on real files.

export interface Fixtures {
  dir: string;
  /** ~100 KB of source text. */
  text100k: string;
  /** 10,000,000 bytes of source text (under the 10 MiB max_output_bytes cap). */
  text10m: string;
  /** ~1 KB of source text, for the leak check. */
  small: string;
  cleanup(): void;
}

const SOURCE = path.join(PACKAGE_ROOT, "node_modules/typescript/lib/typescript.js");

/** The longest prefix of `text` that ends at a line break and is at most `bytes` long. */
function linesUpTo(text: Buffer, bytes: number): Buffer {
  const cut = text.lastIndexOf(0x0a, bytes - 1);
  return text.subarray(0, cut === -1 ? bytes : cut + 1);
}

function writeRepeated(file: string, source: Buffer, bytes: number): void {
  const fd = openSync(file, "w");
  try {
    let left = bytes;
    while (left > 0) {
      const part = source.length <= left ? source : source.subarray(0, left);
      writeSync(fd, part);
      left -= part.length;
    }
  } finally {
    closeSync(fd);
  }
}

export function makeFixtures(): Fixtures {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "mcp-pruner-bench-")));
  const source = readFileSync(SOURCE);
  const f = (name: string) => path.join(dir, name);
  writeRepeated(f("text100k.js"), linesUpTo(source, 100 * 1024), 100 * 1024);
  writeRepeated(f("small.js"), linesUpTo(source, 1024), 1024);
  writeRepeated(f("text10m.js"), source, 10_000_000);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  // Also on Ctrl-C (children.ts exits the process), when finally blocks do not run.
  process.once("exit", cleanup);
  return {
    dir,
    text100k: f("text100k.js"),
    text10m: f("text10m.js"),
    small: f("small.js"),
    cleanup,
  };
}
