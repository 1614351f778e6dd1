#!/bin/bash
# go test -v ./... on a canoe-slalom scoring module: hundreds of table subtests, one failure, skips.
WORK=${WORK:-/home/dev}; P=$WORK/slalomgates
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off
rm -rf "$P"; mkdir -p "$P/scoring" "$P/course"; cd "$P"
cat > go.mod <<'EOF'
module example.org/slalomgates

go 1.19
EOF
cat > scoring/scoring.go <<'EOF'
package scoring

import "time"

// Penalty per gate: 0 clean, 2 touch, 50 miss.
func GatePenalty(code string) int {
	switch code {
	case "0", "":
		return 0
	case "2":
		return 2
	case "50":
		return 50
	}
	return -1
}

// RunTotal returns raw time plus penalty seconds.
func RunTotal(raw time.Duration, gates []string) time.Duration {
	pen := 0
	for _, g := range gates {
		if p := GatePenalty(g); p > 0 {
			pen += p
		}
	}
	return raw + time.Duration(pen)*time.Second
}

// Rank orders totals, lower is better; ties share a place.
func Rank(totals []time.Duration) []int {
	places := make([]int, len(totals))
	for i, t := range totals {
		p := 1
		for _, o := range totals {
			if o < t {
				p++
			}
		}
		places[i] = p
	}
	return places
}
EOF
{
cat <<'EOF'
package scoring

import (
	"fmt"
	"testing"
	"time"
)

func TestRunTotal(t *testing.T) {
	for raw := 80; raw < 100; raw++ {
		for touches := 0; touches < 6; touches++ {
			for misses := 0; misses < 2; misses++ {
				raw, touches, misses := raw, touches, misses
				t.Run(fmt.Sprintf("raw%ds_t%d_m%d", raw, touches, misses), func(t *testing.T) {
					gates := []string{}
					for i := 0; i < touches; i++ { gates = append(gates, "2") }
					for i := 0; i < misses; i++ { gates = append(gates, "50") }
					got := RunTotal(time.Duration(raw)*time.Second, gates)
					want := time.Duration(raw+2*touches+50*misses) * time.Second
					if got != want {
						t.Errorf("RunTotal = %v, want %v", got, want)
					}
				})
			}
		}
	}
}

func TestGatePenaltyUnknownCode(t *testing.T) {
	gates := []string{"0", "2", "5", "0"}
	got := RunTotal(90*time.Second, gates)
	if got != 92*time.Second {
		t.Fatalf("unexpected total %v", got)
	}
	if GatePenalty("5") != 50 {
		t.Errorf("GatePenalty(%q) = %d; judges' sheet code 5 is a typo for 50, want 50", "5", GatePenalty("5"))
	}
}

func TestRankTies(t *testing.T) {
	got := Rank([]time.Duration{95 * time.Second, 93 * time.Second, 95 * time.Second})
	want := []int{2, 1, 2}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("place[%d] = %d, want %d", i, got[i], want[i])
		}
	}
}

func TestRankFromTimingSystem(t *testing.T) {
	t.Skip("needs ALGE timing export fixture")
}
EOF
} > scoring/scoring_test.go
cat > course/course.go <<'EOF'
package course

type Gate struct {
	Number   int
	Upstream bool
}

func Validate(gates []Gate) (ups int, ok bool) {
	for _, g := range gates {
		if g.Upstream {
			ups++
		}
	}
	return ups, len(gates) >= 18 && len(gates) <= 25 && ups >= 6 && ups <= 8
}
EOF
cat > course/course_test.go <<'EOF'
package course

import (
	"fmt"
	"testing"
)

func TestValidate(t *testing.T) {
	for n := 16; n <= 27; n++ {
		for ups := 4; ups <= 9; ups++ {
			n, ups := n, ups
			t.Run(fmt.Sprintf("gates%d_up%d", n, ups), func(t *testing.T) {
				gs := make([]Gate, n)
				for i := 0; i < ups && i < n; i++ { gs[i].Upstream = true }
				_, ok := Validate(gs)
				want := n >= 18 && n <= 25 && ups >= 6 && ups <= 8
				if ok != want { t.Errorf("ok=%v want %v", ok, want) }
			})
		}
	}
}

func TestValidateFromICFFile(t *testing.T) {
	if testing.Short() { t.Skip("short mode") }
	t.Skip("ICF course file not in repo")
}
EOF
{ echo '$ go test -v ./...'; go test -v ./... 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
