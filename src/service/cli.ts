import { createPrunerService } from "./service.js";

// `mcp-pruner pruner [--port N] [--host H]`: the embedded engine's HTTP faces.
// Loopback by default; a clear error when the port is taken; graceful on SIGINT/SIGTERM.

export async function runPrunerService(argv: string[]): Promise<void> {
  let port = 8000;
  let host = "127.0.0.1";
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--port" && value !== undefined && /^\d+$/.test(value) && Number(value) <= 65535) {
      port = Number(value);
      i++;
    } else if (flag === "--host" && value !== undefined) {
      host = value;
      i++;
    } else {
      process.stderr.write(`mcp-pruner pruner: unknown or invalid argument ${JSON.stringify(flag)}\nUsage: mcp-pruner pruner [--port 8000] [--host 127.0.0.1]\n`);
      process.exit(2);
    }
  }
  const service = createPrunerService();
  try {
    const addr = await service.listen(port, host);
    process.stderr.write(`mcp-pruner pruner: listening on http://${addr.host}:${addr.port} (POST /prune, POST /rpc, GET /health)\n`);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = e.code === "EADDRINUSE" ? `port ${port} on ${host} is already in use (pass --port to pick another)` : e.message;
    process.stderr.write(`mcp-pruner pruner: cannot listen: ${why}\n`);
    process.exit(1);
  }
  const stop = () => void service.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
