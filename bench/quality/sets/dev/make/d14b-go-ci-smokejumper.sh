#!/usr/bin/env bash
# CI step of a wildfire smokejumper dispatch service in Go: gofmt -l, go vet, then go test -v over
# five packages (~750 tests), one vet finding, two test failures in different packages.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/smokejumper
GO=/usr/lib/go-1.19/bin/go
rm -rf "$P"; mkdir -p "$P"
cd "$P"
export GOPATH=$WORK/gopath GOCACHE=$WORK/gocache GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
cat > go.mod <<'T'
module example.org/smokejumper

go 1.19
T
mkdir -p internal/roster internal/drop internal/weather internal/cargo internal/radio cmd/dispatch
cat > internal/roster/roster.go <<'T'
package roster

import "fmt"

type Jumper struct {
	Name       string
	Base       string
	Jumps      int
	RestHours  float64
}

// Ready reports whether a jumper may be put on the list: 12h rest after a fire.
func (j Jumper) Ready() bool { return j.RestHours >= 12 }

func (j Jumper) Label() string { return fmt.Sprintf("%s (%s, %d jumps)", j.Name, j.Base, j.Jumps) }

func NextUp(list []Jumper) (Jumper, error) {
	for _, j := range list {
		if j.Ready() {
			return j, nil
		}
	}
	return Jumper{}, fmt.Errorf("roster: nobody rested among %d jumpers", len(list))
}
T
cat > internal/drop/drop.go <<'T'
package drop

import "math"

// DriftMeters estimates streamer drift for a given wind (m/s) and release height (m).
func DriftMeters(windMS, heightM float64) float64 {
	fall := heightM / 5.2
	return math.Round(windMS*fall*10) / 10
}

// SpotOK: jump spot usable if drift under 300 m and slope under 30 degrees.
func SpotOK(drift, slopeDeg float64) bool { return drift < 300 && slopeDeg < 30 }
T
cat > internal/weather/weather.go <<'T'
package weather

import (
	"fmt"
	"strconv"
	"strings"
)

type Obs struct {
	Station string
	WindKt  int
	GustKt  int
	RH      int
}

// Parse reads "KMSO 27015G25 RH18".
func Parse(s string) (Obs, error) {
	f := strings.Fields(s)
	if len(f) < 3 {
		return Obs{}, fmt.Errorf("short observation %q", s)
	}
	o := Obs{Station: f[0]}
	w := f[1]
	o.WindKt, _ = strconv.Atoi(w[3:5])
	if i := strings.IndexByte(w, 'G'); i > 0 {
		o.GustKt, _ = strconv.Atoi(w[i+1:])
	}
	o.RH, _ = strconv.Atoi(strings.TrimPrefix(f[2], "RH"))
	return o, nil
}

func RedFlag(o Obs) bool { return o.RH <= 15 && o.WindKt >= 20 && o.GustKt >= 30 }
T
cat > internal/cargo/cargo.go <<'T'
package cargo

import "fmt"

type Box struct {
	Item   string
	Pounds float64
}

const ChuteLimitLb = 150.0

// Pack groups boxes into paracargo bundles under the chute limit.
func Pack(boxes []Box) [][]Box {
	var out [][]Box
	var cur []Box
	var w float64
	for _, b := range boxes {
		if w+b.Pounds > ChuteLimitLb && len(cur) > 0 {
			out = append(out, cur)
			cur, w = nil, 0
		}
		cur = append(cur, b)
		w += b.Pounds
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

func Manifest(b []Box) string {
	s := ""
	for _, x := range b {
		s += fmt.Sprintf("%s=%d;", x.Item, x.Pounds)
	}
	return s
}
T
cat > internal/radio/radio.go <<'T'
package radio

import "strings"

var channels = map[string]float64{"CMD1": 168.050, "TAC2": 168.200, "AIR": 122.925}

func Freq(name string) (float64, bool) {
	f, ok := channels[strings.ToUpper(name)]
	return f, ok
}
T
cat > cmd/dispatch/main.go <<'T'
package main

import (
	"fmt"

	"example.org/smokejumper/internal/roster"
)

func main() {
	j, err := roster.NextUp([]roster.Jumper{{Name: "Ortega", Base: "MSO", Jumps: 212, RestHours: 14}})
	fmt.Println(j.Label(), err)
}
T
# generated table tests (one Go test per case, as the team's casegen tool writes them)
gen() { # pkg file body-template count
  local pkg=$1 file=$2 n=$4
  { echo "package $pkg"; echo; echo 'import "testing"'; echo
    for i in $(seq 1 "$n"); do eval "echo \"$3\""; done; } > "$file"
}
gen roster internal/roster/roster_gen_test.go 'func TestReadyAfterRest$i(t *testing.T) { if !(Jumper{RestHours: float64(12 + $i%9)}).Ready() { t.Fatal(\"not ready\") } }' 210
gen drop internal/drop/drop_gen_test.go 'func TestSpotOKLowWind$i(t *testing.T) { if !SpotOK(DriftMeters(float64($i%4), 450), float64($i%25)) { t.Fatalf(\"spot %d rejected\", $i) } }' 200
gen weather internal/weather/weather_gen_test.go 'func TestParseStation$i(t *testing.T) { o, err := Parse(\"K$i 270$(( (i%8)+10 ))G$(( (i%8)+20 )) RH$(( 20 + i%30 ))\"); if err != nil || o.WindKt != $(( (i%8)+10 )) { t.Fatalf(\"got %+v %v\", o, err) } }' 200
gen cargo internal/cargo/cargo_gen_test.go 'func TestPackUnderLimit$i(t *testing.T) { b := Pack([]Box{{\"saw\", 40}, {\"fuel\", float64($i%60)}, {\"mre\", 30}}); if len(b) != 1 { t.Fatalf(\"%d bundles\", len(b)) } }' 200
gen radio internal/radio/radio_gen_test.go 'func TestFreqKnown$i(t *testing.T) { if _, ok := Freq([]string{\"cmd1\", \"tac2\", \"air\"}[$i%3]); !ok { t.Fatal(\"unknown\") } }' 170
cat > internal/weather/weather_test.go <<'T'
package weather

import "testing"

func TestRedFlagGusty(t *testing.T) {
	o, _ := Parse("KMSO 24012G32 RH11")
	if !RedFlag(o) {
		t.Errorf("RedFlag(%+v) = false, want true (gust 32kt, RH 11%%)", o)
	}
}

func TestParseVariableWind(t *testing.T) {
	t.Skip("VRB winds not supported until the METAR rewrite")
}
T
cat > internal/roster/roster_test.go <<'T'
package roster

import "testing"

func TestNextUpSkipsTired(t *testing.T) {
	j, err := NextUp([]Jumper{{Name: "Baird", RestHours: 6}, {Name: "Cho", RestHours: 13}})
	if err != nil || j.Name != "Cho" {
		t.Fatalf("NextUp = %v, %v; want Cho", j, err)
	}
}

func TestNextUpEmptyList(t *testing.T) {
	_, err := NextUp(nil)
	want := "no jumper rested on a list of 0"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %q", err, want)
	}
}
T
cat > internal/drop/drop_test.go <<'T'
package drop

import "testing"

func TestDriftStrongWind(t *testing.T) {
	got := DriftMeters(9, 450)
	if got != 778.8 {
		t.Errorf("DriftMeters(9, 450) = %v, want 778.8", got)
	}
}
T
cat > internal/cargo/cargo_test.go <<'T'
package cargo

import "testing"

func TestPackSplitsHeavy(t *testing.T) {
	b := Pack([]Box{{"pump", 90}, {"hose", 70}, {"water", 45}, {"saw", 40}})
	if len(b) != 2 {
		t.Fatalf("Pack gave %d bundles, want 2: %v", len(b), b)
	}
	for i, x := range b {
		var w float64
		for _, y := range x {
			w += y.Pounds
		}
		if w > ChuteLimitLb {
			t.Errorf("bundle %d weighs %.0f lb, over the %.0f lb chute limit", i, w, ChuteLimitLb)
		}
	}
}
T
run() { echo "\$ $*"; timeout 120 "$@" 2>&1; echo "exit status: $?"; echo; }
{
  run "$GO" version
  run gofmt -l .
  run "$GO" vet ./...
  run "$GO" test -v -count=1 ./...
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/usr/lib/go-1.19/bin/go#go#g' -e 's/\x1b\[[0-9;]*m//g' -e 's/([0-9.]*s)$/(0.00s)/' > "$WORK/out.txt"
