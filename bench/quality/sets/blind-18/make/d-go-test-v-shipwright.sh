#!/usr/bin/env bash
# go test -v of a wooden-boat shipwright planking calculator: ~1100 subtests over 3 packages, one failure, a few skips
W=${WORK:-/home/dev}
P=$W/shipwright
rm -rf "$P"; mkdir -p "$P/planking" "$P/fastenings" "$P/lofting"; cd "$P"
cat > go.mod <<'T'
module example.org/shipwright

go 1.19
T
cat > planking/planking.go <<'T'
package planking

import "math"

// Girth of a station in mm, given half-breadth and depth (quarter-ellipse approximation).
func Girth(halfBreadth, depth float64) float64 {
	a, b := halfBreadth, depth
	h := math.Pow(a-b, 2) / math.Pow(a+b, 2)
	return math.Pi * (a + b) * (1 + 3*h/(10+math.Sqrt(4-3*h))) / 4
}

// Strakes returns how many planks are needed to cover girth with the given max plank width.
func Strakes(girth, maxWidth float64) int {
	return int(math.Ceil(girth / maxWidth))
}

// Steam minutes: one hour per inch of thickness (25.4 mm).
func SteamMinutes(thicknessMM float64) int {
	return int(math.Round(thicknessMM / 25.4 * 60))
}
T
cat > fastenings/fastenings.go <<'T'
package fastenings

// RivetsPerFrame returns copper rivets needed where a strake crosses a frame.
func RivetsPerFrame(strakes int, doubleAtGarboard bool) int {
	n := strakes
	if doubleAtGarboard {
		n += 1
	}
	return n
}

// Roves needed for a hull: one per rivet plus 5% spares.
func Roves(rivets int) int {
	return rivets + rivets/20
}
T
cat > lofting/lofting.go <<'T'
package lofting

import "fmt"

type Offset struct {
	Station int
	Height  int
	Half    int
}

func Parse(s string) (Offset, error) {
	var o Offset
	_, err := fmt.Sscanf(s, "%d-%d-%d", &o.Station, &o.Height, &o.Half)
	return o, err
}

func (o Offset) Fair(prev Offset) bool {
	d := o.Half - prev.Half
	if d < 0 {
		d = -d
	}
	return d <= 60
}
T
python3 - <<'T'
import math
# planking tests
with open("planking/planking_test.go", "w") as f:
    f.write('package planking\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\n')
    f.write("func TestStrakes(t *testing.T) {\n\tcases := []struct{ girth, width float64; want int }{\n")
    for i in range(1, 361):
        g = 800 + i * 7.5
        w = 90 + (i % 6) * 10
        f.write(f"\t\t{{{g}, {w}, {math.ceil(g / w)}}},\n")
    f.write("\t}\n\tfor _, c := range cases {\n\t\tc := c\n\t\tt.Run(fmt.Sprintf(\"girth_%.1f_width_%.0f\", c.girth, c.width), func(t *testing.T) {\n\t\t\tif got := Strakes(c.girth, c.width); got != c.want {\n\t\t\t\tt.Errorf(\"Strakes(%.1f, %.0f) = %d, want %d\", c.girth, c.width, got, c.want)\n\t\t\t}\n\t\t})\n\t}\n}\n\n")
    f.write("func TestSteamMinutes(t *testing.T) {\n\tcases := map[float64]int{\n")
    for mm in range(10, 40):
        want = round(mm / 25.4 * 60)
        if mm == 19: want = 44  # the shop sheet says 44 for 3/4 inch oak
        f.write(f"\t\t{mm}: {want},\n")
    f.write("\t}\n\tfor mm := 10.0; mm < 40; mm++ {\n\t\tmm := mm\n\t\tt.Run(fmt.Sprintf(\"%.0fmm\", mm), func(t *testing.T) {\n\t\t\tif got := SteamMinutes(mm); got != cases[mm] {\n\t\t\t\tt.Fatalf(\"SteamMinutes(%.0f) = %d, want %d (shop steaming sheet)\", mm, got, cases[mm])\n\t\t\t}\n\t\t})\n\t}\n}\n\n")
    f.write("func TestGirthPositive(t *testing.T) {\n\tfor st := 0; st < 120; st++ {\n\t\tst := st\n\t\tt.Run(fmt.Sprintf(\"station_%03d\", st), func(t *testing.T) {\n\t\t\tif st%40 == 39 {\n\t\t\t\tt.Skip(\"transom station: girth taken from the pattern, not computed\")\n\t\t\t}\n\t\t\tif g := Girth(float64(600+st*3), float64(400+st)); g <= 0 {\n\t\t\t\tt.Errorf(\"girth %f\", g)\n\t\t\t}\n\t\t})\n\t}\n}\n")
with open("fastenings/fastenings_test.go", "w") as f:
    f.write('package fastenings\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\n')
    f.write("func TestRivetsAndRoves(t *testing.T) {\n\tfor strakes := 6; strakes <= 26; strakes++ {\n\t\tfor frames := 10; frames <= 27; frames++ {\n\t\t\tstrakes, frames := strakes, frames\n\t\t\tt.Run(fmt.Sprintf(\"strakes_%d_frames_%d\", strakes, frames), func(t *testing.T) {\n\t\t\t\tr := RivetsPerFrame(strakes, true) * frames\n\t\t\t\tif Roves(r) < r {\n\t\t\t\t\tt.Errorf(\"roves %d < rivets %d\", Roves(r), r)\n\t\t\t\t}\n\t\t\t})\n\t\t}\n\t}\n}\n")
with open("lofting/lofting_test.go", "w") as f:
    f.write('package lofting\n\nimport (\n\t"fmt"\n\t"testing"\n)\n\n')
    f.write("func TestParseOffsets(t *testing.T) {\n\tfor st := 1; st <= 140; st++ {\n\t\tst := st\n\t\tt.Run(fmt.Sprintf(\"st%d\", st), func(t *testing.T) {\n\t\t\tif st == 77 {\n\t\t\t\tt.Skip(\"offset table page 4 missing from the scan\")\n\t\t\t}\n\t\t\to, err := Parse(fmt.Sprintf(\"%d-%d-%d\", st, 300+st, 500+st*2))\n\t\t\tif err != nil || o.Station != st {\n\t\t\t\tt.Fatalf(\"parse: %v %+v\", err, o)\n\t\t\t}\n\t\t})\n\t}\n}\n")
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#/usr/lib/go-1.19/#/usr/local/go/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
export GOPROXY=off
go vet ./... >/dev/null 2>&1
{ echo '$ go test -v ./...'; go test -v ./... 2>&1; echo "exit status: $?"; } | neutral
