#!/usr/bin/env bash
# d-go-test-saltworks: `go test -v ./...` of a sea-salt works planner (evaporation
# pans, brine grading, harvest calendar); table-driven subtests, one subtest
# fails deep in the run, some tests are skipped.
WORK=${WORK:-/home/dev}
P=$WORK/saltworks
rm -rf "$P"; mkdir -p "$P/pans" "$P/brine" "$P/harvest"
cd "$P" || exit 1
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$WORK/.gocache-saltworks"
rm -rf "$GOCACHE"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > go.mod <<'T'
module example.org/saltworks

go 1.19
T

cat > pans/pans.go <<'T'
// Package pans models evaporation in shallow salt pans.
package pans

import "math"

// Monthly mean pan evaporation (mm/day) and rainfall (mm/day) for the coast.
var Evap = [12]float64{0.6, 0.9, 1.7, 2.9, 4.1, 5.0, 5.6, 5.1, 3.6, 2.0, 1.0, 0.6}
var Rain = [12]float64{2.1, 1.7, 1.6, 1.4, 1.3, 1.1, 0.9, 1.2, 1.6, 2.3, 2.4, 2.2}

// Pan is one evaporation pan.
type Pan struct {
	ID      int
	AreaM2  float64
	DepthMM float64
	Lined   bool
}

// NetLoss is the net water loss in litres per day for the given month (1-12).
// Lined pans lose 12% more to the sun (darker surface).
func NetLoss(p Pan, month int) float64 {
	e := Evap[month-1]
	if p.Lined {
		e *= 1.12
	}
	net := e - Rain[month-1]
	return net * p.AreaM2
}

// DaysToDry estimates days for the pan's brine layer to evaporate; +Inf if it never dries.
func DaysToDry(p Pan, month int) float64 {
	loss := NetLoss(p, month)
	if loss <= 0 {
		return math.Inf(1)
	}
	return p.DepthMM * p.AreaM2 / loss
}
T

cat > pans/pans_test.go <<'T'
package pans

import (
	"fmt"
	"math"
	"testing"
)

func testPans() []Pan {
	var ps []Pan
	for i := 1; i <= 32; i++ {
		ps = append(ps, Pan{ID: i, AreaM2: float64(40 + i*5), DepthMM: float64(20 + i%4*5), Lined: i%3 == 0})
	}
	return ps
}

func TestNetLossSign(t *testing.T) {
	for _, p := range testPans() {
		for m := 1; m <= 12; m++ {
			p, m := p, m
			t.Run(fmt.Sprintf("pan%02d/month%02d", p.ID, m), func(t *testing.T) {
				got := NetLoss(p, m)
				summer := m >= 4 && m <= 9
				if summer && got <= 0 {
					t.Errorf("pan %d month %d: net loss %.2f L/day, want > 0 in summer", p.ID, m, got)
				}
				if !summer && m != 3 && m != 10 && got > 0 && !p.Lined {
					t.Errorf("pan %d month %d: unlined pan gaining %.2f in winter", p.ID, m, got)
				}
			})
		}
	}
}

func TestDaysToDryWinterIsInf(t *testing.T) {
	p := Pan{ID: 99, AreaM2: 50, DepthMM: 30}
	if d := DaysToDry(p, 1); !math.IsInf(d, 1) {
		t.Fatalf("January should never dry, got %.1f days", d)
	}
}

func TestDaysToDryJuly(t *testing.T) {
	p := Pan{ID: 7, AreaM2: 75, DepthMM: 35}
	d := DaysToDry(p, 7)
	t.Logf("pan 7 dries in %.1f days in July", d)
	if d < 5 || d > 10 {
		t.Errorf("July drying time %.1f days outside 5..10", d)
	}
}
T

cat > brine/brine.go <<'T'
// Package brine grades brine by density (degrees Baume).
package brine

// Grade names the stage of the brine for a density in degrees Baume.
func Grade(baume float64) string {
	switch {
	case baume < 3.5:
		return "seawater"
	case baume < 16:
		return "concentrating"
	case baume < 25:
		return "gypsum"
	case baume < 28.5:
		return "crystallising"
	default:
		return "bittern"
	}
}

// SaltGramsPerLitre approximates dissolved NaCl at a density in Baume.
func SaltGramsPerLitre(baume float64) float64 {
	return baume * 11.8
}
T

cat > brine/brine_test.go <<'T'
package brine

import (
	"fmt"
	"testing"
)

func TestGradeBands(t *testing.T) {
	for i := 0; i <= 300; i++ {
		b := float64(i) / 10
		t.Run(fmt.Sprintf("be%04.1f", b), func(t *testing.T) {
			g := Grade(b)
			var want string
			switch {
			case b < 3.5:
				want = "seawater"
			case b < 16:
				want = "concentrating"
			case b < 25:
				want = "gypsum"
			case b < 28.5:
				want = "crystallising"
			default:
				want = "bittern"
			}
			if g != want {
				t.Errorf("Grade(%.1f) = %q, want %q", b, g, want)
			}
		})
	}
}

func TestSaltAtSaturation(t *testing.T) {
	if got := SaltGramsPerLitre(25.6); got < 300 || got > 310 {
		t.Errorf("saturated brine: %.1f g/L", got)
	}
}

func TestHydrometerCalibration(t *testing.T) {
	t.Skip("needs the bench hydrometer serial port")
}
T

cat > harvest/harvest.go <<'T'
// Package harvest plans when crystallising pans are raked.
package harvest

import "time"

// RakeDay reports whether pan crystallisers are raked on the given day.
// Raking happens every third day from mid-June to mid-September, never on Sundays.
func RakeDay(d time.Time) bool {
	start := time.Date(d.Year(), time.June, 15, 0, 0, 0, 0, time.UTC)
	end := time.Date(d.Year(), time.September, 15, 0, 0, 0, 0, time.UTC)
	if d.Before(start) || d.After(end) {
		return false
	}
	if d.Weekday() == time.Sunday {
		return false
	}
	return int(d.Sub(start).Hours()/24)%3 == 0
}

// FleurDeSel reports whether the surface crust can be skimmed: calm, dry afternoons.
func FleurDeSel(windKmh, humidityPct float64) bool {
	return windKmh < 15 && humidityPct < 70
}
T

cat > harvest/harvest_test.go <<'T'
package harvest

import (
	"testing"
	"time"
)

func TestRakeCalendar2026(t *testing.T) {
	start := time.Date(2026, time.January, 1, 0, 0, 0, 0, time.UTC)
	rakes := 0
	for i := 0; i < 365; i++ {
		d := start.AddDate(0, 0, i)
		t.Run(d.Format("2006-01-02"), func(t *testing.T) {
			r := RakeDay(d)
			if r {
				rakes++
			}
			if r && d.Weekday() == time.Sunday {
				t.Errorf("%s is a Sunday but marked as a rake day", d.Format("Mon 2006-01-02"))
			}
			if d.Month() == time.August && d.Day() == 15 && !r {
				t.Errorf("Assumption day %s must be a rake day (feast harvest), RakeDay returned false", d.Format("Mon 2006-01-02"))
			}
		})
	}
	t.Logf("%d rake days in 2026", rakes)
}

func TestFleurDeSel(t *testing.T) {
	cases := []struct {
		wind, hum float64
		want      bool
	}{{8, 55, true}, {20, 50, false}, {10, 80, false}, {14.9, 69.9, true}}
	for _, c := range cases {
		if got := FleurDeSel(c.wind, c.hum); got != c.want {
			t.Errorf("FleurDeSel(%v, %v) = %v", c.wind, c.hum, got)
		}
	}
}

func TestTideTableImport(t *testing.T) {
	t.Skip("tide table CSV for 2026 not yet published")
}
T

{
  echo '$ go test -v ./...'
  go test -v ./... 2>&1; echo "exit status: $?"
} | neutral
