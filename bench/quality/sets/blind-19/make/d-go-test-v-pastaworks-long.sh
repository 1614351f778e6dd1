#!/usr/bin/env bash
# go test -v ./... over a fresh-pasta workshop planner: ~700 subtests, two failures, a few skips.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.cache/go-build
P=$WORK/pastaworks
rm -rf "$P"; mkdir -p "$P/dough" "$P/drying" "$P/orders"; cd "$P"
cat > go.mod <<'T'
module example.org/pastaworks

go 1.19
T
cat > dough/dough.go <<'T'
package dough

// Hydration returns water grams for flour grams at a percentage; egg doughs count egg as 75% water.
func Hydration(flourG, pct float64, eggs int) float64 {
	w := flourG * pct / 100
	w -= float64(eggs) * 50 * 0.75
	if w < 0 {
		return 0
	}
	return w
}

// RestMinutes is how long a dough rests before rolling.
func RestMinutes(semolina bool, roomC int) int {
	m := 30
	if semolina {
		m = 45
	}
	if roomC > 24 {
		m -= 10
	}
	return m
}
T
cat > drying/drying.go <<'T'
package drying

import "fmt"

var shapes = map[string]int{"tagliatelle": 18, "pappardelle": 22, "orecchiette": 26, "trofie": 20, "fusilli": 30, "farfalle": 24, "lasagne": 16, "garganelli": 28}

// Hours to dry a shape at a humidity percentage.
func Hours(shape string, humidity int) (int, error) {
	h, ok := shapes[shape]
	if !ok {
		return 0, fmt.Errorf("unknown shape %q", shape)
	}
	if humidity > 65 {
		h = h * 3 / 2
	}
	return h, nil
}

func Shapes() []string {
	out := []string{}
	for s := range shapes {
		out = append(out, s)
	}
	return out
}
T
cat > orders/orders.go <<'T'
package orders

// Portions converts kilograms of fresh pasta into 120 g restaurant portions.
func Portions(kg float64) int { return int(kg * 1000 / 120) }

// TrayCount: 1.5 kg per tray, partial trays round up.
func TrayCount(kg float64) int {
	n := int(kg / 1.5)
	return n
}
T
{
echo 'package dough'; echo; echo 'import "testing"'; echo
echo 'func TestHydration(t *testing.T) {'
echo '	for _, flour := range []float64{250, 400, 500, 750, 1000, 1250, 1500, 2000} {'
echo '		for _, pct := range []float64{38, 42, 45, 48, 50, 55} {'
echo '			for _, eggs := range []int{0, 1, 2, 3, 4, 5} {'
echo '				flour, pct, eggs := flour, pct, eggs'
echo '				t.Run(fmtName(flour, pct, eggs), func(t *testing.T) {'
echo '					if w := Hydration(flour, pct, eggs); w < 0 || w > flour {'
echo '						t.Fatalf("water %v out of range", w)'
echo '					}'
echo '				})'
echo '			}'
echo '		}'
echo '	}'
echo '}'
cat <<'T'

func fmtName(f, p float64, e int) string {
	return "flour" + itoa(int(f)) + "_pct" + itoa(int(p)) + "_eggs" + itoa(e)
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	for i > 0 {
		s = string(rune('0'+i%10)) + s
		i /= 10
	}
	return s
}

func TestRestMinutes(t *testing.T) {
	cases := []struct {
		name     string
		semolina bool
		room     int
		want     int
	}{
		{"plain_cool", false, 18, 30},
		{"plain_warm", false, 27, 20},
		{"semolina_cool", true, 19, 45},
		{"semolina_hot_kitchen", true, 29, 40},
	}
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			if got := RestMinutes(c.semolina, c.room); got != c.want {
				t.Errorf("RestMinutes(%v, %d) = %d, want %d", c.semolina, c.room, got, c.want)
			}
		})
	}
}

func TestLaminationRig(t *testing.T) {
	t.Skip("needs the sheeter on /dev/ttyUSB0")
}
T
} > dough/dough_test.go
cat > drying/drying_test.go <<'T'
package drying

import (
	"fmt"
	"testing"
)

func TestHours(t *testing.T) {
	for _, s := range []string{"tagliatelle", "pappardelle", "orecchiette", "trofie", "fusilli", "farfalle", "lasagne", "garganelli"} {
		for hum := 20; hum <= 85; hum++ {
			s, hum := s, hum
			t.Run(fmt.Sprintf("%s_rh%d", s, hum), func(t *testing.T) {
				if h, err := Hours(s, hum); err != nil || h <= 0 {
					t.Fatalf("Hours(%q, %d) = %d, %v", s, hum, h, err)
				}
			})
		}
	}
}

func TestUnknownShape(t *testing.T) {
	if _, err := Hours("spaghetti-alla-chitarra", 50); err == nil {
		t.Fatal("expected error")
	}
}

func TestClimateChamber(t *testing.T) {
	if testing.Short() || true {
		t.Skip("climate chamber integration runs nightly only")
	}
}
T
cat > orders/orders_test.go <<'T'
package orders

import (
	"fmt"
	"testing"
)

func TestPortions(t *testing.T) {
	for kg := 1; kg <= 150; kg++ {
		kg := kg
		t.Run(fmt.Sprintf("%dkg", kg), func(t *testing.T) {
			if p := Portions(float64(kg)); p < kg*8 {
				t.Errorf("Portions(%d) = %d", kg, p)
			}
		})
	}
}

func TestTrayCount(t *testing.T) {
	for _, c := range []struct {
		kg   float64
		want int
	}{{1.5, 1}, {3.0, 2}, {4.2, 3}, {9.0, 6}} {
		c := c
		t.Run(fmt.Sprintf("%.1fkg", c.kg), func(t *testing.T) {
			if got := TrayCount(c.kg); got != c.want {
				t.Errorf("TrayCount(%.1f) = %d, want %d (partial trays round up)", c.kg, got, c.want)
			}
		})
	}
}
T
{ run 'go test -v ./...'; } | neutral > "$HERE/../outputs/d-go-test-v-pastaworks-long.txt"
