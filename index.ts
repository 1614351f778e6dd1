#!/usr/bin/env node
// dist/index.js: the `mcp-pruner` bin and the file runners resolve (design.md T1,
// "Default mcp-pruner path resolution"). With no arguments it is the stdio server.
import "./src/index.js";
