import path from "node:path";
import fs from "node:fs/promises";

// Root containment (decision 7): compare by path segments, never by string prefix,
// so "/root_evil" is not inside "/root".

/** True when `candidate` (absolute, normalised) is `root` or below it. */
export function isWithin(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  if (rel === "") return true;
  return rel !== ".." && !rel.startsWith(".." + path.sep) && !path.isAbsolute(rel);
}

/** Lexical resolution against the root: no filesystem access (decision 13). */
export function resolveLexically(root: string, p: string): string {
  return path.resolve(root, p);
}

/** The lexical check used by argument validation (-32602). */
export function isLexicallyWithin(root: string, p: string): boolean {
  return isWithin(root, resolveLexically(root, p));
}

export type RealPathResult =
  | { ok: true; real: string }
  | { ok: false; reason: "not_found" | "outside_root" | "permission_denied" | "io_error"; message: string };

/**
 * Resolves every symlink of `p` (relative to the root) and checks the real path is
 * inside the real root. Used for bash.cwd and grep paths; `read` checks the file it
 * actually opened instead (see tools/read.ts).
 */
export async function resolveInsideRoot(realRoot: string, p: string): Promise<RealPathResult> {
  const abs = resolveLexically(realRoot, p);
  let real: string;
  try {
    real = await fs.realpath(abs);
  } catch (err) {
    return fsErrorToResult(err, p);
  }
  if (!isWithin(realRoot, real)) {
    return { ok: false, reason: "outside_root", message: `${p} resolves outside the root directory` };
  }
  return { ok: true, real };
}

export function fsErrorToResult(err: unknown, p: string): RealPathResult & { ok: false } {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "ENOTDIR") {
    return { ok: false, reason: "not_found", message: `${p}: no such file or directory` };
  }
  if (code === "EACCES" || code === "EPERM") {
    return { ok: false, reason: "permission_denied", message: `${p}: permission denied` };
  }
  if (code === "ELOOP") {
    return { ok: false, reason: "io_error", message: `${p}: too many levels of symbolic links` };
  }
  return { ok: false, reason: "io_error", message: `${p}: ${(err as Error).message}` };
}
