#!/usr/bin/env bash
# d-go-vet-zipline: `go build ./...` then `go vet ./...` on a zip-line park
# booking service (one package fails to build, vet finds more).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-go-vet-zipline.txt}
P=$WORK/zipline
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
mkdir -p cmd/zipctl internal/booking internal/harness internal/weather internal/lines
cat > go.mod <<'EOF'
module example.org/zipline

go 1.19
EOF
cat > internal/lines/lines.go <<'EOF'
package lines

import "fmt"

// Line is one zip line in the park.
type Line struct {
	Name        string  `json:"name"`
	LengthM     int     `json:"length_m"`
	DropM       int     `json:"drop_m"`
	MaxRiderKg  int     `json:"max_rider_kg"`
	MinRiderKg  int     `json:"min_rider_kg"`
	TrolleyType string  `json:"trolley,omitempty"`
	GradePct    float64 `json:grade_pct`
}

func (l Line) Grade() float64 {
	return float64(l.DropM) / float64(l.LengthM) * 100
}

func (l Line) String() string {
	return fmt.Sprintf("%s (%dm, %.1f%%)", l.Name, l.LengthM, l.Grade())
}

var Park = []Line{
	{Name: "Kestrel", LengthM: 420, DropM: 38, MaxRiderKg: 120, MinRiderKg: 30},
	{Name: "Osprey", LengthM: 780, DropM: 71, MaxRiderKg: 120, MinRiderKg: 40},
	{Name: "Wren", LengthM: 95, DropM: 6, MaxRiderKg: 90, MinRiderKg: 20},
}
EOF
cat > internal/harness/harness.go <<'EOF'
package harness

import (
	"fmt"
	"sync"
)

type Size int

const (
	Child Size = iota
	Small
	Medium
	Large
)

type Store struct {
	mu    sync.Mutex
	stock map[Size]int
}

func NewStore() *Store {
	return &Store{stock: map[Size]int{Child: 12, Small: 20, Medium: 30, Large: 18}}
}

func (s Store) Available(sz Size) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stock[sz]
}

func (s *Store) Take(sz Size) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stock[sz] == 0 {
		return fmt.Errorf("no %d harnesses left", sz)
	}
	s.stock[sz]--
	return nil
}

func ForWeight(kg int) Size {
	switch {
	case kg < 35:
		return Child
	case kg < 60:
		return Small
	case kg < 95:
		return Medium
	}
	return Large
}
EOF
cat > internal/weather/weather.go <<'EOF'
package weather

import (
	"errors"
	"fmt"
)

var ErrTooWindy = errors.New("wind above operating limit")

const MaxGustKmh = 55

func Check(gustKmh int, lightning bool) error {
	if lightning {
		return fmt.Errorf("lightning within 10km, park closed")
	}
	if gustKmh > MaxGustKmh {
		return fmt.Errorf("gust %d km/h: %v", gustKmh, ErrTooWindy)
	}
	return nil
	fmt.Println("weather ok")
	return nil
}
EOF
cat > internal/booking/booking.go <<'EOF'
package booking

import (
	"fmt"
	"time"

	"example.org/zipline/internal/harness"
	"example.org/zipline/internal/lines"
)

type Rider struct {
	Name     string
	WeightKg int
	Age      int
}

type Booking struct {
	ID     int
	Riders []Rider
	Line   lines.Line
	Slot   time.Time
}

func Validate(b Booking) error {
	for _, r := range b.Riders {
		if r.WeightKg > b.Line.MaxRiderKg {
			return fmt.Errorf("%s is over the %dkg limit for %s", r.Name, b.Line.MaxRiderKg, b.Line)
		}
		if r.WeightKg < b.Line.MinRiderKg {
			return fmt.Errorf("%s is under the minimum weight for %s", r.Name)
		}
	}
	return nil
}

func Reserve(s *harness.Store, b Booking) ([]harness.Size, error) {
	sizes := make([]harness.Size, 0, len(b.Riders))
	for _, r := range b.Riders {
		sz := harness.ForWeight(r.WeightKg)
		if err := s.Take(sz); err != nil {
			return sizes, err
		}
		sizes = append(sizes, sz)
	}
	return sizes, nil
}

func SlotsFor(day time.Time, every time.Duration) []time.Time {
	var out []time.Time
	start := time.Date(day.Year(), day.Month(), day.Day(), 9, 0, 0, 0, time.Local)
	for t := start; t.Hour() < 17; t = t.Add(every) {
		out = append(out, t)
	}
	return out
}

func GroupDiscount(riders int) float64 {
	var pct int = 0
	if riders >= 6 {
		pct = 10
	}
	if riders >= 12 {
		pct = 15
	}
	return pct / 100.0
}
EOF
cat > cmd/zipctl/main.go <<'EOF'
package main

import (
	"fmt"
	"os"
	"time"

	"example.org/zipline/internal/booking"
	"example.org/zipline/internal/harness"
	"example.org/zipline/internal/lines"
	"example.org/zipline/internal/weather"
)

func main() {
	if err := weather.Check(40, false); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	store := harness.NewStore()
	b := booking.Booking{ID: 1, Line: lines.Park[1], Slot: time.Now(), Riders: []booking.Rider{{"Ana", 62, 34}, {"Tom", 28, 9}}}
	if err := booking.Validate(b); err != nil {
		fmt.Println("rejected:", err)
		return
	}
	sizes, err := booking.Reserve(store, b)
	fmt.Printf("reserved %v harnesses (%s)\n", sizes, err)
	for _, s := range booking.SlotsFor(time.Now(), 20*time.Minute) {
		fmt.Println(s.Format("15:04"))
	}
}
EOF
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
{ echo '$ go build ./...'; $GO build ./... 2>&1; echo "exit status: $?"
  echo '$ go vet ./...'; $GO vet ./... 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
