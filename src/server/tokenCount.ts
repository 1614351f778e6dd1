// Counting the o200k tokens of a large output takes tens of milliseconds (about 58 ms
// for 256 KiB), and the summary's tally is counted after each pruned call: done in one
// piece, it would hold up the next request. So the text is counted in slices, yielding
// to the event loop between them. A slice ends just after a newline that neither a space
// nor a `/` follows: o200k's pre-tokenizer ends a piece there (a run of punctuation takes
// the newlines and slashes after it, as in `};\n//`), and BPE never merges across pieces,
// so the slices' counts add up to the whole text's count exactly.

const SLICE_CHARS = 16_384;

type Count = (text: string) => number;

/** Where `text` may be cut at or after `from` without changing its token count, or its length. */
function sliceEnd(text: string, from: number): number {
  for (let i = text.indexOf("\n", from); i !== -1 && i < text.length - 1; i = text.indexOf("\n", i + 1)) {
    if (!/[\s/]/.test(text[i + 1]!)) return i + 1;
  }
  return text.length;
}

export async function countTokensYielding(text: string, count: Count, sliceChars = SLICE_CHARS): Promise<number> {
  let total = 0;
  for (let start = 0; start < text.length; ) {
    const end = sliceEnd(text, Math.min(text.length, start + sliceChars));
    total += count(text.slice(start, end));
    start = end;
    if (start < text.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return total;
}
