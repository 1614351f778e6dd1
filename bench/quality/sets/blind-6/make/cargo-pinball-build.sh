#!/usr/bin/env bash
# pinball high-score board: cargo build with type and borrow errors
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/pinball-board"
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > Cargo.toml <<'EOF'
[package]
name = "pinball-board"
version = "0.3.1"
edition = "2021"

[dependencies]
EOF
cat > src/main.rs <<'EOF'
mod machine;
mod score;
mod board;

use board::Board;
use machine::Machine;

fn main() {
    let mut board = Board::new();
    let attack = Machine::new("Attack from Mars", 1995);
    board.add_machine(attack);
    board.submit("Attack from Mars", "JEN", 4_250_000_000);
    board.submit("Attack from Mars", "RJT", 1_900_000_000);
    println!("{}", board.render("Attack from Mars"));
    println!("machine year: {}", attack.year);
}
EOF
cat > src/machine.rs <<'EOF'
#[derive(Debug)]
pub struct Machine {
    pub title: String,
    pub year: u16,
    pub balls_per_game: u8,
}

impl Machine {
    pub fn new(title: &str, year: u16) -> Machine {
        Machine { title: title.to_string(), year, balls_per_game: 3 }
    }

    pub fn is_solid_state(&self) -> bool {
        self.year >= 1977
    }

    pub fn label(&self) -> String {
        self.title
    }

    pub fn era(&self) -> &str {
        match self.year {
            0..=1976 => "electro-mechanical",
            1977..=1989 => "early solid state",
            _ => "DMD",
        }
    }
}
EOF
cat > src/score.rs <<'EOF'
use std::fmt;

#[derive(Debug, Clone)]
pub struct Score {
    pub initials: String,
    pub points: u64,
}

impl Score {
    pub fn new(initials: &str, points: u64) -> Score {
        let initials = initials.to_uppercase();
        Score { initials, points }
    }

    pub fn grouped(&self) -> String {
        let digits = self.points.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        out
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:<3} {:>16}", self.initials, self.grouped())
    }
}
EOF
cat > src/board.rs <<'EOF'
use std::collections::HashMap;

use crate::machine::Machine;
use crate::score::Score;

const TABLE_SIZE: usize = 5;

pub struct Board {
    machines: Vec<Machine>,
    tables: HashMap<String, Vec<Score>>,
}

impl Board {
    pub fn new() -> Board {
        Board { machines: Vec::new(), tables: HashMap::new() }
    }

    pub fn add_machine(&mut self, m: Machine) {
        self.tables.insert(m.title.clone(), Vec::new());
        self.machines.push(m);
    }

    pub fn submit(&mut self, title: &str, initials: &str, points: u32) -> Option<usize> {
        let table = self.tables.get_mut(title)?;
        table.push(Score::new(initials, points));
        table.sort_by(|a, b| b.points.cmp(&a.points));
        table.truncate(TABLE_SIZE);
        table.iter().position(|s| s.initials == initials && s.points == points)
    }

    pub fn grand_champion(&self, title: &str) -> Option<&Score> {
        self.tables.get(title).and_then(|t| t.first())
    }

    pub fn reset_if_champion_beaten(&mut self, title: &str, points: u64) {
        let champ = self.grand_champion(title);
        if let Some(c) = champ {
            if points > c.points {
                self.tables.insert(title.to_string(), Vec::new());
                println!("{} dethroned", c.initials);
            }
        }
    }

    pub fn render(&self, title: &str) -> String {
        let mut lines = vec![format!("== {} ==", title)];
        let unused_width = 24;
        if let Some(table) = self.tables.get(title) {
            for (rank, s) in table.iter().enumerate() {
                lines.push(format!("{}. {}", rank + 1, s));
            }
        }
        lines.join("\n")
    }

    pub fn machine_count(&self) -> i32 {
        self.machines.len()
    }
}
EOF
cargo build 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
