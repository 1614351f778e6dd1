#!/usr/bin/env bash
# cargo test of a double-entry ledger crate with RUST_BACKTRACE=1: one panic, one assert_eq failure.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tallybook
neutral() {
  sed -e "s#$HOME/.rustup/toolchains/[^/]*/#/usr/local/rust/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
export CARGO_TARGET_DIR="$P/target"
cat > Cargo.toml <<'EOF'
[package]
name = "tallybook"
version = "1.2.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Double-entry bookkeeping primitives.
pub mod money;
pub mod journal;
pub mod report;
EOF
cat > src/money.rs <<'EOF'
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// An amount in minor units (cents).
///
/// ```
/// use tallybook::money::Cents;
/// assert_eq!(Cents::parse("12.34").unwrap().0, 1234);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Cents(pub i64);

impl Cents {
    pub fn parse(s: &str) -> Option<Cents> {
        let neg = s.starts_with('-');
        let s = s.trim_start_matches('-');
        let (whole, frac) = match s.split_once('.') {
            Some((w, f)) => (w, f),
            None => (s, "0"),
        };
        let whole: i64 = whole.parse().ok()?;
        let frac: i64 = match frac.len() {
            1 => frac.parse::<i64>().ok()? * 10,
            2 => frac.parse().ok()?,
            _ => return None,
        };
        let v = whole * 100 + frac;
        Some(Cents(if neg { -v } else { v }))
    }

    /// Split into `n` parts whose sum is exactly self; the remainder goes to the first parts.
    pub fn allocate(self, n: usize) -> Vec<Cents> {
        let base = self.0 / n as i64;
        let rem = self.0 % n as i64;
        (0..n).map(|i| Cents(base + if (i as i64) < rem { 1 } else { 0 })).collect()
    }
}

impl Add for Cents { type Output = Cents; fn add(self, o: Cents) -> Cents { Cents(self.0 + o.0) } }
impl Sub for Cents { type Output = Cents; fn sub(self, o: Cents) -> Cents { Cents(self.0 - o.0) } }
impl Neg for Cents { type Output = Cents; fn neg(self) -> Cents { Cents(-self.0) } }

impl fmt::Display for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        write!(f, "{}{}.{:02}", sign, self.0.abs() / 100, self.0.abs() % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn parse_whole() { assert_eq!(Cents::parse("7"), Some(Cents(700))); }
    #[test] fn parse_one_decimal() { assert_eq!(Cents::parse("7.5"), Some(Cents(750))); }
    #[test] fn parse_negative() { assert_eq!(Cents::parse("-0.25"), Some(Cents(-25))); }
    #[test] fn parse_rejects_three_decimals() { assert_eq!(Cents::parse("1.234"), None); }
    #[test] fn display_negative() { assert_eq!(Cents(-1205).to_string(), "-12.05"); }
    #[test] fn allocate_even() { assert_eq!(Cents(900).allocate(3), vec![Cents(300); 3]); }
    #[test] fn allocate_remainder() { assert_eq!(Cents(1000).allocate(3), vec![Cents(334), Cents(333), Cents(333)]); }
    #[test] fn allocate_negative() {
        let parts = Cents(-1000).allocate(3);
        assert_eq!(parts.iter().map(|c| c.0).sum::<i64>(), -1000);
        assert_eq!(parts, vec![Cents(-334), Cents(-333), Cents(-333)]);
    }
}
EOF
cat > src/journal.rs <<'EOF'
use crate::money::Cents;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Posting {
    pub account: String,
    pub amount: Cents,
}

#[derive(Debug, Clone)]
pub struct Entry {
    pub date: String,
    pub memo: String,
    pub postings: Vec<Posting>,
}

#[derive(Debug, PartialEq)]
pub enum JournalError {
    Unbalanced { memo: String, off_by: Cents },
    Empty,
}

#[derive(Default)]
pub struct Journal {
    entries: Vec<Entry>,
}

impl Entry {
    pub fn new(date: &str, memo: &str) -> Self {
        Entry { date: date.into(), memo: memo.into(), postings: vec![] }
    }
    pub fn post(mut self, account: &str, amount: &str) -> Self {
        let amount = Cents::parse(amount).expect("amount in entry");
        self.postings.push(Posting { account: account.into(), amount });
        self
    }
    pub fn balance(&self) -> Cents {
        self.postings.iter().fold(Cents(0), |acc, p| acc + p.amount)
    }
}

impl Journal {
    pub fn record(&mut self, e: Entry) -> Result<(), JournalError> {
        if e.postings.is_empty() {
            return Err(JournalError::Empty);
        }
        let off_by = e.balance();
        if off_by != Cents(0) {
            return Err(JournalError::Unbalanced { memo: e.memo.clone(), off_by });
        }
        self.entries.push(e);
        Ok(())
    }

    pub fn balances(&self) -> BTreeMap<String, Cents> {
        let mut out = BTreeMap::new();
        for e in &self.entries {
            for p in &e.postings {
                *out.entry(p.account.clone()).or_insert(Cents(0)) = out[&p.account] + p.amount;
            }
        }
        out
    }

    pub fn last_entry_on(&self, date: &str) -> &Entry {
        let idx = self.entries.iter().rposition(|e| e.date == date);
        &self.entries[idx.unwrap()]
    }

    pub fn len(&self) -> usize { self.entries.len() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rent() -> Entry {
        Entry::new("2024-03-01", "rent").post("expenses:rent", "950").post("assets:bank", "-950")
    }

    #[test] fn records_balanced() { let mut j = Journal::default(); assert!(j.record(rent()).is_ok()); assert_eq!(j.len(), 1); }
    #[test] fn rejects_empty() { let mut j = Journal::default(); assert_eq!(j.record(Entry::new("2024-03-02", "x")), Err(JournalError::Empty)); }
    #[test] fn rejects_unbalanced() {
        let mut j = Journal::default();
        let e = Entry::new("2024-03-02", "groceries").post("expenses:food", "42.10").post("assets:bank", "-42.01");
        assert_eq!(j.record(e), Err(JournalError::Unbalanced { memo: "groceries".into(), off_by: Cents(9) }));
    }
    #[test] fn last_entry_found() { let mut j = Journal::default(); j.record(rent()).unwrap(); assert_eq!(j.last_entry_on("2024-03-01").memo, "rent"); }
}
EOF
cat > src/report.rs <<'EOF'
use crate::journal::Journal;
use crate::money::Cents;

pub fn trial_balance(j: &Journal) -> Vec<(String, Cents)> {
    j.balances().into_iter().filter(|(_, v)| *v != Cents(0)).collect()
}

pub fn total_of(j: &Journal, prefix: &str) -> Cents {
    j.balances().iter().filter(|(k, _)| k.starts_with(prefix)).fold(Cents(0), |a, (_, v)| a + *v)
}

pub fn render(j: &Journal) -> String {
    let rows = trial_balance(j);
    let w = rows.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    rows.iter().map(|(k, v)| format!("{:<w$} {:>10}\n", k, v.to_string(), w = w)).collect()
}
EOF
cat > tests/month_close.rs <<'EOF'
use tallybook::journal::{Entry, Journal};
use tallybook::money::Cents;
use tallybook::report::{render, total_of, trial_balance};

fn march() -> Journal {
    let mut j = Journal::default();
    j.record(Entry::new("2024-03-01", "salary").post("assets:bank", "3200").post("income:salary", "-3200")).unwrap();
    j.record(Entry::new("2024-03-01", "rent").post("expenses:rent", "950").post("assets:bank", "-950")).unwrap();
    j.record(Entry::new("2024-03-05", "power").post("expenses:utilities", "61.40").post("assets:bank", "-61.40")).unwrap();
    j.record(Entry::new("2024-03-09", "books").post("expenses:books", "18.5").post("liabilities:card", "-18.5")).unwrap();
    j.record(Entry::new("2024-03-12", "card payoff").post("liabilities:card", "18.50").post("assets:bank", "-18.50")).unwrap();
    j
}

#[test]
fn bank_balance_after_march() {
    assert_eq!(total_of(&march(), "assets:bank"), Cents(217010));
}

#[test]
fn expenses_total() {
    assert_eq!(total_of(&march(), "expenses:"), Cents(102990));
}

#[test]
fn card_is_cleared() {
    let tb = trial_balance(&march());
    assert!(tb.iter().all(|(k, _)| k != "liabilities:card"));
}

#[test]
fn report_lists_accounts_sorted() {
    let out = render(&march());
    let first = out.lines().next().unwrap();
    assert!(first.starts_with("assets:bank"), "first line was {first:?}");
}

#[test]
fn last_entry_of_a_quiet_day() {
    let j = march();
    assert_eq!(j.last_entry_on("2024-03-15").memo, "card payoff");
}

#[test]
#[ignore = "needs the FX rate fixture"]
fn multi_currency_close() {}
EOF
cat > tests/split_bills.rs <<'EOF'
use tallybook::money::Cents;
EOF
for who in ana ben chiara dmitri eun fatou gus hana ines jamal kofi lucia mateo nadia oren pilar quentin rosa sven tuva; do
  for amt in 1000 1999 2501 4999 7777 12000 15050 33333; do
    cat >> tests/split_bills.rs <<EOF

#[test]
fn split_${amt}_with_${who}() {
    let parts = Cents(${amt}).allocate(${#who});
    assert_eq!(parts.len(), ${#who});
    assert_eq!(parts.iter().map(|c| c.0).sum::<i64>(), ${amt});
}
EOF
  done
done
{
  echo '$ RUST_BACKTRACE=1 cargo test --no-fail-fast'
  RUST_BACKTRACE=1 cargo test --no-fail-fast 2>&1
  echo "exit status: $?"
} | neutral
