// JSON-RPC facts both faces of the project need (stdio transport, the service's /rpc).

/** A JSON-RPC id an answer can echo: a string or a finite number. */
export function isJsonRpcId(v: unknown): v is string | number {
  return typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
}
