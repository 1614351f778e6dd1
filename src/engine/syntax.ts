import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Code structure from a real parser: web-tree-sitter with the prebuilt grammars of
// @vscode/tree-sitter-wasm. The engine needs three things from the tree, all as
// 0-based line spans: the statements (so a relevant line brings its whole
// statement), the functions and classes with their header lines (signatures), and
// which of those are part of the file's outline (not nested inside a function body).
// Languages without a grammar, and texts the grammar cannot make sense of, fall back
// to indentation (the engine's plain-text path).

type TreeSitter = typeof import("@vscode/tree-sitter-wasm");
type Parser = InstanceType<TreeSitter["Parser"]>;
type Language = InstanceType<TreeSitter["Language"]>;
type Tree = NonNullable<ReturnType<Parser["parse"]>>;
type Node = Tree["rootNode"];

export type LanguageId = "typescript" | "tsx" | "javascript" | "python" | "go" | "rust" | "java" | "c-sharp" | "cpp" | "ruby" | "php" | "bash" | "css";

export interface Declaration {
  /** First line of the declaration: its statement (`export const x = () => {`), its decorators or `template<…>` line. */
  start: number;
  /** First line of the signature itself (the `def`, the return type), after decorators and `template<…>`. */
  headerStart: number;
  /** Last line of the declaration. */
  end: number;
  /** Last line of the header: the lines headerStart..headerEnd are the signature. */
  headerEnd: number;
  kind: "function" | "class";
  /** Not nested inside a function body: part of the file's outline. */
  outline: boolean;
}

export interface CodeStructure {
  language: LanguageId;
  declarations: Declaration[];
  /** The smallest multi-line statement containing a line, when at most `maxLines` long. */
  statementAt(line: number, maxLines: number): [number, number] | undefined;
  /** First lines of the multi-line statements (if, for, try, calls…) that enclose a line. */
  blockHeadersAt(line: number): number[];
}

export interface ParsedStructure extends CodeStructure {
  /** Frees the parse tree. */
  dispose(): void;
}

const EXTENSIONS = new Map<string, LanguageId>(Object.entries({
  ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
  ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "tsx",
  ".py": "python", ".pyi": "python", ".go": "go", ".rs": "rust", ".java": "java", ".cs": "c-sharp",
  ".c": "cpp", ".h": "cpp", ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".hpp": "cpp", ".hh": "cpp",
  ".rb": "ruby", ".php": "php", ".sh": "bash", ".bash": "bash", ".css": "css",
}) as Array<[string, LanguageId]>);

/** The language of a file, from its name; undefined when there is no grammar for it. */
export function languageOfPath(file: string): LanguageId | undefined {
  return EXTENSIONS.get(path.extname(file).toLowerCase());
}

/** A guess from the text itself, for callers that have no file name (the HTTP faces). */
export function guessLanguage(text: string): LanguageId | undefined {
  const head = text.slice(0, 20_000);
  if (/^<\?php/.test(head)) return "php";
  if (/^#!.*\b(ba|z)?sh\b/.test(head)) return "bash";
  if (/^#!.*\bpython/.test(head) || (/^\s*(def|class)\s+\w+.*:\s*$/m.test(head) && /^\s*(import \w|from [\w.]+ import )/m.test(head))) return "python";
  if (/^package \w+\s*$/m.test(head) && /^func /m.test(head)) return "go";
  if (/^\s*(pub(\(crate\))?\s+)?(fn|impl|mod|use|struct|enum|trait)\b[^;]*$/m.test(head) && /::/.test(head) && /\bfn\s+\w+/.test(head)) return "rust";
  if (/^package [\w.]+;\s*$/m.test(head)) return "java";
  if (/^using System\b/m.test(head) || /^namespace [\w.]+\s*[;{]?\s*$/m.test(head)) return "c-sharp";
  if (/^#include\s*[<"]/m.test(head)) return "cpp";
  if (/^\s*((import|export|const|let|var|function|class|interface|type|declare)\b|module\.exports|require\(|["']use strict)/m.test(head)) return "typescript";
  return undefined;
}

const require = createRequire(import.meta.url);
let runtime: Promise<TreeSitter> | undefined;
const languages = new Map<LanguageId, Promise<Language>>();
const parsers = new Map<LanguageId, Parser>();

function wasmDir(): string {
  return path.join(path.dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")), "wasm");
}

function loadRuntime(): Promise<TreeSitter> {
  runtime ??= (async () => {
    const ts = require("@vscode/tree-sitter-wasm") as TreeSitter;
    const dir = wasmDir();
    await ts.Parser.init({ locateFile: (file: string) => path.join(dir, file) });
    return ts;
  })();
  return runtime;
}

/** JavaScript goes through the TypeScript grammar: it reads plain JS, and parses it faster than the JS grammar (about 10 ms against 14 for 2,000 lines). */
const GRAMMAR: Record<LanguageId, string> = {
  typescript: "typescript", javascript: "typescript", tsx: "tsx", python: "python", go: "go", rust: "rust",
  java: "java", "c-sharp": "c-sharp", cpp: "cpp", ruby: "ruby", php: "php", bash: "bash", css: "css",
};

/** Loads (once) the grammar of a language; later calls to codeStructure for it are synchronous. */
export async function loadLanguage(id: LanguageId): Promise<void> {
  if (parsers.has(id)) return;
  let lang = languages.get(id);
  if (!lang) {
    lang = loadRuntime().then((ts) => ts.Language.load(readFileSync(path.join(wasmDir(), `tree-sitter-${GRAMMAR[id]}.wasm`))));
    languages.set(id, lang);
  }
  const ts = await loadRuntime();
  const loaded = await lang;
  if (!parsers.has(id)) {
    const parser = new ts.Parser();
    parser.setLanguage(loaded);
    parsers.set(id, parser);
  }
}

const FUNCTION_TYPES = new Set([
  "function_declaration", "generator_function_declaration", "function_expression", "arrow_function", "function",
  "generator_function", "method_definition", "function_definition", "function_item", "method_declaration",
  "constructor_declaration", "func_literal", "method", "singleton_method", "lambda", "local_function_statement",
]);
const CLASS_TYPES = new Set([
  "class_declaration", "abstract_class_declaration", "class", "class_definition", "interface_declaration",
  "enum_declaration", "internal_module", "module", "namespace_declaration", "impl_item", "trait_item",
  "struct_item", "enum_item", "mod_item", "struct_specifier", "class_specifier", "record_declaration",
]);
const DECLARATION_TYPES = [...FUNCTION_TYPES, ...CLASS_TYPES];
/** Nodes whose lines belong together when one of them is relevant. */
const STATEMENT = /(_statement|_declaration|_definition|_item|_declarator|_specifier)$|^(pair|switch_case|switch_default|property_signature|method_signature|public_field_definition|decorated_definition|expression_statement|return_statement|case_clause|element)$/;
/** Lines above a declaration that belong to it: a C++ `template<…>` line, Python decorators. */
const LEADING_WRAPPER = /^(template_declaration|decorated_definition)$/;
/** A statement that introduces a declaration: its first line starts the declaration. */
const WRAPPER = /^(export_statement|lexical_declaration|variable_declaration|variable_declarator|expression_statement|assignment_expression|pair|public_field_definition|field_definition)$/;

/**
 * Headers end where the body begins: on the line of the body's opening brace, or,
 * in Python (whose body block starts at its first statement), the line before it.
 */
function headerEnd(node: Node, start: number, id: LanguageId): number {
  const body = node.childForFieldName("body");
  if (!body) return start;
  const row = body.startPosition.row;
  return Math.max(start, id === "python" && row > start ? row - 1 : row);
}

/**
 * The structure of a text in a language whose grammar is loaded, or undefined when
 * the grammar is not loaded or the parse is mostly errors (the engine then uses
 * indentation). The tree stays alive for `statementAt` until `dispose()`.
 */
export function codeStructure(text: string, id: LanguageId, textLines?: string[]): ParsedStructure | undefined {
  const parser = parsers.get(id);
  if (!parser) return undefined;
  const tree = parser.parse(text);
  if (!tree) return undefined;
  const root = tree.rootNode;
  const lineCount = root.endPosition.row + 1;
  // Walks inside the parser find the error nodes (when the parse has any) and every
  // declaration; only those nodes cross into JS. Two walks, not one: given a list
  // holding "ERROR", descendantsOfType returns the error nodes alone, and a file with
  // one unparsed macro would lose every declaration.
  let errorLines = 0;
  if (root.hasError) for (const e of root.descendantsOfType("ERROR")) if (e) errorLines += e.endPosition.row - e.startPosition.row + 1;
  if (errorLines > lineCount * 0.3) {
    tree.delete();
    return undefined;
  }
  const found = root.descendantsOfType(DECLARATION_TYPES);
  const declarations: Declaration[] = [];
  for (const node of found) {
    if (!node) continue;
    const s = node.startPosition.row;
    const e = node.endPosition.row;
    if (e === s || node.parent === null) continue;
    // The declaration starts where the statement that introduces it starts on the same
    // line (`export const f = () => {`, `X.prototype.f = function () {`), or at the
    // decorators and `template<…>` line above it; its signature starts at its own line.
    let start = s;
    for (let p: Node | null = node.parent; p && ((WRAPPER.test(p.type) && p.startPosition.row === s) || LEADING_WRAPPER.test(p.type)); p = p.parent) start = Math.min(start, p.startPosition.row);
    const isFn = FUNCTION_TYPES.has(node.type);
    declarations.push({ start, headerStart: s, end: e, headerEnd: headerEnd(node, s, id), kind: isFn ? "function" : "class", outline: true });
  }
  // Part of the outline: not inside another function's lines.
  const fns = declarations.filter((d) => d.kind === "function").sort((a, b) => a.start - b.start || b.end - a.end);
  let openEnd = -1;
  for (const d of fns) {
    if (d.start <= openEnd && d.end <= openEnd) d.outline = false;
    else openEnd = Math.max(openEnd, d.end);
  }
  for (const d of declarations) if (d.kind === "class") d.outline = !fns.some((f) => f.start < d.start && f.end >= d.end);
  const lines = textLines ?? text.split("\n", lineCount);
  /** The smallest node at a line's first non-blank character. */
  const nodeAtLine = (line: number) => {
    const l = lines[line] ?? "";
    return root.descendantForPosition({ row: line, column: l.length - l.trimStart().length });
  };
  return {
    language: id,
    declarations,
    statementAt(line: number, maxLines: number): [number, number] | undefined {
      for (let n = nodeAtLine(line); n; n = n.parent) {
        const s = n.startPosition.row;
        const e = n.endPosition.row;
        if (e - s + 1 > maxLines || s > line) return undefined;
        if (e > s && n.isNamed && STATEMENT.test(n.type)) return [s, e];
      }
      return undefined;
    },
    blockHeadersAt(line: number): number[] {
      const heads: number[] = [];
      for (let n = nodeAtLine(line); n; n = n.parent) {
        if (n.parent === null) break;
        const s = n.startPosition.row;
        if (s < line && n.isNamed && STATEMENT.test(n.type) && !heads.includes(s)) heads.push(s);
      }
      return heads;
    },
    dispose: () => tree.delete(),
  };
}
