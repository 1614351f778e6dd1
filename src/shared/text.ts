// UTF-8 helpers shared by the tools.

/**
 * Largest prefix of `buf` no longer than `maxBytes` that ends on a UTF-8 character
 * boundary (never splits a multi-byte sequence).
 */
export function utf8Prefix(buf: Buffer, maxBytes: number): Buffer {
  if (buf.length <= maxBytes) return buf;
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) to the start of the cut character.
  while (end > 0 && (buf[end]! & 0xc0) === 0x80) end--;
  return buf.subarray(0, end);
}

/** `utf8Prefix` for strings. */
export function truncateUtf8(s: string, maxBytes: number): { text: string; truncated: boolean } {
  if (s.length * 3 <= maxBytes) return { text: s, truncated: false };
  const buf = Buffer.from(s, "utf8");
  if (buf.length <= maxBytes) return { text: s, truncated: false };
  return { text: utf8Prefix(buf, maxBytes).toString("utf8"), truncated: true };
}

export function byteLength(s: string): number {
  return Buffer.byteLength(s, "utf8");
}

/** Drops a multi-byte sequence left incomplete at the end of `buf` (a cut mid-character). */
export function trimIncompleteUtf8(buf: Buffer): Buffer {
  const n = buf.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = buf[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? buf.subarray(0, n - back) : buf;
  }
  return buf;
}

/** Lines of a text as an agent counts them: a final newline does not start another line. */
export function countLines(s: string): number {
  if (s === "") return 0;
  let n = 1;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return s.endsWith("\n") ? n - 1 : n;
}
