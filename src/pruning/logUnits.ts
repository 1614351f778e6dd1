// Units of log and command output that belong together: a stack trace with the
// line that announces it, a failing assertion with its diff, a Python traceback.
// A unit is a head line followed by its continuation lines (indented, `at …`
// frames, `File "…", line N`, `Caused by:`, diff lines), up to a size bound.

const CONTINUATION = /^(\s+\S|\s*at\s|\s*File "|\s*Caused by\b|\s*\.\.\. \d+ more|\s*[-+] |\s*[❯›>|│]\s|\s*\^+\s*$|\s*(Expected|Received|expected|actual)\b|\s*goroutine \d+)/;
/** The exception line that ends a Python traceback, after its indented frames. */
const EXCEPTION_END = /^[\w.]*(Error|Exception|Warning|Exit|Interrupt)\b(:|$)/;
const MAX_UNIT_LINES = 40;

/** Units as [start, end] line indexes (inclusive), in order, of two lines or more. */
export function logUnits(lines: string[]): Array<[number, number]> {
  const units: Array<[number, number]> = [];
  let i = 0;
  while (i < lines.length) {
    let j = i + 1;
    while (j < lines.length && j - i < MAX_UNIT_LINES && lines[j] !== "" && (CONTINUATION.test(lines[j]!) || (j > i + 1 && EXCEPTION_END.test(lines[j]!)))) j++;
    if (j - i >= 2) units.push([i, j - 1]);
    i = j;
  }
  return units;
}
