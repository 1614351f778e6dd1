import { stemmer } from "stemmer";

// Text is only ever a key of a Map or a Set here: a word such as `constructor` or
// `__proto__` must not find what a plain object already holds.
//
// Words of a text as the engine compares them: identifiers split on camelCase,
// snake_case, path separators and a digit followed by a letter (`x509sha1`),
// lower-cased, stop words dropped, each part stemmed (Porter) so "validates",
// "validation" and `validateEmail` meet. A compound
// identifier also counts whole (`retryDelay` → "retrydelay"), and a question's
// adjacent words count joined, so "retry delay" finds `retryDelay` above `retry`.

export const STOPWORDS = new Set(
  (
    "a an and are as at be by can could do does did for from has have how i if in into is it its " +
    "me my of on or our should so than that the their them then there these this those to was we " +
    "were what when where which while who whom why will with would you your get gets set sets use " +
    "used using uses happen happens make makes made file code line lines"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}_$]+/gu;
/** The same words in ASCII text, where the Unicode-aware pattern costs three times as much. */
const ASCII_WORD = /[A-Za-z0-9_$]+/g;
const NON_ASCII = /[^\x00-\x7f]/;
const CAMEL = /([\p{Ll}\p{N}])(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;

const stemCache = new Map<string, string>();

/** Porter stem of a lower-case ASCII word; other scripts pass through unchanged. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]+$/.test(word) ? stemmer(word) : word;
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** A digit followed by a letter: where glued names part (`x509sha1`, `utf8mb4`, `md5sum`). */
const DIGIT_LETTER = /(\p{N})(\p{L})/gu;

function parts(word: string): string[] {
  return word
    .replace(CAMEL, (_m, a, b, c, d) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`))
    .replace(DIGIT_LETTER, "$1 $2")
    .split(/[\s_$]+/);
}

const wordCache = new Map<string, readonly string[]>();
/**
 * A number glued to a short prefix of capitals (`V23`, `E0308`, `TS2322`): the number
 * is a term of its own as well. Not a type's width or a name's version in lower case
 * (`u64`, `sha256`, `py311`), nor a hash's digits (`9f5a93a`).
 */
const LETTERS_NUMBER = /^[A-Z]{1,3}(\d{2,})$/;

/** The terms of one word (identifier), cached: source text repeats its words a lot. */
export function wordTerms(word: string): readonly string[] {
  let out = wordCache.get(word);
  if (out !== undefined) return out;
  const list: string[] = [];
  const ps = parts(word).filter((p) => p.length > 0);
  for (const p of ps) {
    const t = p.toLowerCase();
    if (t.length > 1 && !STOPWORDS.has(t)) list.push(stem(t));
    const num = LETTERS_NUMBER.exec(p);
    if (num) list.push(num[1]!);
  }
  if (ps.length > 1) list.push(ps.join("").toLowerCase());
  if (wordCache.size > 100_000) wordCache.clear();
  wordCache.set(word, list);
  return list;
}

/** The terms of a text, in order, with repeats. */
export function terms(text: string): string[] {
  const out: string[] = [];
  forEachTerm(text, (t) => out.push(t));
  return out;
}

/** Calls `visit` with each word (identifier) of a text, in order. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  const re = NON_ASCII.test(text) ? WORD : ASCII_WORD;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) visit(m[0]);
}

/** Calls `visit` with each term of a text, in order (no array built). */
export function forEachTerm(text: string, visit: (term: string) => void): void {
  forEachWord(text, (w) => {
    for (const t of wordTerms(w)) visit(t);
  });
}

/**
 * The short forms code uses for words people write out: a question about the
 * "request timeout" should find `req.timeout`, one about a "regular expression"
 * should find `regex`. Keys are words (or two words) of the question.
 */
const ABBREVIATIONS = new Map<string, readonly string[]>(Object.entries({
  request: ["req"], requests: ["req"], response: ["res", "resp"], responses: ["res", "resp"],
  error: ["err"], errors: ["err"], message: ["msg"], messages: ["msg"],
  configuration: ["config", "conf", "cfg"], config: ["cfg", "conf"], directory: ["dir"], directories: ["dir"],
  argument: ["arg", "args"], arguments: ["arg", "args"], parameter: ["param", "params"], parameters: ["param", "params"],
  context: ["ctx"], initialize: ["init"], initialization: ["init"], environment: ["env"], database: ["db"],
  function: ["fn", "func"], functions: ["fn", "func"], length: ["len"], number: ["num"], string: ["str"],
  object: ["obj"], value: ["val"], values: ["val"], temporary: ["tmp", "temp"], source: ["src"],
  destination: ["dest", "dst"], authentication: ["auth"], authorization: ["auth"], callback: ["cb"],
  index: ["idx"], previous: ["prev"], current: ["cur", "curr"], maximum: ["max"], minimum: ["min"],
  milliseconds: ["ms", "msec"], millisecond: ["ms", "msec"], seconds: ["sec"], attributes: ["attr", "attrs"],
  attribute: ["attr"], memory: ["mem"], document: ["doc"], documents: ["docs"], reference: ["ref"], references: ["refs"],
  "regular expression": ["regex", "regexp", "re"], "regular expressions": ["regex", "regexp"],
  "line break": ["crlf", "cr", "lf", "eol"], "line breaks": ["crlf", "cr", "lf", "eol"], newline: ["crlf", "cr", "lf", "eol"], newlines: ["crlf", "cr", "lf", "eol"],
  "new line": ["crlf", "cr", "lf", "eol"], "new lines": ["crlf", "cr", "lf", "eol"], "line ending": ["crlf", "eol"], "line endings": ["crlf", "eol"],
  "carriage return": ["cr", "crlf"], "carriage returns": ["cr", "crlf"], "line feed": ["lf", "crlf"], "line feeds": ["lf", "crlf"],
  // The word code uses for a thing people name otherwise (round 20): a cutoff is a
  // `threshold`, nesting a `depth`, removing `delete`, a shortcut a `fast` path, a test
  // runner's skipped test Rust's `ignored`.
  cutoff: ["threshold", "limit"], nesting: ["depth"], nested: ["depth"], deeper: ["depth"], deep: ["depth"],
  delete: ["remove"], deleted: ["removed"], remove: ["delete"], removed: ["deleted"],
  shortcut: ["fast"], copy: ["clone"], copies: ["clone"], duplicate: ["clone", "copy"],
  deadline: ["timeout"], attempts: ["retries", "retry"], tries: ["retries", "retry"],
  ignored: ["skip", "skipped"], skipped: ["ignore", "ignored"], fallback: ["default"],
  cancel: ["abort"], cancelled: ["aborted"], canceled: ["aborted"], abort: ["cancel"], aborted: ["cancelled", "canceled"],
  verify: ["validate", "check"], validate: ["verify", "check"], validation: ["verify", "check"],
  wait: ["sleep"], waits: ["sleep"], pause: ["sleep"],
  size: ["len", "length"], capacity: ["cap"], permission: ["access", "perm"], permissions: ["access", "perms"],
  begin: ["start"], beginning: ["start"], finish: ["done"], finished: ["done"],
  lookup: ["find"], search: ["find"], replace: ["substitute"], escape: ["quote"],
}));

/** A question's terms: its words, their short forms, and adjacent words joined (for compound identifiers). */
export function queryTerms(question: string): string[] {
  const out = new Set(terms(question));
  const all = [...question.matchAll(WORD)].map((m) => m[0].toLowerCase());
  const words = all.filter((w) => !STOPWORDS.has(w));
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (next !== undefined) {
      out.add(words[i]! + next);
      out.add(stem(words[i]!) + stem(next)); // "hook timeouts" → hooktimeout (`hookTimeout`)
    }
  }
  // Short forms, read on every word: a stop word may begin one ("line breaks").
  for (let i = 0; i < all.length; i++) {
    for (const key of i + 1 < all.length ? [all[i]!, `${all[i]} ${all[i + 1]}`] : [all[i]!]) {
      for (const short of ABBREVIATIONS.get(key) ?? []) out.add(stem(short));
    }
  }
  return [...out];
}
