#!/usr/bin/env bash
# Toy TypeScript library "splitbill" (splitting shared expenses between friends) with a vitest
# suite that has failing tests; installs vitest from npm and runs `npx vitest run`.
# Usage: WORKDIR=<scratch dir> bash make/vitest-failures.sh > outputs/vitest-failures.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/splitbill"
neutral() { sed -e "s#$P#/home/dev/splitbill#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src" "$P/test"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "splitbill",
  "version": "0.5.2",
  "private": true,
  "type": "module",
  "scripts": { "test": "vitest run" }
}
EOF
npm install --no-audit --no-fund --save-dev vitest@1.6 typescript@5.9 >/dev/null 2>&1

cat > src/money.ts <<'EOF'
export type Cents = number;

export function toCents(amount: string): Cents {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`invalid amount: ${amount}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

export function formatCents(c: Cents, currency = "EUR"): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")} ${currency}`;
}

/** Split `total` into `n` parts that differ by at most one cent; earlier parts get the extra cents. */
export function splitEvenly(total: Cents, n: number): Cents[] {
  if (n <= 0) throw new RangeError("cannot split between zero people");
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

export function splitByShares(total: Cents, shares: number[]): Cents[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  return shares.map((s) => Math.round((total * s) / sum));
}
EOF

cat > src/ledger.ts <<'EOF'
import { Cents, splitEvenly, splitByShares } from "./money";

export interface Expense {
  id: string;
  paidBy: string;
  amount: Cents;
  between: string[];
  shares?: number[];
  note?: string;
}

export class Ledger {
  private expenses: Expense[] = [];

  add(e: Expense): void {
    if (e.between.length === 0) throw new Error(`expense ${e.id} has no participants`);
    if (e.shares && e.shares.length !== e.between.length) {
      throw new Error(`expense ${e.id}: ${e.shares.length} shares for ${e.between.length} people`);
    }
    this.expenses.push(e);
  }

  remove(id: string): boolean {
    const before = this.expenses.length;
    this.expenses = this.expenses.filter((e) => e.id !== id);
    return this.expenses.length < before;
  }

  balances(): Map<string, Cents> {
    const bal = new Map<string, Cents>();
    const bump = (who: string, by: Cents) => bal.set(who, (bal.get(who) ?? 0) + by);
    for (const e of this.expenses) {
      bump(e.paidBy, e.amount);
      const parts = e.shares ? splitByShares(e.amount, e.shares) : splitEvenly(e.amount, e.between.length);
      e.between.forEach((who, i) => bump(who, -parts[i]!));
    }
    return bal;
  }

  totalSpent(): Cents {
    return this.expenses.reduce((a, e) => a + e.amount, 0);
  }
}
EOF

cat > src/settle.ts <<'EOF'
import type { Cents } from "./money";

export interface Transfer { from: string; to: string; amount: Cents }

/** Greedy settlement: repeatedly match the largest debtor with the largest creditor. */
export function settle(balances: Map<string, Cents>): Transfer[] {
  const debtors = [...balances].filter(([, v]) => v < 0).map(([k, v]) => ({ who: k, amt: -v }));
  const creditors = [...balances].filter(([, v]) => v > 0).map(([k, v]) => ({ who: k, amt: v }));
  const out: Transfer[] = [];
  while (debtors.length && creditors.length) {
    debtors.sort((a, b) => b.amt - a.amt);
    creditors.sort((a, b) => b.amt - a.amt);
    const d = debtors[0]!, c = creditors[0]!;
    const amt = Math.min(d.amt, c.amt);
    out.push({ from: d.who, to: c.who, amount: amt });
    d.amt -= amt;
    c.amt -= amt;
    if (d.amt === 0) debtors.shift();
    if (c.amt === 0) creditors.shift();
  }
  return out;
}
EOF

cat > src/import.ts <<'EOF'
import { toCents } from "./money";
import type { Expense } from "./ledger";

/** Parse lines like `2024-05-02; Ana; 84.50; Ana,Ben,Chloe; groceries` */
export function parseExpenses(text: string): Expense[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((line, i) => {
      const [date, paidBy, amount, between, note] = line.split(";").map((s) => s.trim());
      if (!paidBy || !amount || !between) throw new Error(`line ${i + 1}: expected at least 4 fields`);
      return { id: `${date}-${i + 1}`, paidBy, amount: toCents(amount), between: between.split(","), note };
    });
}

export async function fetchRates(base: string): Promise<Record<string, number>> {
  await new Promise((r) => setTimeout(r, 50));
  return base === "EUR" ? { USD: 1.08, GBP: 0.85, CHF: 0.97 } : {};
}
EOF

cat > test/money.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { formatCents, splitByShares, splitEvenly, toCents } from "../src/money";

describe("toCents", () => {
  it.each([
    ["12", 1200], ["12.5", 1250], ["12.05", 1205], ["0.99", 99], ["-3.10", -310], [" 7.00 ", 700],
  ])("parses %s", (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it("rejects three decimals", () => {
    expect(() => toCents("1.005")).toThrow("invalid amount");
  });

  it("accepts a comma as decimal separator", () => {
    expect(toCents("4,20")).toBe(420);
  });
});

describe("formatCents", () => {
  it("formats positive and negative amounts", () => {
    expect(formatCents(123456)).toBe("1234.56 EUR");
    expect(formatCents(-5, "CHF")).toBe("-0.05 CHF");
  });
});

describe("splitEvenly", () => {
  it("gives the extra cents to the first people", () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
  });
  it("sums back to the total", () => {
    for (const [t, n] of [[1, 2], [99, 4], [10001, 7]] as const) {
      expect(splitEvenly(t, n).reduce((a, b) => a + b, 0)).toBe(t);
    }
  });
  it("refuses zero people", () => {
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
  });
});

describe("splitByShares", () => {
  it("splits 2:1:1", () => {
    expect(splitByShares(1000, [2, 1, 1])).toEqual([500, 250, 250]);
  });
  it("never loses a cent", () => {
    const parts = splitByShares(1000, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
  });
});
EOF

cat > test/ledger.test.ts <<'EOF'
import { beforeEach, describe, expect, it } from "vitest";
import { Ledger } from "../src/ledger";

describe("Ledger", () => {
  let ledger: Ledger;
  beforeEach(() => {
    ledger = new Ledger();
    ledger.add({ id: "e1", paidBy: "ana", amount: 9000, between: ["ana", "ben", "chloe"] });
    ledger.add({ id: "e2", paidBy: "ben", amount: 3000, between: ["ben", "chloe"] });
  });

  it("computes balances", () => {
    expect(Object.fromEntries(ledger.balances())).toEqual({ ana: 6000, ben: -1500, chloe: -4500 });
  });

  it("tracks total spent", () => {
    expect(ledger.totalSpent()).toBe(12000);
  });

  it("removes expenses by id", () => {
    expect(ledger.remove("e2")).toBe(true);
    expect(ledger.remove("nope")).toBe(false);
    expect(ledger.totalSpent()).toBe(9000);
  });

  it("rejects an expense without participants", () => {
    expect(() => ledger.add({ id: "e3", paidBy: "ana", amount: 100, between: [] })).toThrow(/no participants/);
  });

  it("rejects mismatched shares", () => {
    expect(() =>
      ledger.add({ id: "e4", paidBy: "ana", amount: 100, between: ["ana", "ben"], shares: [1, 2, 3] }),
    ).toThrow("3 shares for 2 people");
  });

  it("balances always sum to zero with uneven shares", () => {
    ledger.add({ id: "e5", paidBy: "chloe", amount: 1000, between: ["ana", "ben", "chloe"], shares: [1, 1, 1] });
    const sum = [...ledger.balances().values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(0);
  });

  it.todo("supports expenses in another currency");
});
EOF

cat > test/settle.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { settle } from "../src/settle";

describe("settle", () => {
  it("settles a simple triangle", () => {
    const t = settle(new Map([["ana", 6000], ["ben", -1500], ["chloe", -4500]]));
    expect(t).toEqual([
      { from: "chloe", to: "ana", amount: 4500 },
      { from: "ben", to: "ana", amount: 1500 },
    ]);
  });

  it("returns nothing when everyone is even", () => {
    expect(settle(new Map([["ana", 0], ["ben", 0]]))).toEqual([]);
  });

  it("uses at most n-1 transfers", () => {
    const bal = new Map([["a", 500], ["b", 300], ["c", -200], ["d", -350], ["e", -250]]);
    expect(settle(bal).length).toBeLessThanOrEqual(4);
  });

  it("prefers paying the person who is owed most", () => {
    const t = settle(new Map([["ana", 700], ["ben", 300], ["dan", -1000]]));
    expect(t).toEqual([
      { from: "dan", to: "ben", amount: 300 },
      { from: "dan", to: "ana", amount: 700 },
    ]);
  });
});
EOF

cat > test/import.test.ts <<'EOF'
import { describe, expect, it } from "vitest";
import { fetchRates, parseExpenses } from "../src/import";

const SAMPLE = `
# trip to Porto, May 2024
2024-05-02; ana; 84.50; ana,ben,chloe; groceries
2024-05-02; ben; 30; ben,chloe; taxi
2024-05-03; chloe; 212.40; ana,ben,chloe; apartment deposit
`;

describe("parseExpenses", () => {
  it("parses every non-comment line", () => {
    expect(parseExpenses(SAMPLE)).toHaveLength(3);
  });

  it("keeps the note and splits participants", () => {
    const [first] = parseExpenses(SAMPLE);
    expect(first).toMatchObject({ paidBy: "ana", amount: 8450, between: ["ana", "ben", "chloe"], note: "groceries" });
  });

  it("reports the line number of a short line", () => {
    expect(() => parseExpenses("2024-05-04; ana; 12")).toThrow("line 1: expected at least 4 fields");
  });

  it("trims spaces around participant names", () => {
    const [e] = parseExpenses("2024-05-05; ben; 10; ana, ben");
    expect(e!.between).toEqual(["ana", "ben"]);
  });
});

describe("fetchRates", () => {
  it("returns rates for EUR", async () => {
    await expect(fetchRates("EUR")).resolves.toHaveProperty("USD");
  });
  it.skip("returns rates for USD (needs the live rates API)", async () => {
    await expect(fetchRates("USD")).resolves.toHaveProperty("EUR");
  });
});
EOF

npx vitest run 2>&1 | neutral
