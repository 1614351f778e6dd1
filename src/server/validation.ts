import { z } from "zod";
import { SCHEMA_VERSION, TOOL_NAMES, type ValidationIssue, type ValidationOutcome } from "../../machines/types.js";

// The deterministic -32602 contract (design.md "Invalid params (-32602) contract").

/** Maps zod issues to contract issues under `prefix`, sorted by (path, code), deduplicated. */
export function toContractIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const issue of issues) {
    const base = [...prefix, ...issue.path];
    // One issue per unknown key, so the agent learns which key was wrong.
    const paths = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...base, k]) : [base];
    for (const p of paths) out.push({ path: p.map(String).join("."), code: issue.code, message: issue.code });
  }
  return sortIssues(out);
}

export function sortIssues(issues: ValidationIssue[]): ValidationIssue[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...issues].sort((a, b) => cmp(a.path, b.path) || cmp(a.code, b.code));
  return sorted.filter((issue, i) => i === 0 || issue.path !== sorted[i - 1]!.path || issue.code !== sorted[i - 1]!.code);
}

export interface InvalidParamsError {
  code: -32602;
  message: "Invalid params";
  data: { jeeves: { schemaVersion: typeof SCHEMA_VERSION }; method: string; tool?: string; issues: ValidationIssue[] };
}

export function invalidParams(method: string, issues: ValidationIssue[], tool?: string): InvalidParamsError {
  return {
    code: -32602,
    message: "Invalid params",
    data: { jeeves: { schemaVersion: SCHEMA_VERSION }, method, ...(tool !== undefined ? { tool } : {}), issues: sortIssues(issues) },
  };
}

/** Thrown from SDK request handlers: the SDK copies `code`, `message` and `data` verbatim. */
export function invalidParamsThrowable(method: string, issues: ValidationIssue[], tool?: string): Error {
  const e = invalidParams(method, issues, tool);
  return Object.assign(new Error(e.message), { code: e.code, data: e.data });
}

const toolCallParams = z.looseObject({
  // A missing name is invalid_type; a name that is no tool of ours is invalid_value.
  name: z.string().pipe(z.enum(TOOL_NAMES)),
  arguments: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Validates `tools/call` params: the tool name first, then the arguments against
 * that tool's schema (issue paths prefixed with "arguments").
 */
export function validateToolCall(params: unknown, argsSchemaFor: (tool: (typeof TOOL_NAMES)[number]) => z.ZodType): ValidationOutcome {
  const head = toolCallParams.safeParse(params);
  if (!head.success) return { ok: false, issues: toContractIssues(head.error.issues) };
  const args = argsSchemaFor(head.data.name).safeParse(head.data.arguments ?? {});
  if (!args.success) return { ok: false, issues: toContractIssues(args.error.issues, ["arguments"]) };
  return { ok: true, args: args.data as ValidationOutcome & { ok: true } extends { args: infer A } ? A : never };
}
