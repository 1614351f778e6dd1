// A numbered listing (`cat -n f`, `nl -ba f`, `nl -ba f | sed -n '40,90p'`) puts each
// line's number and a tab before its text: agents read files so to cite line numbers.
// The engine reads the text after the numbers (the grammar parses it, the question's
// words are matched on it) and the reader still gets the numbered lines.

/**
 * `cat -n` and `nl` print the number right-aligned in six columns (GNU and BSD), then a
 * tab; a data file's `1<TAB>Alice` is not laid out so.
 */
const NUMBERED = /^(?=[ \d]{6,}\t) *(\d+)\t/;
/** A listing cut at a byte limit may end inside a number. */
const CUT_NUMBER = /^ *\d*$/;
/** `nl` without `-ba` leaves a blank line unnumbered: only its padding. */
const UNNUMBERED_BLANK = /^[ \t]*$/;

/**
 * The lines' text without their numbers, when every line is numbered one more than
 * the numbered line before it (blank lines may go unnumbered, and the last line may be
 * empty or a cut number); otherwise undefined.
 */
export function numberedListing(lines: readonly string[]): string[] | undefined {
  let last = -1;
  let numbered = 0;
  const out: string[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const m = NUMBERED.exec(l);
    if (m) {
      const n = Number(m[1]);
      if (last !== -1 && n !== last + 1) return undefined;
      last = n;
      numbered++;
      out[i] = l.slice(m[0].length);
    } else if (UNNUMBERED_BLANK.test(l) || (i === lines.length - 1 && CUT_NUMBER.test(l))) out[i] = "";
    else return undefined;
  }
  // Two numbered lines are not yet a listing (`1\tfoo` may be anything).
  return numbered >= 3 ? out : undefined;
}
