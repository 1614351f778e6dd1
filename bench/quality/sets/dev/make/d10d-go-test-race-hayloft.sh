#!/usr/bin/env bash
# go test -race -v on a hay-bale storage tracker: a data race in the moisture sampler and one failing assertion.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hayloft
rm -rf "$P"; mkdir -p "$P/bales" "$P/moisture" "$P/ledger"
cd "$P"
cat > go.mod <<'MOD'
module example.com/hayloft

go 1.19
MOD
cat > bales/bales.go <<'GO'
package bales

import (
	"errors"
	"fmt"
)

type Kind int

const (
	SmallSquare Kind = iota
	BigSquare
	Round
)

func (k Kind) String() string {
	switch k {
	case SmallSquare:
		return "small-square"
	case BigSquare:
		return "big-square"
	case Round:
		return "round"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// WeightKg returns the nominal weight of a bale of the given kind.
func WeightKg(k Kind) (float64, error) {
	switch k {
	case SmallSquare:
		return 22, nil
	case BigSquare:
		return 450, nil
	case Round:
		return 300, nil
	}
	return 0, errors.New("unknown bale kind")
}

// StackHeight returns how many bales fit under a loft of the given height in cm.
func StackHeight(k Kind, loftCm int) int {
	per := map[Kind]int{SmallSquare: 36, BigSquare: 90, Round: 120}[k]
	if per == 0 {
		return 0
	}
	return loftCm / per
}
GO
cat > bales/bales_test.go <<'GO'
package bales

import "testing"

func TestWeightKg(t *testing.T) {
	cases := []struct {
		k    Kind
		want float64
	}{{SmallSquare, 22}, {BigSquare, 450}, {Round, 300}}
	for _, c := range cases {
		t.Run(c.k.String(), func(t *testing.T) {
			got, err := WeightKg(c.k)
			if err != nil || got != c.want {
				t.Fatalf("WeightKg(%v) = %v, %v; want %v", c.k, got, err, c.want)
			}
		})
	}
}

func TestWeightUnknown(t *testing.T) {
	if _, err := WeightKg(Kind(9)); err == nil {
		t.Fatal("expected error")
	}
}

func TestStackHeight(t *testing.T) {
	for _, loft := range []int{180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 780, 840, 900, 960, 1020, 1080} {
		for _, k := range []Kind{SmallSquare, BigSquare, Round} {
			loft, k := loft, k
			t.Run(k.String()+"/"+itoa(loft), func(t *testing.T) {
				if h := StackHeight(k, loft); h < 1 {
					t.Errorf("StackHeight(%v, %d) = %d", k, loft, h)
				}
			})
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}
GO
cat > moisture/sampler.go <<'GO'
package moisture

import "sync"

// Sampler collects probe readings (percent moisture) per bay.
type Sampler struct {
	mu       sync.Mutex
	readings map[string][]float64
	count    int
}

func New() *Sampler { return &Sampler{readings: map[string][]float64{}} }

func (s *Sampler) Record(bay string, pct float64) {
	s.mu.Lock()
	s.readings[bay] = append(s.readings[bay], pct)
	s.mu.Unlock()
	s.count++ // counted outside the lock
}

func (s *Sampler) Count() int { return s.count }

// Mean returns the mean moisture of a bay.
func (s *Sampler) Mean(bay string) float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.readings[bay]
	if len(r) == 0 {
		return 0
	}
	sum := 0.0
	for _, v := range r {
		sum += v
	}
	return sum / float64(len(r))
}

// RiskOfCombustion reports whether hay stored at this moisture may self-heat.
func RiskOfCombustion(pct float64) bool { return pct > 20 }
GO
cat > moisture/sampler_test.go <<'GO'
package moisture

import (
	"fmt"
	"sync"
	"testing"
)

func TestMeanEmpty(t *testing.T) {
	if m := New().Mean("bay-1"); m != 0 {
		t.Fatalf("mean of empty bay = %v", m)
	}
}

func TestMeanSingleBay(t *testing.T) {
	s := New()
	for _, v := range []float64{14, 16, 18} {
		s.Record("bay-2", v)
	}
	if got := s.Mean("bay-2"); got != 16 {
		t.Fatalf("Mean = %v, want 16", got)
	}
}

func TestConcurrentProbes(t *testing.T) {
	s := New()
	var wg sync.WaitGroup
	for p := 0; p < 8; p++ {
		wg.Add(1)
		go func(p int) {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				s.Record(fmt.Sprintf("bay-%d", p%4), 12+float64(i%10))
			}
		}(p)
	}
	wg.Wait()
	if s.Count() != 400 {
		t.Errorf("Count = %d, want 400", s.Count())
	}
}

func TestRiskOfCombustion(t *testing.T) {
	for pct := 10; pct <= 34; pct++ {
		pct := pct
		t.Run(fmt.Sprintf("pct=%d", pct), func(t *testing.T) {
			want := pct > 20
			if got := RiskOfCombustion(float64(pct)); got != want {
				t.Errorf("RiskOfCombustion(%d) = %v", pct, got)
			}
		})
	}
}
GO
cat > ledger/ledger.go <<'GO'
package ledger

import (
	"fmt"
	"sort"
	"strings"
)

type Entry struct {
	Farm   string
	Bales  int
	PriceP int // pence per bale
}

// Invoice totals entries per farm, sorted by farm name.
func Invoice(entries []Entry) []string {
	totals := map[string]int{}
	for _, e := range entries {
		totals[e.Farm] += e.Bales * e.PriceP
	}
	farms := make([]string, 0, len(totals))
	for f := range totals {
		farms = append(farms, f)
	}
	sort.Strings(farms)
	out := []string{}
	for _, f := range farms {
		out = append(out, fmt.Sprintf("%s: £%d.%02d", f, totals[f]/100, totals[f]%100))
	}
	return out
}

// Discount applies the loyalty discount: 5% for 100+ bales, 10% for 500+.
func Discount(bales, pence int) int {
	switch {
	case bales > 500:
		return pence * 90 / 100
	case bales >= 100:
		return pence * 95 / 100
	}
	return pence
}

func Normalise(farm string) string { return strings.ToUpper(strings.TrimSpace(farm)) }
GO
cat > ledger/ledger_test.go <<'GO'
package ledger

import (
	"fmt"
	"testing"
)

func TestInvoice(t *testing.T) {
	got := Invoice([]Entry{{"Upper Meadow", 40, 450}, {"Brook End", 10, 500}, {"Upper Meadow", 5, 450}})
	want := []string{"Brook End: £50.00", "Upper Meadow: £202.50"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestDiscount(t *testing.T) {
	cases := []struct{ bales, pence, want int }{
		{10, 10000, 10000},
		{99, 10000, 10000},
		{100, 10000, 9500},
		{250, 10000, 9500},
		{499, 10000, 9500},
		{500, 10000, 9000},
		{750, 10000, 9000},
		{1000, 10000, 9000},
		{100, 4500, 4275},
		{501, 4500, 4050},
		{0, 4500, 4500},
		{120, 20000, 19000},
	}
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("bales=%d", c.bales), func(t *testing.T) {
			if got := Discount(c.bales, c.pence); got != c.want {
				t.Errorf("Discount(%d, %d) = %d, want %d", c.bales, c.pence, got, c.want)
			}
		})
	}
}

func TestNormalise(t *testing.T) {
	for _, in := range []string{" brook end", "Brook End ", "BROOK END", "brook end", "\tbrook end", "Brook End\n", "bRoOk EnD"} {
		in := in
		t.Run(fmt.Sprintf("%q", in), func(t *testing.T) {
			if Normalise(in) != "BROOK END" {
				t.Errorf("Normalise(%q) = %q", in, Normalise(in))
			}
		})
	}
}
GO
{
  echo '$ go test -race -v -count=1 ./...'
  go test -race -v -count=1 ./... 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
        -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
        -e 's#/usr/lib/go-[0-9.]*/#/usr/local/go/#g'
