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

export type LanguageId = "typescript" | "tsx" | "javascript" | "python" | "go" | "rust" | "java" | "c-sharp" | "cpp" | "ruby" | "php" | "bash" | "css";

export interface Declaration {
  /** First line of the declaration (its statement, e.g. `export const x = () => {`). */
  start: number;
  /** Last line of the declaration. */
  end: number;
  /** Last line of the header: the lines start..headerEnd are the signature. */
  headerEnd: number;
  kind: "function" | "class";
  /** Not nested inside a function body: part of the file's outline. */
  outline: boolean;
}

export interface CodeStructure {
  language: LanguageId;
  /** Multi-line statements (and class members, object properties), as [start, end]. */
  statements: Array<[number, number]>;
  declarations: Declaration[];
}

const EXTENSIONS: Record<string, LanguageId> = {
  ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
  ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
  ".py": "python", ".pyi": "python", ".go": "go", ".rs": "rust", ".java": "java", ".cs": "c-sharp",
  ".c": "cpp", ".h": "cpp", ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".hpp": "cpp", ".hh": "cpp",
  ".rb": "ruby", ".php": "php", ".sh": "bash", ".bash": "bash", ".css": "css",
};

/** The language of a file, from its name; undefined when there is no grammar for it. */
export function languageOfPath(file: string): LanguageId | undefined {
  return EXTENSIONS[path.extname(file).toLowerCase()];
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
  if (/^\s*(import|export|const|let|var|function|class|interface|type|declare|module\.exports|require\(|["']use strict)/m.test(head)) return "typescript";
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

/** JavaScript goes through the TypeScript grammar, which also reads plain JS. */
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
/** Nodes whose lines belong together when one of them is relevant. */
const STATEMENT = /(_statement|_declaration|_definition|_item|_declarator|_specifier)$|^(pair|switch_case|switch_default|property_signature|method_signature|public_field_definition|decorated_definition|expression_statement|return_statement|case_clause|element)$/;
/** A statement that introduces a declaration: its first line starts the declaration. */
const WRAPPER = /^(export_statement|lexical_declaration|variable_declaration|variable_declarator|expression_statement|assignment_expression|pair|public_field_definition|decorated_definition|field_definition)$/;

/**
 * Headers end where the body begins: on the line of the body's opening brace, or,
 * in Python (whose body block starts at its first statement), the line before it.
 */
function headerEnd(node: Tree["rootNode"], start: number, id: LanguageId): number {
  const body = node.childForFieldName("body");
  if (!body) return start;
  const row = body.startPosition.row;
  return Math.max(start, id === "python" && row > start ? row - 1 : row);
}

/**
 * The structure of a text in a language whose grammar is loaded, or undefined when
 * the grammar is not loaded or the parse is mostly errors (the engine then uses
 * indentation).
 */
export function codeStructure(text: string, id: LanguageId): CodeStructure | undefined {
  const parser = parsers.get(id);
  if (!parser) return undefined;
  const tree = parser.parse(text);
  if (!tree) return undefined;
  try {
    const statements: Array<[number, number]> = [];
    const declarations: Declaration[] = [];
    let errorLines = 0;
    // Walk the nodes that span more than one line; a stack keeps, per open node, the
    // function depth and the first line of the statement that wraps it.
    const cursor = tree.walk();
    const depth: number[] = [0];
    const wrapStart: number[] = [-1];
    let done = false;
    let root = true;
    while (!done) {
      const type = cursor.nodeType;
      const s = cursor.startPosition.row;
      const e = cursor.endPosition.row;
      let fnDepth = depth[depth.length - 1]!;
      let wrap = wrapStart[wrapStart.length - 1]!;
      if (cursor.nodeIsNamed && e > s) {
        if (type === "ERROR") errorLines += e - s + 1;
        if (STATEMENT.test(type)) statements.push([s, e]);
        const isFn = FUNCTION_TYPES.has(type);
        // The root is the whole file (Python calls it `module`), not a declaration.
        if (!root && (isFn || CLASS_TYPES.has(type))) {
          const start = wrap >= 0 && wrap <= s ? wrap : s;
          declarations.push({ start, end: e, headerEnd: headerEnd(cursor.currentNode, s, id), kind: isFn ? "function" : "class", outline: fnDepth === 0 });
          wrap = -1;
          if (isFn) fnDepth++;
        } else if (WRAPPER.test(type)) {
          // Only a wrapper that starts on the declaration's line counts as its start.
          if (wrap < 0 || wrap !== s) wrap = s;
        } else if (type !== "ERROR") {
          wrap = -1;
        }
        root = false;
        if (cursor.gotoFirstChild()) {
          depth.push(fnDepth);
          wrapStart.push(wrap);
          continue;
        }
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          done = true;
          break;
        }
        depth.pop();
        wrapStart.pop();
      }
    }
    const lines = tree.rootNode.endPosition.row + 1;
    if (errorLines > lines * 0.3) return undefined;
    // A wrapper only counts when the declaration starts on the wrapper's first line.
    for (const d of declarations) if (d.headerEnd < d.start) d.headerEnd = d.start;
    return { language: id, statements, declarations };
  } finally {
    tree.delete();
  }
}
