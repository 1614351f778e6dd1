import { z } from "zod";
import { isLexicallyWithin } from "./paths.js";

// Schema pieces shared by the three tools (design.md "Tool argument validation").

export const MAX_OUTPUT_BYTES_MIN = 1024;
export const MAX_OUTPUT_BYTES_MAX = 10_485_760;
export const TIMEOUT_MIN_MS = 100;
export const TIMEOUT_MAX_MS = 300_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * Output budget when the caller gives no `max_output_bytes`. Worst case a byte
 * becomes 6 JSON bytes (`\u0000`) and the text appears in both `content` and
 * `structuredContent`: 2 × 6 × 512 KiB = 6 MiB, under the SDK client's 10 MiB limit.
 */
export const DEFAULT_OUTPUT_BYTES = 524_288;

/** How an agent should use the focus question: sent on every turn, so short. */
export const FOCUS_DESCRIPTION = "Your concrete question about this output (quote identifiers or error text you know); only what answers it comes back.";

export const focusQuestion = z
  .string()
  .max(1000)
  .refine((s) => s.trim().length > 0, { message: "must not be blank" });

export const maxOutputBytes = z.number().int().min(MAX_OUTPUT_BYTES_MIN).max(MAX_OUTPUT_BYTES_MAX);

export const timeoutMs = z.number().int().min(TIMEOUT_MIN_MS).max(TIMEOUT_MAX_MS);

const noNul = (s: string) => !s.includes("\0");

/** A path argument: non-empty, no NUL, lexically inside the root (decision 13). */
export function rootedPath(root: string) {
  return z
    .string()
    .min(1)
    .refine(noNul, { message: "must not contain NUL" })
    .refine((p) => p.includes("\0") || isLexicallyWithin(root, p), {
      message: "must stay within the root directory",
    });
}

/** `bash.cwd` / `grep.cwd`. */
export function rootedCwd(root: string) {
  return rootedPath(root);
}
