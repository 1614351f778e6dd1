#!/usr/bin/env bash
# cargo test of a tabletop dice-notation parser with ~1,600 table-driven tests, a few
# ignored, one failing. Output: outputs/cargo-test-dicenotation.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dicebag
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
export CARGO_TARGET_DIR="$P/target"
unset RUST_BACKTRACE

cat > Cargo.toml <<'X'
[package]
name = "dicebag"
version = "0.12.1"
edition = "2021"

[dependencies]
X

cat > src/lib.rs <<'X'
//! Parse and evaluate dice notation such as `3d6+2`, `4d6kh3`, `d%`, `2d20kl1`.

#[derive(Debug, Clone, PartialEq)]
pub struct Roll {
    pub count: u32,
    pub sides: u32,
    pub keep: Option<Keep>,
    pub modifier: i32,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Keep {
    Highest(u32),
    Lowest(u32),
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    MissingD,
    BadNumber(String),
    ZeroSides,
    KeepTooMany { keep: u32, count: u32 },
}

pub fn parse(s: &str) -> Result<Roll, ParseError> {
    let s = s.trim().to_ascii_lowercase();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let (body, modifier) = match s.rfind(|c| c == '+' || c == '-') {
        Some(i) if i > 0 => {
            let m: i32 = s[i + 1..].parse().map_err(|_| ParseError::BadNumber(s[i + 1..].to_string()))?;
            (&s[..i], if &s[i..i + 1] == "-" { -m } else { m })
        }
        _ => (&s[..], 0),
    };
    let d = body.find('d').ok_or(ParseError::MissingD)?;
    let count = if d == 0 { 1 } else { body[..d].parse().map_err(|_| ParseError::BadNumber(body[..d].to_string()))? };
    let rest = &body[d + 1..];
    let (sides_str, keep) = if let Some(k) = rest.find("kh") {
        (&rest[..k], Some(Keep::Highest(rest[k + 2..].parse().map_err(|_| ParseError::BadNumber(rest[k + 2..].to_string()))?)))
    } else if let Some(k) = rest.find("kl") {
        (&rest[..k], Some(Keep::Lowest(rest[k + 2..].parse().map_err(|_| ParseError::BadNumber(rest[k + 2..].to_string()))?)))
    } else {
        (rest, None)
    };
    let sides = if sides_str == "%" { 100 } else { sides_str.parse().map_err(|_| ParseError::BadNumber(sides_str.to_string()))? };
    if sides == 0 {
        return Err(ParseError::ZeroSides);
    }
    if let Some(Keep::Highest(k) | Keep::Lowest(k)) = keep {
        if k > count {
            return Err(ParseError::KeepTooMany { keep: k, count });
        }
    }
    Ok(Roll { count, sides, keep, modifier })
}

impl Roll {
    pub fn min(&self) -> i64 {
        self.kept() as i64 + self.modifier as i64
    }
    pub fn max(&self) -> i64 {
        self.kept() as i64 * self.sides as i64 + self.modifier as i64
    }
    fn kept(&self) -> u32 {
        match self.keep {
            Some(Keep::Highest(k)) | Some(Keep::Lowest(k)) => k,
            None => self.count,
        }
    }
    /// Expected value, ignoring keep rules for kh/kl (approximation used by the UI).
    pub fn mean(&self) -> f64 {
        self.kept() as f64 * (self.sides as f64 + 1.0) / 2.0 + self.modifier as f64
    }
    /// Evaluate with the given face values (one per die).
    pub fn total(&self, faces: &[u32]) -> i64 {
        let mut f = faces.to_vec();
        f.sort_unstable();
        let kept: &[u32] = match self.keep {
            Some(Keep::Highest(k)) => &f[f.len() - k as usize..],
            Some(Keep::Lowest(k)) => &f[..k as usize],
            None => &f,
        };
        kept.iter().map(|&x| x as i64).sum::<i64>() + self.modifier as i64
    }
}
X

python3 - <<'PY'
out = ["use dicebag::*;", ""]
n = 0
for count in range(1, 17):
    for sides in [2, 3, 4, 6, 8, 10, 12, 20, 30, 100]:
        for m in [-3, 0, 2, 5]:
            mod = "" if m == 0 else (f"+{m}" if m > 0 else str(m))
            expr = f"{count}d{sides}{mod}"
            name = f"range_{count}d{sides}_{'m' if m < 0 else 'p'}{abs(m)}"
            out += [
                "#[test]",
                f"fn {name}() {{",
                f'    let r = parse("{expr}").unwrap();',
                f"    assert_eq!((r.min(), r.max()), ({count + m}, {count * sides + m}));",
                "}",
                "",
            ]
            n += 1
            out += [
                "#[test]",
                f"fn mean_{name[6:]}() {{",
                f'    let r = parse("{expr}").unwrap();',
                f"    assert!((r.mean() - {count * (sides + 1) / 2 + m}f64).abs() < 1e-9);",
                "}",
                "",
            ]
            n += 1
for count in range(2, 11):
    for k in range(1, count + 1):
        for sides in [6, 10, 20]:
            for kind, tag in [("Highest", "kh"), ("Lowest", "kl")]:
                out += [
                    "#[test]",
                    f"fn keep_{tag}_{count}d{sides}k{k}() {{",
                    f'    let r = parse("{count}d{sides}{tag}{k}").unwrap();',
                    f"    assert_eq!(r.keep, Some(Keep::{kind}({k})));",
                    f"    assert_eq!(r.max(), {k * sides});",
                    "}",
                    "",
                ]
                n += 1
for bad, err in [("", "ParseError::Empty"), ("6", "ParseError::MissingD"), ("d0", "ParseError::ZeroSides"),
                 ("xd6", 'ParseError::BadNumber("x".into())'), ("2d6kh3", "ParseError::KeepTooMany { keep: 3, count: 2 }"),
                 ("3d6+x", 'ParseError::BadNumber("x".into())')]:
    out += ["#[test]", f"fn rejects_{abs(hash(bad)) % 10**6}() {{", f'    assert_eq!(parse("{bad}"), Err({err}));', "}", ""]
out += [
    "#[test]", "fn percentile_die() {", '    assert_eq!(parse("d%").unwrap().sides, 100);', "}", "",
    "#[test]", "fn uppercase_and_spaces() {", '    assert_eq!(parse("  2D8+1 ").unwrap(), Roll { count: 2, sides: 8, keep: None, modifier: 1 });', "}", "",
    "#[test]", "fn negative_only_modifier() {", '    assert_eq!(parse("1d4-1").unwrap().min(), 0);', "}", "",
    "#[test]", "fn advantage_total_keeps_highest() {", '    assert_eq!(parse("2d20kh1").unwrap().total(&[7, 18]), 18);', "}", "",
    "#[test]", "fn ability_score_4d6_drop_lowest() {", '    assert_eq!(parse("4d6kh3").unwrap().total(&[1, 5, 3, 6]), 14);', "}", "",
    "#[test]", "fn exploding_dice_are_parsed() {", '    assert_eq!(parse("3d6!").unwrap().count, 3);', "}", "",
    "#[test]", "#[ignore = \"needs the fate/fudge die (dF) parser\"]", "fn fudge_dice() {", '    assert_eq!(parse("4dF").unwrap().sides, 3);', "}", "",
    "#[test]", "#[ignore = \"slow: exhaustive distribution check\"]", "fn distribution_3d6_exhaustive() {", "    let r = parse(\"3d6\").unwrap();", "    let mut c = [0u32; 19];", "    for a in 1..=6 { for b in 1..=6 { for d in 1..=6 { c[r.total(&[a, b, d]) as usize] += 1; } } }", "    assert_eq!(c[10], 27);", "}", "",
]
open("tests/notation.rs", "w").write("\n".join(out))
PY

cargo build --tests -q >/dev/null 2>&1
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ cargo test"
  cargo test 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
