import { encode } from "gpt-tokenizer/encoding/o200k_base";

/** o200k tokens of a text as a model reads it; a text that spells a special token is counted, not refused. */
export const countTokens = (s: string): number => encode(s, { allowedSpecial: "all" }).length;
