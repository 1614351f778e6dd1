#!/bin/sh
# Marathon pace/split calculator in Go: `go vet ./...` then `go test ./...` (vet findings, a build error, a failing test).
# usage: BASE=<scratch dir> sh make/25-go-marathon.sh > outputs/25-go-marathon.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/pacesplit"; rm -rf "$P"; mkdir -p "$P/pace" "$P/splits" "$P/course" "$P/cmd/pacesplit"; cd "$P"
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$BASE/.gocache" GOPATH="$BASE/.gopath"
cat > go.mod <<'EOF'
module example.org/pacesplit

go 1.19
EOF
cat > pace/pace.go <<'EOF'
// Package pace converts between finish times, paces and speeds.
package pace

import (
	"fmt"
	"time"
)

const MarathonKm = 42.195
const MileKm = 1.609344

// PerKm returns the pace per kilometre for a finish time over a distance.
func PerKm(finish time.Duration, km float64) time.Duration {
	return time.Duration(float64(finish) / km)
}

// PerMile returns the pace per mile.
func PerMile(finish time.Duration, km float64) time.Duration {
	return time.Duration(float64(PerKm(finish, km)) * MileKm)
}

// Format renders a pace as m:ss.
func Format(p time.Duration) string {
	p = p.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(p.Minutes()), int(p.Seconds())%60)
}

// Parse reads "h:mm:ss" or "mm:ss".
func Parse(s string) (time.Duration, error) {
	var h, m, sec int
	if n, _ := fmt.Sscanf(s, "%d:%d:%d", &h, &m, &sec); n == 3 {
		return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec)*time.Second, nil
	}
	if n, _ := fmt.Sscanf(s, "%d:%d", &m, &sec); n == 2 {
		return time.Duration(m)*time.Minute + time.Duration(sec)*time.Second, nil
	}
	return 0, fmt.Errorf("pace: cannot parse %q", s)
}

// KmH is the average speed in km/h.
func KmH(finish time.Duration, km float64) float64 {
	return km / finish.Hours()
}
EOF
cat > pace/pace_test.go <<'EOF'
package pace

import (
	"testing"
	"time"
)

func TestPerKmSub3(t *testing.T) {
	got := Format(PerKm(3*time.Hour, MarathonKm))
	if got != "4:16" {
		t.Errorf("PerKm(3h) = %s, want 4:16", got)
	}
}

func TestPerMile(t *testing.T) {
	got := Format(PerMile(4*time.Hour, MarathonKm))
	if got != "9:09" {
		t.Errorf("PerMile(4h) = %s, want 9:09", got)
	}
}

func TestParse(t *testing.T) {
	cases := map[string]time.Duration{
		"3:29:59": 3*time.Hour + 29*time.Minute + 59*time.Second,
		"45:10":   45*time.Minute + 10*time.Second,
		"1:05":    time.Minute + 5*time.Second,
	}
	for in, want := range cases {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestFormatRoundsUp(t *testing.T) {
	if got := Format(4*time.Minute + 59*time.Second + 600*time.Millisecond); got != "5:00" {
		t.Errorf("Format = %s, want 5:00", got)
	}
}

func TestParseRejectsGarbage(t *testing.T) {
	if _, err := Parse("sub-three"); err == nil {
		t.Error("expected an error")
	}
}

func TestHalfMarathonPace(t *testing.T) {
	t.Skip("half-marathon distance constant not added yet")
}

func TestKmH(t *testing.T) {
	if v := KmH(2*time.Hour, 30); v != 15 {
		t.Fatalf("KmH = %v", v)
	}
}
EOF
cat > splits/splits.go <<'EOF'
// Package splits builds split tables, optionally with a negative split.
package splits

import (
	"fmt"
	"time"

	"example.org/pacesplit/pace"
)

type Split struct {
	Km      float64
	Elapsed time.Duration
}

// Even returns cumulative splits every `every` km at constant pace.
func Even(finish time.Duration, every float64) []Split {
	p := pace.PerKm(finish, pace.MarathonKm)
	var out []Split
	for km := every; km < pace.MarathonKm; km += every {
		out = append(out, Split{km, time.Duration(km * float64(p))})
	}
	return append(out, Split{pace.MarathonKm, finish})
}

// Negative runs the second half `pct` percent faster than the first.
func Negative(finish time.Duration, every float64, pct float64) []Split {
	half := pace.MarathonKm / 2
	// first-half pace p1, second-half pace p2 = p1*(1-pct/100); p1*half + p2*half = finish
	p1 := float64(finish) / (half * (2 - pct/100))
	p2 := p1 * (1 - pct/100)
	var out []Split
	for km := every; km < pace.MarathonKm; km += every {
		var t float64
		if km <= half {
			t = km * p1
		} else {
			t = half*p1 + (km-half)*p2
		}
		out = append(out, Split{km, time.Duration(t)})
	}
	return append(out, Split{pace.MarathonKm, finish})
}

func Table(s []Split) string {
	var b []byte
	for _, x := range s {
		b = append(b, fmt.Sprintf("%5.1f km  %s\n", x.Km, x.Elapsed.Round(time.Second))...)
	}
	return string(b)
}
EOF
cat > splits/splits_test.go <<'EOF'
package splits

import (
	"testing"
	"time"
)

func TestEvenHasFinish(t *testing.T) {
	s := Even(3*time.Hour+30*time.Minute, 5)
	last := s[len(s)-1]
	if last.Elapsed != 3*time.Hour+30*time.Minute {
		t.Fatalf("last split %v", last.Elapsed)
	}
	if len(s) != 9 {
		t.Errorf("len = %d, want 9 (8 x 5 km + finish)", len(s))
	}
}

func TestNegativeHalfway(t *testing.T) {
	finish := 4 * time.Hour
	s := Negative(finish, 21.0975, 2)
	half := s[0].Elapsed.Round(time.Second)
	want := 2*time.Hour + 1*time.Minute + 12*time.Second
	if half != want {
		t.Errorf("halfway split = %v, want %v", half, want)
	}
}

func TestNegativeSecondHalfFaster(t *testing.T) {
	s := Negative(3*time.Hour, 1, 3)
	first := s[1].Elapsed - s[0].Elapsed
	last := s[len(s)-2].Elapsed - s[len(s)-3].Elapsed
	if !(last < first) {
		t.Errorf("km pace late %v not faster than early %v", last, first)
	}
}
EOF
cat > course/elevation.go <<'EOF'
// Package course adjusts target pace for climbs and descents.
package course

import (
	"fmt"
	"time"
)

type Segment struct {
	Km    float64
	GainM float64
}

// Adjust adds ~12 s/km per 1% grade uphill and takes off ~6 s/km per 1% downhill.
func Adjust(base time.Duration, seg Segment) time.Duration {
	grade := seg.GainM / (seg.Km * 1000) * 100
	var delta float64
	if grade > 0 {
		delta = grade * 12
	} else {
		delta = grade * 6
	}
	return base + time.Duration(delta)*time.Second
}

func Plan(base time.Duration, segs []Segment) []time.Duration {
	out := make([]time.Duration, len(segs))
	for i, s := range segs {
		out[i] = Adjust(base, s)
		fmt.Printf("segment %d: %.1f km, %+0.fm -> %s/km\n", i+1, s.Km, s.GainM)
	}
	return out
}

func Total(plan []time.Duration, segs []Segment) time.Duration {
	var total time.Duration
	for i, p := range plan {
		total += p * segs[i].Km
	}
	return total
}
EOF
cat > cmd/pacesplit/main.go <<'EOF'
package main

import (
	"flag"
	"fmt"
	"os"

	"example.org/pacesplit/pace"
	"example.org/pacesplit/splits"
)

func main() {
	target := flag.String("target", "3:30:00", "finish time h:mm:ss")
	neg := flag.Float64("negative", 0, "negative split percent")
	flag.Parse()
	t, err := pace.Parse(*target)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Printf("pace %s/km, %s/mile, %.2f km/h\n", pace.Format(pace.PerKm(t, pace.MarathonKm)), pace.Format(pace.PerMile(t, pace.MarathonKm)))
	fmt.Printf("average speed %d km/h\n", pace.KmH(t, pace.MarathonKm))
	if *neg > 0 {
		fmt.Print(splits.Table(splits.Negative(t, 5, *neg)))
	} else {
		fmt.Print(splits.Table(splits.Even(t, 5)))
	}
}
EOF
{ go build ./... 2>&1; echo "go build exit status: $?"; go vet ./... 2>&1; echo "go vet exit status: $?"; go test -v ./... 2>&1; echo "go test exit status: $?"; } | neut
