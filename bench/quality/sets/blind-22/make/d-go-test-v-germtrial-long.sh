#!/bin/bash
# go test -count=1 -v ./... of a seed-germination trial module: ~1000 table subtests, two failures, skips
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-go-test-v-germtrial-long.txt
P=$WORK/germtrial
rm -rf "$P"; mkdir -p "$P/trial" "$P/climate" "$P/report"; cd "$P"
cat > go.mod <<'EOF'
module example.org/germtrial

go 1.19
EOF
cat > trial/trial.go <<'EOF'
package trial

import "math"

// Tray is one germination tray of a seed lot.
type Tray struct {
	Lot       string
	Sown      int
	Germinated []int // cumulative count by day
}

// Rate returns the final germination percentage.
func (t Tray) Rate() float64 {
	if t.Sown == 0 || len(t.Germinated) == 0 {
		return 0
	}
	return 100 * float64(t.Germinated[len(t.Germinated)-1]) / float64(t.Sown)
}

// MeanDays returns the mean germination time in days.
func (t Tray) MeanDays() float64 {
	prev, sum, n := 0, 0.0, 0
	for day, c := range t.Germinated {
		newly := c - prev
		sum += float64(newly * day)
		n += newly
		prev = c
	}
	if n == 0 {
		return math.NaN()
	}
	return sum / float64(n)
}

// T50 returns the day on which half of the final count had germinated.
func (t Tray) T50() int {
	final := t.Germinated[len(t.Germinated)-1]
	for day, c := range t.Germinated {
		if c*2 > final {
			return day + 1
		}
	}
	return -1
}
EOF
cat > climate/climate.go <<'EOF'
package climate

// GDD returns growing degree days for one day.
func GDD(tmin, tmax, base float64) float64 {
	avg := (tmin + tmax) / 2
	if avg < base {
		return 0
	}
	return avg - base
}
EOF
cat > report/report.go <<'EOF'
package report

import "fmt"

func Line(lot string, rate float64) string {
	return fmt.Sprintf("%-12s %5.1f%%", lot, rate)
}
EOF
cat > report/report_test.go <<'EOF'
package report

import (
	"fmt"
	"strings"
	"testing"
)

func TestLineWidth(t *testing.T) {
	for i := 0; i < 200; i++ {
		lot := fmt.Sprintf("lot-%03d", i)
		i := i
		t.Run(lot, func(t *testing.T) {
			if l := Line(lot, float64(i%100)); !strings.HasSuffix(l, "%") || len(l) != 19 {
				t.Errorf("bad line %q", l)
			}
		})
	}
}
EOF
# trial tests: generated table over 40 lots x 4 checks
{
cat <<'EOF'
package trial

import (
	"fmt"
	"math"
	"testing"
)

func mkTray(lot string, sown, final, days int) Tray {
	g := make([]int, days)
	for d := 0; d < days; d++ {
		g[d] = final * (d + 1) * (d + 1) / (days * days)
	}
	return Tray{Lot: lot, Sown: sown, Germinated: g}
}

var lots = []struct {
	lot         string
	sown, final int
	days        int
	wantRate    float64
}{
EOF
species=(basil chard kale leek pea radish spinach tomato carrot beet onion lettuce parsnip celery fennel)
i=0
for s in "${species[@]}"; do
  for y in $(seq 11 24); do
    i=$((i+1))
    sown=100; final=$((60 + (i*7)%38)); days=$((7 + i%8))
    want=$final
    [ "$s$y" = "leek23" ] && want=$((final+4))
    echo "	{\"$s-$y\", $sown, $final, $days, $want},"
  done
done
cat <<'EOF'
}

func TestRate(t *testing.T) {
	for _, c := range lots {
		c := c
		t.Run(c.lot, func(t *testing.T) {
			tr := mkTray(c.lot, c.sown, c.final, c.days)
			if got := tr.Rate(); math.Abs(got-c.wantRate) > 0.01 {
				t.Errorf("Rate() = %.2f, want %.2f", got, c.wantRate)
			}
		})
	}
}

func TestMeanDays(t *testing.T) {
	for _, c := range lots {
		c := c
		t.Run(c.lot, func(t *testing.T) {
			tr := mkTray(c.lot, c.sown, c.final, c.days)
			if md := tr.MeanDays(); md < 0 || md > float64(c.days) {
				t.Errorf("MeanDays() = %.2f outside [0,%d]", md, c.days)
			}
		})
	}
}

func TestT50(t *testing.T) {
	for _, c := range lots {
		c := c
		t.Run(c.lot, func(t *testing.T) {
			tr := mkTray(c.lot, c.sown, c.final, c.days)
			if d := tr.T50(); d < 1 || d > c.days {
				t.Errorf("T50() = %d outside [1,%d]", d, c.days)
			}
		})
	}
}

func TestEmptyTray(t *testing.T) {
	tr := Tray{Lot: "empty", Sown: 50}
	if tr.Rate() != 0 {
		t.Fatal("empty tray rate not zero")
	}
	t.Run("T50", func(t *testing.T) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("T50 on empty tray panicked: %v", r)
			}
		}()
		_ = tr.T50()
	})
}

func TestColdStratification(t *testing.T) {
	for _, s := range []string{"lupin", "primula", "echinacea"} {
		t.Run(s, func(t *testing.T) {
			t.Skip(fmt.Sprintf("%s needs 6 weeks cold stratification data; fixture not recorded yet", s))
		})
	}
}
EOF
} > trial/trial_test.go
cat > climate/climate_test.go <<'EOF'
package climate

import (
	"fmt"
	"testing"
)

func TestGDD(t *testing.T) {
	for base := 0; base <= 12; base++ {
		for tmax := 10; tmax <= 34; tmax += 2 {
			base, tmax := base, tmax
			t.Run(fmt.Sprintf("base%d/tmax%d", base, tmax), func(t *testing.T) {
				if g := GDD(4, float64(tmax), float64(base)); g < 0 {
					t.Errorf("negative GDD %v", g)
				}
			})
		}
	}
}
EOF
{
  echo '$ go test -count=1 -v ./...'
  go test -count=1 -v ./... 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
