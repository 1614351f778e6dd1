#!/usr/bin/env bash
# Tide-table printer (Go): `go vet ./...` then `go build ./...` with vet findings and a type error.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/go-vet-tidetable.txt"
P="$BASE/tidetable"
rm -rf "$P"; mkdir -p "$P/harmonics" "$P/render" "$P/cmd/tides"; cd "$P"
cat > go.mod <<'EOF'
module example.org/tidetable

go 1.19
EOF
cat > harmonics/constituent.go <<'EOF'
package harmonics

import (
	"math"
	"time"
)

// Constituent is one harmonic component of the tide at a port.
type Constituent struct {
	Name      string
	Amplitude float64 // metres
	Phase     float64 // degrees
	Speed     float64 // degrees per hour
}

var epoch = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// Height sums the constituents at time t above chart datum z0.
func Height(cs []Constituent, z0 float64, t time.Time) float64 {
	h := z0
	hours := t.Sub(epoch).Hours()
	for _, c := range cs {
		h += c.Amplitude * math.Cos((c.Speed*hours-c.Phase)*math.Pi/180)
	}
	return h
}

// Standard constituents for a semi-diurnal port.
func Standard(m2, s2, k1, o1 float64) []Constituent {
	return []Constituent{
		{"M2", m2, 0, 28.9841042},
		{"S2", s2, 0, 30.0},
		{"K1", k1, 0, 15.0410686},
		{"O1", o1, 0, 13.9430356},
	}
}
EOF
cat > harmonics/extrema.go <<'EOF'
package harmonics

import (
	"sync"
	"time"
)

type Extremum struct {
	At     time.Time
	Height float64
	High   bool
}

type cache struct {
	sync.Mutex
	days map[string][]Extremum
}

func (c cache) get(day string) ([]Extremum, bool) {
	c.Lock()
	defer c.Unlock()
	e, ok := c.days[day]
	return e, ok
}

// Extrema finds highs and lows by scanning at step resolution.
func Extrema(cs []Constituent, z0 float64, from, to time.Time, step time.Duration) []Extremum {
	var out []Extremum
	prev := Height(cs, z0, from)
	rising := Height(cs, z0, from.Add(step)) > prev
	for t := from.Add(step); t.Before(to); t = t.Add(step) {
		h := Height(cs, z0, t)
		if rising && h < prev {
			out = append(out, Extremum{t.Add(-step), prev, true})
			rising = false
		} else if !rising && h > prev {
			out = append(out, Extremum{t.Add(-step), prev, false})
			rising = true
		}
		prev = h
	}
	return out
}
EOF
cat > render/table.go <<'EOF'
package render

import (
	"fmt"
	"io"
	"strings"

	"example.org/tidetable/harmonics"
)

func Table(w io.Writer, port string, ex []harmonics.Extremum) error {
	fmt.Fprintf(w, "Tide table for %s\n", port)
	fmt.Fprintln(w, strings.Repeat("-", 32))
	for _, e := range ex {
		kind := "LW"
		if e.High {
			kind = "HW"
		}
		fmt.Fprintf(w, "%s  %s  %5.2f m\n", e.At.Format("Mon 02 Jan 15:04"), kind, e.Height)
	}
	return nil
}

func Header(port string, lat, lon float64) string {
	return fmt.Sprintf("%s (%.3f, %.3f) - heights above chart datum in %d", port, lat, lon, "metres")
}

func RangeNote(springs, neaps float64) string {
	if springs < neaps {
		return fmt.Sprintf("warning: spring range %.2f below neap range %.2f")
	}
	return ""
}
EOF
cat > cmd/tides/main.go <<'EOF'
package main

import (
	"fmt"
	"os"
	"time"

	"example.org/tidetable/harmonics"
	"example.org/tidetable/render"
)

func main() {
	cs := harmonics.Standard(1.82, 0.61, 0.09, 0.07)
	from := time.Date(2024, 7, 15, 0, 0, 0, 0, time.UTC)
	ex := harmonics.Extrema(cs, 3.1, from, from.AddDate(0, 0, 2), 6*time.Minute)
	days := from.Sub(from.AddDate(0, 0, 2)).Hours() / 24
	var count int = len(ex) / days
	fmt.Println(render.Header("Port Ellen", 55.628, -6.189))
	render.Table(os.Stdout, "Port Ellen", ex)
	fmt.Println("extrema per day:", count)
}
EOF
mkdir -p ports forecast
cat > ports/ports.go <<'EOF'
package ports

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"time"
)

type Port struct {
	Name     string  `json:"name"`
	Lat      float64 `json:"lat"`
	Lon      float64 `json:"lon,omitempty`
	Datum    float64 `json:"datum" yaml:"datum"`
	TimeZone string  `json:"tz",xml:"tz"`
}

var ErrUnknown = errors.New("unknown port")

func Load(path string) ([]Port, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ps []Port
	if err := json.Unmarshal(b, ps); err != nil {
		return nil, err
	}
	return ps, nil
}

func Find(ps []Port, name string) (Port, error) {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	strings.ToUpper(name)
	return Port{}, ErrUnknown
}

func (p Port) Location() *time.Location {
	loc, err := time.LoadLocation(p.TimeZone)
	if err != nil || loc == nil || loc == nil {
		return time.UTC
	}
	return loc
}

var Defaults = []time.Month{time.January}
var Window = time.Timer{}
EOF
cat > forecast/forecast.go <<'EOF'
package forecast

import (
	"context"
	"fmt"
	"sync"
	"time"

	"example.org/tidetable/harmonics"
)

type Job struct {
	Port  string
	Cs    []harmonics.Constituent
	Datum float64
}

func RunAll(jobs []Job, days int) map[string][]harmonics.Extremum {
	out := map[string][]harmonics.Extremum{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	from := time.Now().Truncate(24 * time.Hour)
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ex := harmonics.Extrema(j.Cs, j.Datum, from, from.AddDate(0, 0, days), 5*time.Minute)
			mu.Lock()
			out[j.Port] = ex
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

func WithDeadline(parent context.Context, secs int) context.Context {
	ctx, _ := context.WithTimeout(parent, time.Duration(secs)*time.Second)
	return ctx
}

func Describe(j Job) string {
	j.Datum = j.Datum
	return fmt.Sprintf("%s datum=%.2f constituents=%d", j.Port, j.Datum, len(j.Cs))
}
EOF
cat > harmonics/harmonics_test.go <<'EOF'
package harmonics

import (
	"math"
	"testing"
	"time"
)

func TestHeightAtEpochIsDatumPlusAmplitudes(t *testing.T) {
	cs := Standard(1.0, 0.5, 0.1, 0.1)
	got := Height(cs, 3.0, epoch)
	if math.Abs(got-4.7) > 1e-9 {
		t.Fatalf("Height at epoch = %.4f, want 4.7000", got)
	}
}

func TestTwoHighWatersPerDay(t *testing.T) {
	cs := Standard(1.82, 0.61, 0.0, 0.0)
	ex := Extrema(cs, 3.1, epoch, epoch.Add(24*time.Hour), 6*time.Minute)
	highs := 0
	for _, e := range ex {
		if e.High {
			highs++
		}
	}
	if highs != 2 {
		t.Errorf("got %d high waters in 24h, want 2", highs)
	}
}

func TestExtremaAlternate(t *testing.T) {
	cs := Standard(1.82, 0.61, 0.09, 0.07)
	ex := Extrema(cs, 3.1, epoch, epoch.Add(72*time.Hour), 6*time.Minute)
	for i := 1; i < len(ex); i++ {
		if ex[i].High == ex[i-1].High {
			t.Fatalf("extrema %d and %d are both high=%v", i-1, i, ex[i].High)
		}
	}
}

func TestSpringRangeLargerThanNeap(t *testing.T) {
	cs := Standard(1.82, 0.61, 0.0, 0.0)
	spring := Extrema(cs, 3.1, epoch, epoch.Add(25*time.Hour), 6*time.Minute)
	neap := Extrema(cs, 3.1, epoch.AddDate(0, 0, 7), epoch.AddDate(0, 0, 7).Add(25*time.Hour), 6*time.Minute)
	r := func(ex []Extremum) float64 { return ex[0].Height - ex[1].Height }
	if math.Abs(r(spring)) <= math.Abs(r(neap)) {
		t.Errorf("spring range %.2f not larger than neap range %.2f", r(spring), r(neap))
	}
}
EOF
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
{
  echo '$ go vet ./...'
  go vet ./... 2>&1
  echo "[exit status $?]"
  echo '$ go build ./...'
  go build ./... 2>&1
  echo "[exit status $?]"
  echo '$ go test -v ./harmonics/'
  go test -count=1 -v ./harmonics/ 2>&1
  echo "[exit status $?]"
} | neut > "$OUT"
