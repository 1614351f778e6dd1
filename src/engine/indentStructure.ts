import type { CodeStructure, Declaration } from "./syntax.js";

// Code structure without a parser (languages with no grammar, texts too large to
// parse): a signature line opens a declaration that runs while lines are indented
// deeper, plus a closing bracket line at the signature's indentation.

const SIGNATURE = /^\s*(export\s+)?(default\s+)?(async\s+)?(function\b|def\b|class\b|interface\b|struct\b|enum\b|impl\b|trait\b|fn\b|pub\s+(async\s+)?fn\b|func\b|module\b|namespace\b|(public|private|protected|static)\s[^=;]*\(|[\w$.]+\s*[:=]\s*(async\s+)?(function\b|\([^)]*\)\s*=>))/;
/** A method in shorthand (`name(args) {`), not a control statement. */
const METHOD = /^\s*(async\s+|static\s+|get\s+|set\s+|\*\s*)*(?!(if|for|while|switch|catch|with|return|function)\b)[\w$#]+\s*\([^)]*\)\s*(:\s*[^={]+)?\{\s*$/;
const CLASS_LIKE = /^\s*(export\s+)?(default\s+)?(abstract\s+)?(class|interface|struct|enum|impl|trait|module|namespace)\b/;

const indentOf = (line: string) => line.length - line.trimStart().length;

export function indentStructure(lines: string[]): CodeStructure {
  const declarations: Declaration[] = [];
  const open: Declaration[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() === "" || !(SIGNATURE.test(l) || METHOD.test(l))) continue;
    const ind = indentOf(l);
    let end = i;
    for (let j = i + 1; j < lines.length; j++) {
      const m = lines[j]!;
      if (m.trim() === "") continue;
      if (indentOf(m) <= ind) {
        if (/^\s*[}\])]/.test(m)) end = j;
        break;
      }
      end = j;
    }
    while (open.length > 0 && open[open.length - 1]!.end < i) open.pop();
    const kind = CLASS_LIKE.test(l) ? "class" : "function";
    const d: Declaration = { start: i, headerStart: i, end, headerEnd: i, kind, outline: !open.some((o) => o.kind === "function") };
    declarations.push(d);
    open.push(d);
  }
  return {
    language: "typescript",
    declarations,
    statementAt: () => undefined,
    // The nearest less-indented line above, repeatedly: the blocks that enclose a line.
    blockHeadersAt(line: number): number[] {
      const heads: number[] = [];
      let ind = indentOf(lines[line] ?? "");
      for (let j = line - 1; j >= 0 && ind > 0; j--) {
        const l = lines[j]!;
        if (l.trim() === "" || indentOf(l) >= ind) continue;
        heads.push(j);
        ind = indentOf(l);
      }
      return heads;
    },
  };
}
