#!/bin/bash
# go test -v (go 1.19) on a beach lifeguard rota/flag service: large table-driven suite, skips, one failing subtest.
# usage: WORK=<scratch dir> bash d6d-go-test-v-lifeguard.sh > ../outputs/d6d-go-test-v-lifeguard.txt
WORK=${WORK:-/home/dev}
GO=${GO:-/usr/lib/go-1.19/bin/go}
P=$WORK/lifeguard
rm -rf "$P"; mkdir -p "$P/rota" "$P/flags"; cd "$P"
cat > go.mod <<'EOF'
module example.org/lifeguard

go 1.19
EOF
cat > flags/flags.go <<'EOF'
// Package flags picks the beach flag from sea conditions.
package flags

type Flag string

const (
	Green  Flag = "green"
	Yellow Flag = "yellow"
	Red    Flag = "red"
	DoubleRed Flag = "double-red"
)

// Pick returns the flag for wave height (m), wind (knots) and whether a rip current was seen.
func Pick(waveM float64, windKn int, rip bool) Flag {
	switch {
	case waveM >= 2.5 || windKn >= 34:
		return DoubleRed
	case rip || waveM >= 1.5:
		return Red
	case waveM >= 0.8 || windKn >= 20:
		return Yellow
	}
	return Green
}
EOF
cat > flags/flags_test.go <<'EOF'
package flags

import (
	"fmt"
	"testing"
)

func TestPick(t *testing.T) {
	for w := 0; w <= 40; w++ {
		for _, wind := range []int{0, 4, 8, 12, 16, 19, 20, 22, 25, 28, 30, 33, 34, 36, 40, 45} {
			wave := float64(w) / 10
			name := fmt.Sprintf("wave%.1fm_wind%dkn", wave, wind)
			t.Run(name, func(t *testing.T) {
				f := Pick(wave, wind, false)
				if wave >= 2.5 && f != DoubleRed {
					t.Fatalf("wave %.1f m: got %s, want double-red", wave, f)
				}
				if wind >= 34 && f != DoubleRed {
					t.Fatalf("wind %d kn: got %s, want double-red", wind, f)
				}
			})
		}
	}
}

func TestRipAlwaysRed(t *testing.T) {
	for _, w := range []float64{0, 0.5, 1.0, 1.4} {
		if f := Pick(w, 5, true); f != Red {
			t.Errorf("rip at %.1f m: got %s, want red", w, f)
		}
	}
}
EOF
cat > rota/rota.go <<'EOF'
// Package rota assigns lifeguards to towers in half-hour slots.
package rota

import "fmt"

type Guard struct {
	Name        string
	Certified   bool
	MaxSlots    int
}

type Slot struct {
	Tower int
	Start string // "HH:MM"
}

// MinGuards is the number of guards each tower needs per slot by flag colour.
var MinGuards = map[string]int{"green": 1, "yellow": 2, "red": 2, "double-red": 0}

// Assign fills slots round-robin with certified guards, respecting MaxSlots.
func Assign(guards []Guard, slots []Slot, flag string) (map[Slot][]string, error) {
	need := MinGuards[flag]
	out := make(map[Slot][]string)
	used := make(map[string]int)
	gi := 0
	for _, s := range slots {
		for len(out[s]) < need {
			tries := 0
			for {
				g := guards[gi%len(guards)]
				gi++
				tries++
				if g.Certified && used[g.Name] < g.MaxSlots {
					out[s] = append(out[s], g.Name)
					used[g.Name]++
					break
				}
				if tries > len(guards) {
					return nil, fmt.Errorf("tower %d at %s: no certified guard left", s.Tower, s.Start)
				}
			}
		}
	}
	return out, nil
}

// SlotTimes returns half-hour slot starts between open and close (24h hours).
func SlotTimes(open, close int) []string {
	var ts []string
	for h := open; h < close; h++ {
		ts = append(ts, fmt.Sprintf("%02d:00", h), fmt.Sprintf("%02d:30", h))
	}
	return ts
}
EOF
cat > rota/rota_test.go <<'EOF'
package rota

import (
	"fmt"
	"testing"
)

func crew() []Guard {
	return []Guard{
		{"Ana", true, 8}, {"Bertie", true, 8}, {"Chidi", false, 8},
		{"Dana", true, 6}, {"Emeka", true, 8}, {"Fen", true, 4},
	}
}

func TestSlotTimes(t *testing.T) {
	for open := 6; open <= 10; open++ {
		for close := 16; close <= 21; close++ {
			t.Run(fmt.Sprintf("open%02d_close%02d", open, close), func(t *testing.T) {
				got := SlotTimes(open, close)
				if len(got) != 2*(close-open) {
					t.Fatalf("got %d slots", len(got))
				}
			})
		}
	}
}

func TestAssignPerTower(t *testing.T) {
	for tower := 1; tower <= 24; tower++ {
		for _, flag := range []string{"green", "yellow", "red", "double-red"} {
			tower, flag := tower, flag
			t.Run(fmt.Sprintf("tower%02d_%s", tower, flag), func(t *testing.T) {
				if flag == "double-red" {
					t.Skip("beach closed under double-red: no tower staffing")
				}
				slots := []Slot{{tower, "10:00"}, {tower, "10:30"}, {tower, "11:00"}}
				got, err := Assign(crew(), slots, flag)
				if err != nil {
					t.Fatalf("Assign: %v", err)
				}
				for _, s := range slots {
					if len(got[s]) != MinGuards[flag] {
						t.Errorf("%v: %d guards, want %d", s, len(got[s]), MinGuards[flag])
					}
				}
			})
		}
	}
}

func TestRedFlagNeedsThreeAtMainTower(t *testing.T) {
	// council rule 7b: tower 1 (main pier) needs three guards under red flag
	slots := []Slot{{1, "14:00"}}
	got, err := Assign(crew(), slots, "red")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got[slots[0]]); n != 3 {
		t.Errorf("main tower under red flag: got %d guards %v, want 3", n, got[slots[0]])
	}
}

func TestFullDayRunsOutOfGuards(t *testing.T) {
	var slots []Slot
	for _, ts := range SlotTimes(8, 20) {
		for tower := 1; tower <= 3; tower++ {
			slots = append(slots, Slot{tower, ts})
		}
	}
	_, err := Assign(crew(), slots, "yellow")
	if err == nil {
		t.Fatal("expected an error: 72 slots x 2 guards exceeds crew capacity")
	}
	t.Logf("got expected error: %v", err)
}

func TestUncertifiedNeverAssigned(t *testing.T) {
	for i := 0; i < 200; i++ {
		t.Run(fmt.Sprintf("slot%03d", i), func(t *testing.T) {
			got, _ := Assign(crew(), []Slot{{i%5 + 1, "09:00"}}, "yellow")
			for _, names := range got {
				for _, n := range names {
					if n == "Chidi" {
						t.Fatal("uncertified guard assigned")
					}
				}
			}
		})
	}
}
EOF
{
  echo '$ go test -v ./...'
  $GO test -v -count=1 ./... 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/(0\.[0-9]*s)/(0.00s)/' 
