import type { ChildProcess } from "node:child_process";

// Every child the benchmark starts is registered here so that an exit, an error
// or Ctrl-C never leaves a server or an rg behind.

const live = new Set<ChildProcess>();
let installed = false;

export function track(child: ChildProcess): void {
  live.add(child);
  child.once("exit", () => live.delete(child));
  if (!installed) install();
}

function killAll(): void {
  for (const child of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  live.clear();
}

function install(): void {
  installed = true;
  process.once("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}
