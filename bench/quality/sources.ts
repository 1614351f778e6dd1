import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Where a labeled item's input text comes from. Real source files are not copied
// into this repository: an item names them by a locator whose root is found on the
// machine (an installed toolchain or Debian package), and carries the sha256 of the
// text it was labeled on, so a different version is reported, never silently scored.
// Command and grep outputs are committed text (`repo:` or a plain relative path).
//
//   npm:<path>      node_modules/<path> of this package (npm ci)
//   python:<path>   the python3 standard library (sysconfig stdlib)
//   pydist:<path>   Python packages Debian installs (python3-pip, -setuptools, -pygments… )
//   jdk:<entry>     an entry of the JDK's lib/src.zip (javac on PATH)
//   rust:<path>     Rust's standard library sources (Debian package rust-src)
//   crate:<path>    Rust crates' sources (Debian librust-*-dev packages)
//   go:<path>       Go's standard library sources (Debian package golang-1.19-src)
//   ruby:<path>     Ruby's standard library (ruby on PATH)
//   include:<path>  system C/C++ headers (/usr/include, libc6-dev and libstdc++-dev)
//   repo:<path>     a file of this repository; a locator without a prefix is the same

export const LOCATOR_KINDS = ["npm", "python", "jdk", "rust", "crate", "go", "ruby", "include", "pydist", "repo"] as const;
export type LocatorKind = (typeof LOCATOR_KINDS)[number];

const FIXED_ROOTS: Partial<Record<LocatorKind, string>> = {
  rust: "/usr/lib/rustlib/src/rust/library",
  crate: "/usr/share/cargo/registry",
  go: "/usr/share/go-1.19/src",
  include: "/usr/include",
  pydist: "/usr/lib/python3/dist-packages",
};

const rootCache = new Map<LocatorKind, string | null>();

function run(cmd: string, args: string[], trim = true): string | null {
  try {
    const out = execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
    return trim ? out.trim() : out;
  } catch {
    return null;
  }
}

/** The directory (or, for jdk, the zip file) a locator kind points into, or null when this machine lacks it. */
export function locatorRoot(kind: LocatorKind, packageRoot: string): string | null {
  if (rootCache.has(kind)) return rootCache.get(kind)!;
  let root: string | null;
  switch (kind) {
    case "npm":
      root = path.join(packageRoot, "node_modules");
      break;
    case "repo":
      root = packageRoot;
      break;
    case "python":
      root = run("python3", ["-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])"]);
      break;
    case "ruby":
      root = run("ruby", ["-e", "puts RbConfig::CONFIG['rubylibdir']"]);
      break;
    case "jdk": {
      const javac = run("bash", ["-c", "readlink -f \"$(command -v javac)\""]);
      root = javac ? path.resolve(path.dirname(javac), "../lib/src.zip") : null;
      break;
    }
    default:
      root = FIXED_ROOTS[kind] ?? null;
  }
  if (root !== null && !existsSync(root)) root = null;
  rootCache.set(kind, root);
  return root;
}

export function parseLocator(source: string): { kind: LocatorKind; rel: string } {
  const m = /^([a-z]+):(.+)$/.exec(source);
  if (m && (LOCATOR_KINDS as readonly string[]).includes(m[1]!)) return { kind: m[1] as LocatorKind, rel: m[2]! };
  return { kind: "repo", rel: source };
}

/** Why a text could not be loaded: no sources of its kind here, no such file, or another version of the file. */
export type Missing = "no-sources" | "not-found" | "differs";
export type Loaded = { ok: true; text: string; sha256: string } | { ok: false; reason: string; missing: Missing };

const textCache = new Map<string, Loaded>();

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The text of a locator on this machine; when `expectSha` is given, a different text is refused. */
export function loadSource(source: string, packageRoot: string, expectSha?: string): Loaded {
  const key = `${source}\0${expectSha ?? ""}`;
  const cached = textCache.get(key);
  if (cached) return cached;
  const { kind, rel } = parseLocator(source);
  const root = locatorRoot(kind, packageRoot);
  let out: Loaded;
  if (root === null) {
    out = { ok: false, reason: `no ${kind} sources on this machine (see bench/quality/setup.sh)`, missing: "no-sources" };
  } else {
    let text: string | null = null;
    if (kind === "jdk") text = run("unzip", ["-p", root, rel], false);
    else {
      const file = path.join(root, rel);
      text = existsSync(file) ? readFileSync(file, "utf8") : null;
    }
    if (text === null || (kind === "jdk" && text === "")) out = { ok: false, reason: `${source} not found`, missing: "not-found" };
    else {
      const digest = sha256(text);
      out = expectSha !== undefined && digest !== expectSha ? { ok: false, reason: `${source} differs from the labeled version (sha256)`, missing: "differs" } : { ok: true, text, sha256: digest };
    }
  }
  textCache.set(key, out);
  return out;
}
