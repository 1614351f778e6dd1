import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// serverInfo.version is package.json's version (decision 2). Found by walking up,
// so it works from src/ (tests) and from dist/src/ (the built bin) alike.
function findPackageJson(): { name: string; version: string } {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "package.json");
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, "utf8")) as { name: string; version: string };
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found");
    dir = parent;
  }
}

const pkg = findPackageJson();

export const PACKAGE_NAME: string = pkg.name;
export const PACKAGE_VERSION: string = pkg.version;
