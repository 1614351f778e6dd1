#!/usr/bin/env bash
# go test -v ./... on an ice-sculpture festival planner: ~1100 table subtests, one failing subtest, skips, logs
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
export PATH=$PATH:/usr/lib/go-1.19/bin GOPROXY=off
P=$WORK/icesculpt
rm -rf "$P"; mkdir -p "$P/melt" "$P/blocks" "$P/judging"; cd "$P"
cat > go.mod <<'T'
module example.org/icesculpt

go 1.19
T
cat > melt/melt.go <<'T'
package melt

import "math"

// HoursToSoften estimates how long a carved block keeps crisp edges.
// tempC is air temperature, sun is 0..1 exposure, thickCm the thinnest feature.
func HoursToSoften(tempC float64, sun float64, thickCm int) float64 {
	if tempC <= -8 {
		return math.Inf(1)
	}
	rate := 0.35 + 0.09*(tempC+8) + 1.4*sun
	return math.Round(float64(thickCm)/rate*10) / 10
}
T
{
echo 'package melt'
echo
echo 'import ("math"; "testing"; "fmt")'
echo
echo 'func TestHoursToSoften(t *testing.T) {'
echo '	cases := []struct{ temp, sun float64; thick int; want float64 }{'
python3 - <<'T'
def f(temp,sun,thick):
    import math
    if temp<=-8: return None
    rate=0.35+0.09*(temp+8)+1.4*sun
    return round(thick/rate*10)/10
for temp in range(-7,5):
  for sun in (0.0,0.25,0.5,0.75,1.0):
    for thick in range(2,20):
      w=f(temp,sun,thick)
      if temp==2 and sun==0.75 and thick==14: w=round(w+0.8,1)
      print(f"\t\t{{{temp}, {sun}, {thick}, {w}}},")
T
echo '	}'
echo '	for _, c := range cases {'
echo '		c := c'
echo '		t.Run(fmt.Sprintf("t%+d_sun%.2f_%dcm", int(c.temp), c.sun, c.thick), func(t *testing.T) {'
echo '			got := HoursToSoften(c.temp, c.sun, c.thick)'
echo '			if math.Abs(got-c.want) > 0.05 {'
echo '				t.Errorf("HoursToSoften(%v, %v, %d) = %v, want %v", c.temp, c.sun, c.thick, got, c.want)'
echo '			}'
echo '		})'
echo '	}'
echo '}'
echo
echo 'func TestDeepFreeze(t *testing.T) {'
echo '	if !math.IsInf(HoursToSoften(-12, 1, 5), 1) { t.Fatal("expected infinite hold below -8C") }'
echo '}'
} > melt/melt_test.go
cat > blocks/blocks.go <<'T'
package blocks

import "fmt"

type Block struct {
	ID      string
	WidthCm int
	DepthCm int
	HeightCm int
	Clear   bool
}

// WeightKg uses 917 kg/m3 for clear ice and 880 for snow-ice.
func (b Block) WeightKg() float64 {
	v := float64(b.WidthCm*b.DepthCm*b.HeightCm) / 1e6
	if b.Clear {
		return v * 917
	}
	return v * 880
}

func Label(b Block) string {
	return fmt.Sprintf("%s %dx%dx%d", b.ID, b.WidthCm, b.DepthCm, b.HeightCm)
}
T
cat > blocks/blocks_test.go <<'T'
package blocks

import (
	"os"
	"testing"
)

func TestStandardBlockWeight(t *testing.T) {
	b := Block{"CLR-001", 100, 50, 25, true}
	if w := b.WeightKg(); w < 114 || w > 115 {
		t.Errorf("weight = %.2f", w)
	}
	t.Logf("standard block %s weighs %.1f kg", Label(b), b.WeightKg())
}

func TestSnowIceLighter(t *testing.T) {
	a := Block{"CLR-002", 100, 50, 25, true}
	b := Block{"SNW-002", 100, 50, 25, false}
	if b.WeightKg() >= a.WeightKg() {
		t.Error("snow-ice should be lighter")
	}
}

func TestForkliftLimits(t *testing.T) {
	if os.Getenv("FORKLIFT_SPEC") == "" {
		t.Skip("FORKLIFT_SPEC not set; skipping lift-capacity checks")
	}
}

func TestStackedColumn(t *testing.T) {
	total := 0.0
	for i := 0; i < 6; i++ {
		total += Block{"CLR-COL", 100, 50, 25, true}.WeightKg()
	}
	if total > 650 {
		t.Fatalf("column of 6 blocks = %.1f kg exceeds plinth rating 650 kg", total)
	}
}
T
cat > judging/judging.go <<'T'
package judging

import "sort"

type Entry struct {
	Team  string
	Marks []int
}

// Score drops the highest and lowest mark and averages the rest.
func Score(e Entry) float64 {
	m := append([]int(nil), e.Marks...)
	sort.Ints(m)
	m = m[1 : len(m)-1]
	s := 0
	for _, x := range m {
		s += x
	}
	return float64(s) / float64(len(m))
}
T
cat > judging/judging_test.go <<'T'
package judging

import "testing"

func TestScoreDropsExtremes(t *testing.T) {
	if got := Score(Entry{"Harbin Frost", []int{7, 8, 9, 10, 3}}); got != 8 {
		t.Errorf("got %v", got)
	}
}

func TestScoreThreeJudges(t *testing.T) {
	if got := Score(Entry{"Sapporo North", []int{6, 9, 8}}); got != 8 {
		t.Errorf("got %v", got)
	}
}

func TestScoreSingleJudge(t *testing.T) {
	t.Skip("single-judge rounds are not scored this season")
}
T
run go test -v ./... | neutral
