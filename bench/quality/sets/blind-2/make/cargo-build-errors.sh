#!/usr/bin/env bash
# cargo build on a small ledger crate mid-refactor: type and borrow errors.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/ledgerkit
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "ledgerkit"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
pub mod account;
pub mod journal;
pub mod report;
EOF
cat > src/account.rs <<'EOF'
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Asset,
    Liability,
    Income,
    Expense,
}

#[derive(Debug, Clone)]
pub struct Account {
    pub code: String,
    pub name: String,
    pub kind: Kind,
    pub balance_cents: i64,
}

impl fmt::Display for Account {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ({:?})", self.code, self.name, self.kind)
    }
}

pub struct Chart {
    accounts: HashMap<String, Account>,
}

impl Chart {
    pub fn new() -> Self {
        Chart { accounts: HashMap::new() }
    }

    pub fn open(&mut self, code: &str, name: &str, kind: Kind) -> &Account {
        self.accounts.entry(code.to_string()).or_insert(Account {
            code: code.to_string(),
            name: name.to_string(),
            kind,
            balance_cents: 0,
        })
    }

    pub fn get(&self, code: &str) -> Option<&Account> {
        self.accounts.get(code)
    }

    pub fn get_mut(&mut self, code: &str) -> Option<&mut Account> {
        self.accounts.get_mut(code)
    }

    pub fn by_kind(&self, kind: Kind) -> Vec<&Account> {
        let mut v: Vec<&Account> = self.accounts.values().filter(|a| a.kind == kind).collect();
        v.sort_by(|a, b| a.code.cmp(&b.code));
        v
    }

    pub fn total(&self, kind: Kind) -> i64 {
        self.by_kind(kind).iter().map(|a| a.balance_cents).sum()
    }
}
EOF
cat > src/journal.rs <<'EOF'
use crate::account::{Chart, Kind};

#[derive(Debug, Clone)]
pub struct Line {
    pub account: String,
    pub debit_cents: i64,
    pub credit_cents: i64,
}

#[derive(Debug)]
pub struct Entry {
    pub id: u32,
    pub memo: String,
    pub lines: Vec<Line>,
}

#[derive(Debug)]
pub enum PostError {
    Unbalanced { id: u32, diff: i64 },
    UnknownAccount(String),
}

impl Entry {
    pub fn is_balanced(&self) -> bool {
        let d: i64 = self.lines.iter().map(|l| l.debit_cents).sum();
        let c: i64 = self.lines.iter().map(|l| l.credit_cents).sum();
        d == c
    }
}

pub struct Journal {
    entries: Vec<Entry>,
    next_id: u32,
}

impl Journal {
    pub fn new() -> Self {
        Journal { entries: Vec::new(), next_id: 1 }
    }

    pub fn record(&mut self, memo: &str, lines: Vec<Line>) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.entries.push(Entry { id, memo: memo.to_string(), lines });
        id
    }

    pub fn post_all(&mut self, chart: &mut Chart) -> Result<usize, PostError> {
        let mut posted = 0;
        for entry in &self.entries {
            if !entry.is_balanced() {
                let diff = entry.lines.iter().map(|l| l.debit_cents - l.credit_cents).sum();
                return Err(PostError::Unbalanced { id: entry.id, diff });
            }
            for line in &entry.lines {
                let acct = chart
                    .get_mut(&line.account)
                    .ok_or(PostError::UnknownAccount(line.account))?;
                let delta = match acct.kind {
                    Kind::Asset | Kind::Expense => line.debit_cents - line.credit_cents,
                    Kind::Liability | Kind::Income => line.credit_cents - line.debit_cents,
                };
                acct.balance_cents += delta;
            }
            posted += 1;
        }
        self.entries.clear();
        Ok(posted)
    }

    pub fn largest_entry(&self) -> Option<&Entry> {
        self.entries
            .iter()
            .max_by_key(|e| e.lines.iter().map(|l| l.debit_cents).sum::<i64>())
    }

    pub fn drop_empty(&mut self) {
        for (i, e) in self.entries.iter().enumerate() {
            if e.lines.is_empty() {
                self.entries.remove(i);
            }
        }
    }
}
EOF
cat > src/report.rs <<'EOF'
use crate::account::{Chart, Kind};

pub struct TrialBalance {
    pub rows: Vec<(String, i64)>,
    pub total_debit: i64,
    pub total_credit: i64,
}

pub fn format_cents(c: i64) -> String {
    let sign = if c < 0 { "-" } else { "" };
    format!("{}{}.{:02}", sign, c.abs() / 100, c.abs() % 100)
}

pub fn trial_balance(chart: &Chart) -> TrialBalance {
    let mut rows = Vec::new();
    let mut total_debit = 0;
    let mut total_credit = 0;
    for kind in [Kind::Asset, Kind::Liability, Kind::Income, Kind::Expense] {
        for acct in chart.by_kind(kind) {
            rows.push((acct.to_string(), acct.balance_cents));
            match kind {
                Kind::Asset | Kind::Expense => total_debit += acct.balance_cents,
                _ => total_credit += acct.balance_cents,
            }
        }
    }
    TrialBalance { rows, total_debit, total_credit }
}

pub fn render(tb: &TrialBalance) -> String {
    let mut out = String::new();
    for (name, cents) in &tb.rows {
        out.push_str(&format!("{:<40} {:>12}\n", name, format_cents(cents)));
    }
    let unused_width = 52;
    out.push_str(&format!("{:<40} {:>12}\n", "TOTAL DEBIT", format_cents(tb.total_debit)));
    out.push_str(&format!("{:<40} {:>12}\n", "TOTAL CREDIT", format_cents(tb.total_credit)));
    out
}

pub fn net_income(chart: &Chart) -> i64 {
    let income: i32 = chart.total(Kind::Income);
    income - chart.total(Kind::Expense)
}
EOF
cargo build 2>&1 | neutralize > "$OUTDIR/cargo-build-errors.txt"
