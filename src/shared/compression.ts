// The compression levels a caller may ask the engine for (`MCP_PRUNER_COMPRESSION`,
// `options.compression`), in a module of their own so that configuration code can
// name them without loading the engine.

export const COMPRESSION_LEVELS = ["recall", "balanced", "aggressive"] as const;
export type Compression = (typeof COMPRESSION_LEVELS)[number];
