import { countTokens as o200k } from "gpt-tokenizer/encoding/o200k_base";

// o200k tokens of a text as a model reads it. A text that spells a special token
// (`<|endoftext|>`, in a tokenizer's own sources) is plain text to the model: it is
// counted as such, never refused.

export const countTokens = (s: string): number => o200k(s, { disallowedSpecial: new Set() });
