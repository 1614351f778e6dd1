// Counting the o200k tokens of a large output takes tens of milliseconds (about 58 ms
// for 256 KiB), and the summary's tally is counted after each pruned call: done in one
// piece, it would hold up the next request. So the text is counted in slices, yielding
// to the event loop between them. A slice ends where o200k's pre-tokenizer ends a
// piece whatever follows, so the slices' counts add up to the whole text's count
// exactly (BPE never merges across pieces):
// - just after a newline that neither a space nor a `/` follows (a run of punctuation
//   takes the newlines and slashes after it, as in `};\n//`);
// - just before a space that follows a letter, digit or mark (a word's piece ends
//   there; the space starts the next word's piece), which cuts indented code, JSON and
//   long lines of words too. A long run with neither (base64, some minified code) is
//   counted in one piece.

const SLICE_CHARS = 16_384;
const CUT = /\n(?=[^\s/])|(?<=[\p{L}\p{N}\p{M}]) /gu;

type Count = (text: string) => number;

/** The first place at or after `from` (> 0) where `text` may be cut without changing its token count, or its length. */
function sliceEnd(text: string, from: number): number {
  CUT.lastIndex = from;
  const m = CUT.exec(text);
  return m ? (m[0] === "\n" ? m.index + 1 : m.index) : text.length;
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
