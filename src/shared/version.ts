import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// serverInfo.version is package.json's version (decision 2). Found by walking up,
// so it works from src/ (tests) and from dist/src/ (the built bin) alike.
let root: string | undefined;

/** The directory holding this package's package.json. */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found");
    dir = parent;
  }
  return (root = dir);
}

const pkg = JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8")) as { name: string; version: string };

export const PACKAGE_NAME: string = pkg.name;
export const PACKAGE_VERSION: string = pkg.version;
