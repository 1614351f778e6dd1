#!/usr/bin/env bash
# cargo test on a checksum/encoding crate: everything passes, a few tests ignored, doc tests run.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/checkbits
rm -rf "$P"; mkdir -p "$P/src" "$P/tests"; cd "$P"
cat > Cargo.toml <<'EOF'
[package]
name = "checkbits"
version = "1.3.0"
edition = "2021"

[dependencies]
EOF
cat > src/lib.rs <<'EOF'
//! Check digits and small encodings: Luhn, ISBN-10/13, IBAN, base32, CRC-16.

pub mod luhn {
    /// Returns true if the digit string passes the Luhn check.
    ///
    /// ```
    /// assert!(checkbits::luhn::valid("79927398713"));
    /// assert!(!checkbits::luhn::valid("79927398710"));
    /// ```
    pub fn valid(s: &str) -> bool {
        let digits: Option<Vec<u32>> = s.chars().filter(|c| *c != ' ').map(|c| c.to_digit(10)).collect();
        let Some(d) = digits else { return false };
        if d.len() < 2 { return false; }
        let sum: u32 = d.iter().rev().enumerate().map(|(i, &x)| if i % 2 == 1 { let y = x * 2; if y > 9 { y - 9 } else { y } } else { x }).sum();
        sum % 10 == 0
    }

    /// Computes the check digit to append.
    ///
    /// ```
    /// assert_eq!(checkbits::luhn::check_digit("7992739871"), 3);
    /// ```
    pub fn check_digit(s: &str) -> u32 {
        (0..10).find(|c| valid(&format!("{s}{c}"))).unwrap()
    }
}

pub mod isbn {
    pub fn valid10(s: &str) -> bool {
        let chars: Vec<char> = s.chars().filter(|c| *c != '-').collect();
        if chars.len() != 10 { return false; }
        let mut sum = 0;
        for (i, c) in chars.iter().enumerate() {
            let v = match (i, c) { (9, 'X') => 10, (_, c) if c.is_ascii_digit() => c.to_digit(10).unwrap(), _ => return false };
            sum += v * (10 - i as u32);
        }
        sum % 11 == 0
    }

    pub fn valid13(s: &str) -> bool {
        let d: Vec<u32> = s.chars().filter(|c| *c != '-').filter_map(|c| c.to_digit(10)).collect();
        d.len() == 13 && d.iter().enumerate().map(|(i, x)| if i % 2 == 0 { *x } else { x * 3 }).sum::<u32>() % 10 == 0
    }

    /// ```
    /// assert_eq!(checkbits::isbn::to13("0-306-40615-2").as_deref(), Some("9780306406157"));
    /// ```
    pub fn to13(s: &str) -> Option<String> {
        if !valid10(s) { return None; }
        let core: String = s.chars().filter(|c| c.is_ascii_digit()).take(9).collect();
        let base = format!("978{core}");
        let sum: u32 = base.chars().enumerate().map(|(i, c)| { let x = c.to_digit(10).unwrap(); if i % 2 == 0 { x } else { x * 3 } }).sum();
        Some(format!("{base}{}", (10 - sum % 10) % 10))
    }
}

pub mod iban {
    pub fn valid(s: &str) -> bool {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_uppercase();
        if s.len() < 15 || s.len() > 34 { return false; }
        let rearranged = format!("{}{}", &s[4..], &s[..4]);
        let mut rem: u64 = 0;
        for c in rearranged.chars() {
            let v = if c.is_ascii_digit() { c.to_digit(10).unwrap() as u64 } else if c.is_ascii_uppercase() { c as u64 - 'A' as u64 + 10 } else { return false };
            rem = if v >= 10 { (rem * 100 + v) % 97 } else { (rem * 10 + v) % 97 };
        }
        rem == 1
    }
}

pub mod base32 {
    const ALPHA: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

    /// ```
    /// assert_eq!(checkbits::base32::encode(b"foobar"), "MZXW6YTBOI======");
    /// ```
    pub fn encode(data: &[u8]) -> String {
        let mut out = String::new();
        for chunk in data.chunks(5) {
            let mut buf = [0u8; 5];
            buf[..chunk.len()].copy_from_slice(chunk);
            let n = u64::from_be_bytes([0, 0, 0, buf[0], buf[1], buf[2], buf[3], buf[4]]);
            let chars = (chunk.len() * 8 + 4) / 5;
            for i in 0..8 {
                if i < chars { out.push(ALPHA[((n >> (35 - i * 5)) & 31) as usize] as char); } else { out.push('='); }
            }
        }
        out
    }
}

pub mod crc16 {
    /// CRC-16/CCITT-FALSE.
    pub fn ccitt(data: &[u8]) -> u16 {
        let mut crc: u16 = 0xFFFF;
        for &b in data {
            crc ^= (b as u16) << 8;
            for _ in 0..8 { crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 }; }
        }
        crc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! luhn_cases {
        ($($name:ident: $input:expr => $want:expr,)*) => { $( #[test] fn $name() { assert_eq!(luhn::valid($input), $want); } )* };
    }
    luhn_cases! {
        luhn_visa_ok: "4111 1111 1111 1111" => true,
        luhn_visa_bad: "4111 1111 1111 1112" => false,
        luhn_amex_ok: "3782 822463 10005" => true,
        luhn_mastercard_ok: "5555 5555 5555 4444" => true,
        luhn_discover_ok: "6011 1111 1111 1117" => true,
        luhn_single_digit: "0" => false,
        luhn_letters: "4111a" => false,
        luhn_empty: "" => false,
        luhn_canadian_sin: "046 454 286" => true,
        luhn_imei: "490154203237518" => true,
        luhn_jcb_ok: "3530 1113 3330 0000" => true,
        luhn_diners_ok: "3056 9309 0259 04" => true,
        luhn_unionpay_ok: "6200 0000 0000 0005" => true,
        luhn_all_zeros: "0000 0000" => true,
        luhn_transposed: "4111 1111 1111 1121" => false,
        luhn_trailing_space: "79927398713 " => true,
    }

    macro_rules! isbn_cases {
        ($($name:ident: $f:ident $input:expr => $want:expr,)*) => { $( #[test] fn $name() { assert_eq!(isbn::$f($input), $want); } )* };
    }
    isbn_cases! {
        isbn10_ok: valid10 "0-306-40615-2" => true,
        isbn10_x: valid10 "0-8044-2957-X" => true,
        isbn10_bad: valid10 "0-306-40615-3" => false,
        isbn10_short: valid10 "0-306-4061" => false,
        isbn10_x_in_middle: valid10 "0-30X-40615-2" => false,
        isbn13_ok: valid13 "978-0-306-40615-7" => true,
        isbn13_bad: valid13 "978-0-306-40615-8" => false,
        isbn13_979: valid13 "979-10-90636-07-1" => true,
        isbn13_short: valid13 "978-0-306" => false,
        isbn10_lowercase_x: valid10 "0-8044-2957-x" => false,
        isbn10_no_dashes: valid10 "0306406152" => true,
        isbn10_knuth: valid10 "0-201-03801-3" => true,
        isbn13_no_dashes: valid13 "9780306406157" => true,
        isbn13_letters: valid13 "978-0-306-4061A-7" => false,
        isbn13_knuth: valid13 "978-0-201-03801-9" => true,
    }

    macro_rules! iban_cases {
        ($($name:ident: $input:expr => $want:expr,)*) => { $( #[test] fn $name() { assert_eq!(iban::valid($input), $want); } )* };
    }
    iban_cases! {
        iban_de: "DE89 3704 0044 0532 0130 00" => true,
        iban_gb: "GB82 WEST 1234 5698 7654 32" => true,
        iban_fr: "FR14 2004 1010 0505 0001 3M02 606" => true,
        iban_nl: "NL91 ABNA 0417 1643 00" => true,
        iban_be: "BE68 5390 0754 7034" => true,
        iban_ch: "CH93 0076 2011 6238 5295 7" => true,
        iban_no: "NO93 8601 1117 947" => true,
        iban_de_bad: "DE89 3704 0044 0532 0130 01" => false,
        iban_too_short: "DE89 3704" => false,
        iban_lowercase: "gb82 west 1234 5698 7654 32" => true,
        iban_symbols: "DE89-3704-0044-0532-0130-00" => false,
        iban_at: "AT61 1904 3002 3457 3201" => true,
        iban_es: "ES91 2100 0418 4502 0005 1332" => true,
        iban_it: "IT60 X054 2811 1010 0000 0123 456" => true,
        iban_pl: "PL61 1090 1014 0000 0712 1981 2874" => true,
        iban_se: "SE45 5000 0000 0583 9825 7466" => true,
        iban_dk: "DK50 0040 0440 1162 43" => true,
        iban_fi: "FI21 1234 5600 0007 85" => true,
        iban_ie: "IE29 AIBK 9311 5212 3456 78" => true,
        iban_pt: "PT50 0002 0123 1234 5678 9015 4" => true,
        iban_swapped_digits: "DE98 3704 0044 0532 0130 00" => false,
        iban_too_long: "DE89 3704 0044 0532 0130 0000 0000 0000 0000" => false,
    }

    macro_rules! b32_cases {
        ($($name:ident: $input:expr => $want:expr,)*) => { $( #[test] fn $name() { assert_eq!(base32::encode($input), $want); } )* };
    }
    b32_cases! {
        b32_empty: b"" => "",
        b32_f: b"f" => "MY======",
        b32_fo: b"fo" => "MZXQ====",
        b32_foo: b"foo" => "MZXW6===",
        b32_foob: b"foob" => "MZXW6YQ=",
        b32_fooba: b"fooba" => "MZXW6YTB",
        b32_foobar: b"foobar" => "MZXW6YTBOI======",
        b32_zero_byte: b"\0" => "AA======",
        b32_ff: b"\xff" => "74======",
        b32_hello: b"hello" => "NBSWY3DP",
        b32_ten_bytes: b"0123456789" => "GAYTEMZUGU3DOOBZ",
    }

    #[test]
    fn crc16_check_value() { assert_eq!(crc16::ccitt(b"123456789"), 0x29B1); }
    #[test]
    fn crc16_empty() { assert_eq!(crc16::ccitt(b""), 0xFFFF); }
    #[test]
    fn luhn_check_digit_roundtrip() {
        for n in 1000..1200u32 { let s = n.to_string(); assert!(luhn::valid(&format!("{s}{}", luhn::check_digit(&s)))); }
    }
    #[test]
    #[ignore = "needs the 2 GB IBAN registry dump"]
    fn iban_registry_full() {}
    #[test]
    #[ignore]
    fn crc16_fuzz_long() {}
}
EOF
cat > tests/roundtrip.rs <<'EOF'
use checkbits::{base32, crc16, isbn, luhn};

#[test]
fn isbn10_to_13_is_valid() {
    for s in ["0-306-40615-2", "0-8044-2957-X", "1-84356-028-3", "0-684-84328-5"] {
        let t = isbn::to13(s).unwrap();
        assert!(isbn::valid13(&t), "{s} -> {t}");
    }
}

#[test]
fn base32_length_is_multiple_of_8() {
    for n in 0..64 {
        let data: Vec<u8> = (0..n).map(|i| i as u8).collect();
        assert_eq!(base32::encode(&data).len() % 8, 0);
    }
}

#[test]
fn crc_differs_for_single_bit_flip() {
    let a = b"hello world".to_vec();
    let mut b = a.clone();
    b[3] ^= 1;
    assert_ne!(crc16::ccitt(&a), crc16::ccitt(&b));
}

#[test]
fn luhn_rejects_all_single_digit_errors() {
    let good = "79927398713";
    for pos in 0..good.len() {
        for d in '0'..='9' {
            let mut s: Vec<char> = good.chars().collect();
            if s[pos] == d { continue; }
            s[pos] = d;
            assert!(!luhn::valid(&s.iter().collect::<String>()));
        }
    }
}

#[test]
#[ignore = "slow: 10M random card numbers"]
fn luhn_statistical() {}
EOF
cargo test 2>&1 | neutralize > "$OUTDIR/cargo-test-pass.txt"
