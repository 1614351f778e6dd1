#!/bin/bash
# go test -v ./... on a harbour-dues billing module: hundreds of table subtests, one failure, skips
source "$(dirname "$0")/d-lib.sh"
export PATH=$PATH:/usr/lib/go-1.19/bin
P=$WORK/harbourdues
rm -rf "$P"; mkdir -p "$P/tariff" "$P/berth" "$P/invoice"
cd "$P"
cat > go.mod <<'T'
module example.org/harbourdues

go 1.19
T
cat > tariff/tariff.go <<'T'
package tariff

// Dues in cents for a vessel of the given gross tonnage staying n days.
func Dues(grossTonnage int, days int, fishing bool) int {
	rate := 42
	if grossTonnage > 500 {
		rate = 35
	}
	if grossTonnage > 5000 {
		rate = 28
	}
	total := grossTonnage * rate * days / 10
	if fishing {
		total = total * 60 / 100
	}
	if days > 30 {
		total -= total / 10
	}
	return total
}

// LightDues is a flat fee per call by length band (metres).
func LightDues(lengthM float64) int {
	switch {
	case lengthM < 12:
		return 0
	case lengthM < 24:
		return 1850
	case lengthM < 60:
		return 4900
	default:
		return 12500
	}
}
T
cat > berth/berth.go <<'T'
package berth

import "errors"

type Berth struct {
	Name    string
	LengthM float64
	DepthM  float64
}

var ErrNoBerth = errors.New("no berth fits vessel")

func Allocate(berths []Berth, lengthM, draughtM float64) (Berth, error) {
	for _, b := range berths {
		if b.LengthM >= lengthM && b.DepthM > draughtM+0.5 {
			return b, nil
		}
	}
	return Berth{}, ErrNoBerth
}
T
cat > invoice/invoice.go <<'T'
package invoice

import "fmt"

func Format(cents int) string {
	return fmt.Sprintf("GBP %d.%02d", cents/100, cents%100)
}
T
{
cat <<'T'
package tariff

import (
	"fmt"
	"testing"
)

func TestDuesTable(t *testing.T) {
	for gt := 50; gt <= 8000; gt += 50 {
		for _, days := range []int{1, 3, 7, 14, 31} {
			gt, days := gt, days
			t.Run(fmt.Sprintf("gt%d_days%d", gt, days), func(t *testing.T) {
				if d := Dues(gt, days, false); d <= 0 {
					t.Fatalf("dues %d for gt=%d days=%d", d, gt, days)
				}
			})
		}
	}
}

func TestFishingDiscount(t *testing.T) {
	got := Dues(300, 2, true)
	if got != 1512 {
		t.Errorf("fishing dues for 300gt x2d = %d, want 1512", got)
	}
}

func TestLightDuesBands(t *testing.T) {
	cases := []struct {
		l    float64
		want int
	}{{8, 0}, {12, 1850}, {23.9, 1850}, {24, 4900}, {60, 4900}, {60.5, 12500}, {120, 12500}}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("len%.1f", c.l), func(t *testing.T) {
			if got := LightDues(c.l); got != c.want {
				t.Errorf("LightDues(%.1f) = %d, want %d", c.l, got, c.want)
			}
		})
	}
}

func TestWinterSurcharge(t *testing.T) {
	t.Skip("winter surcharge not agreed with harbour board yet")
}
T
} > tariff/tariff_test.go
cat > berth/berth_test.go <<'T'
package berth

import (
	"fmt"
	"testing"
)

var quay = []Berth{{"North Quay 1", 45, 4.2}, {"North Quay 2", 60, 5.5}, {"Fish Dock", 30, 3.1}, {"Deep Water", 180, 11.0}}

func TestAllocate(t *testing.T) {
	for l := 10; l <= 180; l += 2 {
		for _, dr := range []float64{1.5, 2.5, 3.8, 6.0} {
			l, dr := l, dr
			t.Run(fmt.Sprintf("len%d_draught%.1f", l, dr), func(t *testing.T) {
				b, err := Allocate(quay, float64(l), dr)
				if err != nil {
					t.Fatalf("no berth for %dm / %.1fm", l, dr)
				}
				if b.LengthM < float64(l) {
					t.Fatalf("berth %s too short", b.Name)
				}
			})
		}
	}
}

func TestAllocateTidal(t *testing.T) {
	if testing.Short() {
		t.Skip("tidal model is slow")
	}
	t.Skip("needs tide tables fixture (testdata/tides-2026.csv)")
}
T
cat > invoice/invoice_test.go <<'T'
package invoice

import "testing"

func TestFormat(t *testing.T) {
	if got := Format(123456); got != "GBP 1234.56" {
		t.Errorf("got %q", got)
	}
}
T
{ run "go test -v ./..."; } | neutral | sed -E 's/\(0\.[0-9]+s\)/(0.00s)/' > "$OUTDIR/d-go-test-v-harbourdues-long.txt"
