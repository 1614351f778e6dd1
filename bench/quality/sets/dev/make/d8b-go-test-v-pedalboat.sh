#!/bin/bash
# go test -v ./... on a pedalo (pedal boat) rental service: many passing subtests, skips, two failures
WORK=${WORK:-/home/dev}
GO=${GO:-/usr/lib/go-1.19/bin/go}
P=$WORK/pedalo-hire
rm -rf "$P"; mkdir -p "$P/pricing" "$P/fleet" "$P/booking"
cd "$P"
cat > go.mod <<'EOF'
module example.org/pedalo-hire

go 1.19
EOF
cat > pricing/pricing.go <<'EOF'
package pricing

import "math"

// Rate in cents per started 30-minute slot.
var Rate = map[string]int{"duck": 900, "swan": 1100, "dragon": 1500, "classic2": 800, "classic4": 1200}

// Quote returns the price in cents for a hire of minutes on boat kind.
func Quote(kind string, minutes int, child bool) int {
	slots := int(math.Ceil(float64(minutes) / 30))
	p := slots * Rate[kind]
	if child {
		p = p * 80 / 100
	}
	return p
}

// LateFee charges per started 10 minutes after the slot ends.
func LateFee(lateMinutes int) int {
	if lateMinutes <= 5 {
		return 0
	}
	return (lateMinutes / 10) * 250
}
EOF
cat > pricing/pricing_test.go <<'EOF'
package pricing

import (
	"fmt"
	"testing"
)

func TestQuote(t *testing.T) {
	for kind := range map[string]bool{"duck": true, "swan": true, "dragon": true, "classic2": true, "classic4": true} {
		for _, m := range []int{30, 60, 90, 120} {
			kind, m := kind, m
			t.Run(fmt.Sprintf("%s_%dmin", kind, m), func(t *testing.T) {
				want := (m / 30) * Rate[kind]
				if got := Quote(kind, m, false); got != want {
					t.Errorf("Quote(%q, %d) = %d, want %d", kind, m, got, want)
				}
			})
		}
	}
}

func TestChildDiscount(t *testing.T) {
	if got := Quote("swan", 60, true); got != 1760 {
		t.Fatalf("child swan 60min = %d, want 1760", got)
	}
}

func TestLateFee(t *testing.T) {
	cases := []struct{ late, want int }{{0, 0}, {5, 0}, {6, 250}, {10, 250}, {11, 500}, {25, 750}, {40, 1000}}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("late_%d", c.late), func(t *testing.T) {
			if got := LateFee(c.late); got != c.want {
				t.Errorf("LateFee(%d) = %d, want %d", c.late, got, c.want)
			}
		})
	}
}
EOF
cat > fleet/fleet.go <<'EOF'
package fleet

import "fmt"

type Boat struct {
	ID       string
	Kind     string
	Seats    int
	Battery  int // percent, for electric-assist boats; -1 if none
	InWater  bool
}

func Parse(id string) (Boat, error) {
	var kind string
	var n int
	if _, err := fmt.Sscanf(id, "%1s-%d", &kind, &n); err != nil {
		return Boat{}, fmt.Errorf("bad boat id %q: %w", id, err)
	}
	switch kind {
	case "D":
		return Boat{ID: id, Kind: "duck", Seats: 2, Battery: -1}, nil
	case "S":
		return Boat{ID: id, Kind: "swan", Seats: 4, Battery: -1}, nil
	case "E":
		return Boat{ID: id, Kind: "dragon", Seats: 5, Battery: 100}, nil
	}
	return Boat{}, fmt.Errorf("unknown boat kind %q in %q", kind, id)
}
EOF
cat > fleet/fleet_test.go <<'EOF'
package fleet

import (
	"fmt"
	"os"
	"testing"
)

func TestParse(t *testing.T) {
	for i := 1; i <= 40; i++ {
		for _, k := range []string{"D", "S", "E"} {
			id := fmt.Sprintf("%s-%02d", k, i)
			t.Run(id, func(t *testing.T) {
				b, err := Parse(id)
				if err != nil {
					t.Fatal(err)
				}
				if b.Seats == 0 {
					t.Errorf("%s has no seats", id)
				}
			})
		}
	}
}

func TestParseRejectsUnknownKind(t *testing.T) {
	if _, err := Parse("Z-01"); err == nil {
		t.Fatal("expected error for Z-01")
	}
}

func TestDockSensorLive(t *testing.T) {
	if os.Getenv("PEDALO_DOCK_URL") == "" {
		t.Skip("PEDALO_DOCK_URL not set; skipping live dock sensor test")
	}
}
EOF
cat > booking/booking.go <<'EOF'
package booking

import (
	"errors"
	"time"
)

var ErrOverlap = errors.New("boat already booked for that slot")

type Slot struct {
	Boat  string
	Start time.Time
	End   time.Time
}

type Book struct{ slots []Slot }

func (b *Book) Add(s Slot) error {
	for _, o := range b.slots {
		if o.Boat == s.Boat && s.Start.Before(o.End) && o.Start.Before(s.End) {
			return ErrOverlap
		}
	}
	b.slots = append(b.slots, s)
	return nil
}

// FreeBoats returns the boats from fleet that have no booking at t.
func (b *Book) FreeBoats(fleet []string, t time.Time) []string {
	busy := map[string]bool{}
	for _, s := range b.slots {
		if !t.Before(s.Start) && !t.After(s.End) {
			busy[s.Boat] = true
		}
	}
	var free []string
	for _, f := range fleet {
		if !busy[f] {
			free = append(free, f)
		}
	}
	return free
}

// LastReturn is the latest end time of the day, or closing at 19:00.
func (b *Book) LastReturn(day time.Time) time.Time {
	last := time.Date(day.Year(), day.Month(), day.Day(), 19, 0, 0, 0, time.Local)
	for _, s := range b.slots {
		if s.End.After(last) {
			last = s.End
		}
	}
	return last
}
EOF
cat > booking/booking_test.go <<'EOF'
package booking

import (
	"fmt"
	"reflect"
	"testing"
	"time"
)

func at(h, m int) time.Time { return time.Date(2026, 7, 4, h, m, 0, 0, time.Local) }

func TestAddNonOverlapping(t *testing.T) {
	var b Book
	for h := 9; h < 18; h++ {
		h := h
		t.Run(fmt.Sprintf("D-01_%02d00", h), func(t *testing.T) {
			if err := b.Add(Slot{"D-01", at(h, 0), at(h, 59)}); err != nil {
				t.Fatalf("slot %d:00: %v", h, err)
			}
		})
	}
}

func TestAddOverlapRejected(t *testing.T) {
	var b Book
	_ = b.Add(Slot{"S-03", at(10, 0), at(11, 0)})
	if err := b.Add(Slot{"S-03", at(10, 30), at(11, 30)}); err != ErrOverlap {
		t.Fatalf("got %v, want ErrOverlap", err)
	}
}

func TestBackToBackAllowed(t *testing.T) {
	var b Book
	_ = b.Add(Slot{"E-02", at(14, 0), at(15, 0)})
	if err := b.Add(Slot{"E-02", at(15, 0), at(16, 0)}); err != nil {
		t.Fatalf("back-to-back slot rejected: %v", err)
	}
}

func TestFreeBoatsAtHandover(t *testing.T) {
	var b Book
	_ = b.Add(Slot{"D-01", at(9, 0), at(10, 0)})
	_ = b.Add(Slot{"S-02", at(9, 30), at(11, 0)})
	got := b.FreeBoats([]string{"D-01", "S-02", "E-01"}, at(10, 0))
	want := []string{"D-01", "E-01"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FreeBoats at 10:00 = %v, want %v", got, want)
	}
}

func TestLastReturnDefault(t *testing.T) {
	var b Book
	if got := b.LastReturn(at(0, 0)); !got.Equal(at(19, 0)) {
		t.Errorf("LastReturn = %v", got)
	}
}

func TestSeasonCalendar(t *testing.T) {
	t.Skip("season calendar fixtures not exported yet (see #212)")
}
EOF
$GO vet ./... >/dev/null 2>&1
{
echo '$ go test -v ./...'
$GO test -v ./... 2>&1
echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/usr/lib/go-1.19/#/usr/local/go/#g' -e 's/\x1b\[[0-9;]*m//g'
