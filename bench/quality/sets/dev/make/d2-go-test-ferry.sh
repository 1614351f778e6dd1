#!/usr/bin/env bash
# d2-go-test-ferry: ferry timetable and ticketing module (Go, no deps); go test -v ./... with failing subtests, a skip and a panic-free run of other packages.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/ferryline
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/timetable" "$P/fares" "$P/tide"; cd "$P"
cat > go.mod <<'EOF'
module example.com/ferryline

go 1.19
EOF
cat > timetable/timetable.go <<'EOF'
package timetable

import (
	"fmt"
	"sort"
	"time"
)

type Sailing struct {
	From, To string
	Depart   time.Duration // since midnight
	Crossing time.Duration
	Vessel   string
}

func (s Sailing) Arrive() time.Duration { return s.Depart + s.Crossing }

type Timetable struct {
	sailings []Sailing
}

func (t *Timetable) Add(s Sailing) error {
	for _, o := range t.sailings {
		if o.Vessel == s.Vessel && s.Depart < o.Arrive()+15*time.Minute && o.Depart < s.Arrive()+15*time.Minute {
			return fmt.Errorf("vessel %s double-booked: %s and %s", s.Vessel, clock(o.Depart), clock(s.Depart))
		}
	}
	t.sailings = append(t.sailings, s)
	sort.Slice(t.sailings, func(i, j int) bool { return t.sailings[i].Depart < t.sailings[j].Depart })
	return nil
}

// Next returns the first sailing from port leaving at or after now.
func (t *Timetable) Next(from string, now time.Duration) (Sailing, bool) {
	for _, s := range t.sailings {
		if s.From == from && s.Depart > now {
			return s, true
		}
	}
	return Sailing{}, false
}

func (t *Timetable) Connections(from, via, to string, minChange time.Duration) [][2]Sailing {
	var out [][2]Sailing
	for _, a := range t.sailings {
		if a.From != from || a.To != via {
			continue
		}
		for _, b := range t.sailings {
			if b.From == via && b.To == to && b.Depart-a.Arrive() >= minChange {
				out = append(out, [2]Sailing{a, b})
				break
			}
		}
	}
	return out
}

func clock(d time.Duration) string {
	return fmt.Sprintf("%02d:%02d", int(d.Hours()), int(d.Minutes())%60)
}
EOF
cat > timetable/timetable_test.go <<'EOF'
package timetable

import (
	"testing"
	"time"
)

func hm(h, m int) time.Duration { return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute }

func fixture(t *testing.T) *Timetable {
	t.Helper()
	tt := &Timetable{}
	for _, s := range []Sailing{
		{"Oban", "Craignure", hm(7, 45), 46 * time.Minute, "MV Isle of Mull"},
		{"Craignure", "Oban", hm(8, 50), 46 * time.Minute, "MV Isle of Mull"},
		{"Oban", "Craignure", hm(10, 0), 46 * time.Minute, "MV Isle of Mull"},
		{"Craignure", "Fionnphort", hm(9, 0), 75 * time.Minute, "Coach 12"},
		{"Fionnphort", "Iona", hm(10, 30), 10 * time.Minute, "MV Loch Buie"},
		{"Fionnphort", "Iona", hm(11, 0), 10 * time.Minute, "MV Loch Buie"},
	} {
		if err := tt.Add(s); err != nil {
			t.Fatalf("fixture: %v", err)
		}
	}
	return tt
}

func TestNext(t *testing.T) {
	tt := fixture(t)
	cases := []struct {
		name string
		from string
		now  time.Duration
		want time.Duration
	}{
		{"before first", "Oban", hm(6, 0), hm(7, 45)},
		{"exactly at departure", "Oban", hm(7, 45), hm(7, 45)},
		{"between sailings", "Oban", hm(8, 0), hm(10, 0)},
		{"island side", "Craignure", hm(8, 0), hm(8, 50)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := tt.Next(c.from, c.now)
			if !ok {
				t.Fatalf("Next(%q, %s): no sailing", c.from, clock(c.now))
			}
			if got.Depart != c.want {
				t.Errorf("Next(%q, %s) departs %s, want %s", c.from, clock(c.now), clock(got.Depart), clock(c.want))
			}
		})
	}
}

func TestDoubleBooking(t *testing.T) {
	tt := fixture(t)
	err := tt.Add(Sailing{"Oban", "Lismore", hm(9, 0), 50 * time.Minute, "MV Isle of Mull"})
	if err == nil {
		t.Fatal("expected double-booking error for MV Isle of Mull at 09:00")
	}
}

func TestConnections(t *testing.T) {
	tt := fixture(t)
	got := tt.Connections("Craignure", "Fionnphort", "Iona", 10*time.Minute)
	if len(got) != 1 {
		t.Fatalf("got %d connections, want 1", len(got))
	}
	if got[0][1].Depart != hm(10, 30) {
		t.Errorf("connecting boat departs %s, want 10:30", clock(got[0][1].Depart))
	}
}

func TestWinterTimetable(t *testing.T) {
	t.Skip("winter timetable data not published yet")
}
EOF
cat > fares/fares.go <<'EOF'
package fares

import "math"

type Ticket struct {
	Adults, Children int
	CarLengthM       float64
	Return           bool
}

const (
	adultPence = 490
	childPence = 245
	carPerMetrePence = 410
)

func Price(t Ticket) int {
	p := t.Adults*adultPence + t.Children*childPence
	if t.CarLengthM > 0 {
		p += int(math.Ceil(t.CarLengthM)) * carPerMetrePence
	}
	if t.Return {
		p = p * 2 * 9 / 10
	}
	return p
}
EOF
cat > fares/fares_test.go <<'EOF'
package fares

import "testing"

func TestPrice(t *testing.T) {
	tests := []struct {
		name string
		in   Ticket
		want int
	}{
		{"single adult", Ticket{Adults: 1}, 490},
		{"family", Ticket{Adults: 2, Children: 2}, 1470},
		{"car 4.3m", Ticket{Adults: 1, CarLengthM: 4.3}, 490 + 5*410},
		{"return family with car", Ticket{Adults: 2, Children: 1, CarLengthM: 4.0, Return: true}, 5040},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Price(tc.in); got != tc.want {
				t.Errorf("Price(%+v) = %d, want %d", tc.in, got, tc.want)
			}
		})
	}
}
EOF
cat > tide/tide.go <<'EOF'
package tide

// SlipUsable reports whether the slipway at a small pier can be used at the given tide height (metres above chart datum).
func SlipUsable(heightM float64, draughtM float64) bool {
	return heightM-0.8 >= draughtM+0.3
}
EOF
cat > tide/tide_test.go <<'EOF'
package tide

import "testing"

func TestSlipUsable(t *testing.T) {
	if !SlipUsable(2.5, 1.2) {
		t.Error("2.5m tide should float a 1.2m draught")
	}
	if SlipUsable(1.9, 1.2) {
		t.Error("1.9m tide should not")
	}
}
EOF
export GOFLAGS=-count=1
go test -v ./... 2>&1 | neutral
