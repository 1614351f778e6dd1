#!/usr/bin/env bash
# d-go-test-rainbarrel: `go test -v ./...` of a rainwater-harvesting sizing
# module with ~800 table-driven subtests; one fails, a few are skipped.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-go-test-rainbarrel.txt}
P=$WORK/rainbarrel
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/catchment" "$P/tank" "$P/overflow"; cd "$P"
cat > go.mod <<'EOF'
module example.org/rainbarrel

go 1.19
EOF
cat > catchment/catchment.go <<'EOF'
package catchment

// Roof runoff coefficients by material.
var Coefficient = map[string]float64{
	"slate":      0.90,
	"clay-tile":  0.85,
	"metal":      0.95,
	"felt":       0.80,
	"green-roof": 0.45,
	"thatch":     0.60,
}

// AnnualYieldLitres is plan area (m2) x rainfall (mm) x coefficient x filter efficiency.
func AnnualYieldLitres(areaM2, rainfallMm float64, material string, filter float64) float64 {
	c, ok := Coefficient[material]
	if !ok {
		c = 0.75
	}
	return areaM2 * rainfallMm * c * filter
}
EOF
cat > tank/tank.go <<'EOF'
package tank

import "math"

// Standard tank sizes in litres.
var Sizes = []int{200, 350, 1000, 1500, 2000, 3000, 4500, 6500, 10000}

// DemandLitres per day for a household.
func DemandLitres(people int, toiletsFlushes int, gardenM2 float64) float64 {
	return float64(people*toiletsFlushes)*6.0 + gardenM2*0.5
}

// Recommend picks the smallest standard tank holding 5% of annual yield or
// 18 days of demand, whichever is smaller.
func Recommend(annualYield, dailyDemand float64) int {
	need := math.Min(annualYield*0.05, dailyDemand*18)
	for _, s := range Sizes {
		if float64(s) >= need {
			return s
		}
	}
	return Sizes[len(Sizes)-1]
}
EOF
cat > overflow/overflow.go <<'EOF'
package overflow

// PipeDiameterMm for a peak rainfall intensity (mm/h) on a roof area (m2).
func PipeDiameterMm(areaM2, intensityMmH float64) int {
	flowLs := areaM2 * intensityMmH / 3600.0
	switch {
	case flowLs <= 0.8:
		return 68
	case flowLs <= 1.6:
		return 80
	case flowLs <= 3.2:
		return 110
	}
	return 160
}
EOF
# generated table tests
{
cat <<'EOF'
package catchment

import (
	"fmt"
	"math"
	"testing"
)

func TestAnnualYield(t *testing.T) {
	cases := []struct {
		area, rain float64
		material   string
	}{
EOF
for area in 12 18 24 30 36 42 48 54 60 68 75 82 90 105 120 135 150 175 200 240; do
  for rain in 550 625 700 850 1000 1100 1400 1800; do
    for mat in slate clay-tile metal felt green-roof thatch; do
      echo "		{$area, $rain, \"$mat\"},"
    done
  done
done
cat <<'EOF'
	}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("%s/%gm2/%gmm", c.material, c.area, c.rain), func(t *testing.T) {
			got := AnnualYieldLitres(c.area, c.rain, c.material, 0.9)
			want := c.area * c.rain * Coefficient[c.material] * 0.9
			if math.Abs(got-want) > 1e-6 {
				t.Fatalf("got %v want %v", got, want)
			}
		})
	}
}

func TestUnknownMaterialFallsBack(t *testing.T) {
	got := AnnualYieldLitres(10, 1000, "polycarbonate", 1.0)
	if got != 7500 {
		t.Errorf("fallback yield = %v, want 7500", got)
	}
}

func TestGreenRoofSeasonal(t *testing.T) {
	t.Skip("seasonal coefficients for green roofs not modelled yet")
}
EOF
} > catchment/catchment_test.go
{
cat <<'EOF'
package tank

import (
	"fmt"
	"testing"
)

func TestRecommend(t *testing.T) {
	cases := []struct {
		yield, demand float64
		want          int
	}{
EOF
for y in 8000 15000 24000 36000 52000 70000 96000 130000; do
  for d in 20 45 80 120 180 260; do
    need=$(python3 -c "print(min($y*0.05, $d*18))")
    want=$(python3 -c "
s=[200,350,1000,1500,2000,3000,4500,6500,10000]
n=$need
print(next((x for x in s if x>=n), s[-1]))")
    [ "$y" = 52000 ] && [ "$d" = 180 ] && want=2000
    echo "		{$y, $d, $want},"
  done
done
cat <<'EOF'
	}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("yield=%g/demand=%g", c.yield, c.demand), func(t *testing.T) {
			t.Parallel()
			if got := Recommend(c.yield, c.demand); got != c.want {
				t.Errorf("Recommend(%g, %g) = %d L, want %d L", c.yield, c.demand, got, c.want)
			}
		})
	}
}

func TestDemand(t *testing.T) {
	if got := DemandLitres(4, 5, 40); got != 140 {
		t.Errorf("DemandLitres = %v, want 140", got)
	}
	t.Logf("household of 4 with 40m2 garden needs %.0f L/day", DemandLitres(4, 5, 40))
}

func TestUndergroundTankSizes(t *testing.T) {
	t.Skip("underground tank catalogue pending from supplier")
}
EOF
} > tank/tank_test.go
{
cat <<'EOF'
package overflow

import (
	"fmt"
	"testing"
)

func TestPipeDiameter(t *testing.T) {
	for _, area := range []float64{10, 20, 30, 45, 60, 80, 100, 140} {
		for _, inten := range []float64{50, 75, 100, 150, 200} {
			area, inten := area, inten
			t.Run(fmt.Sprintf("%gm2@%gmmh", area, inten), func(t *testing.T) {
				d := PipeDiameterMm(area, inten)
				if d < 68 || d > 160 {
					t.Errorf("diameter %d out of range", d)
				}
			})
		}
	}
}
EOF
} > overflow/overflow_test.go
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
$GO vet ./... >/dev/null 2>&1
{ echo '$ go test -v ./...'; $GO test -v ./... 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
