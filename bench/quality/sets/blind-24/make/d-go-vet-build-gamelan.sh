#!/bin/bash
# go vet then go build of a gamelan tuning/notation tool: vet findings, then a compile error
. "$(dirname "$0")/d-lib.sh"
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.gocache
proj gamelan
cat > go.mod <<'GO'
module example.org/gamelan

go 1.19
GO
mkdir -p laras notasi cmd/kepatihan
cat > laras/laras.go <<'GO'
package laras

import (
	"fmt"
	"math"
	"sync"
)

// Scale is a set of pitches in Hz for one instrument set.
type Scale struct {
	mu      sync.Mutex
	Name    string
	Pitches []float64
}

// Cents between two frequencies.
func Cents(a, b float64) float64 { return 1200 * math.Log2(b/a) }

// Describe prints step sizes.
func Describe(s Scale) string {
	out := fmt.Sprintf("%s:", s.Name)
	for i := 1; i < len(s.Pitches); i++ {
		out += fmt.Sprintf(" %.0f", Cents(s.Pitches[i-1], s.Pitches[i]))
	}
	return out
}

// Log reports a pitch.
func Log(name string, hz float64) {
	fmt.Printf("%s: %d Hz\n", name, hz)
}

func (s *Scale) Add(hz float64) {
	s.mu.Lock()
	s.Pitches = append(s.Pitches, hz)
	s.mu.Unlock()
}
GO
cat > notasi/notasi.go <<'GO'
package notasi

import (
	"errors"
	"strconv"
	"strings"
)

var ErrRest = errors.New("rest")

// Parse a kepatihan cipher note like "6" or "1." (dot = high octave).
func Parse(tok string) (degree int, octave int, err error) {
	if tok == "." {
		return 0, 0, ErrRest
	}
	octave = 0
	if strings.HasSuffix(tok, ".") {
		octave = 1
		tok = strings.TrimSuffix(tok, ".")
	}
	degree, err = strconv.Atoi(tok)
	if err != nil {
		return 0, 0, err
	}
	if degree < 1 || degree > 7 {
		return 0, 0, errors.New("degree out of range: " + tok)
	}
	return
}

func Balungan(line string) []int {
	var out []int
	for _, t := range strings.Fields(line) {
		d, _, err := Parse(t)
		if err == ErrRest {
			continue
		}
		out = append(out, d)
		return out
	}
	return out
}
GO
cat > cmd/kepatihan/main.go <<'GO'
package main

import (
	"fmt"
	"os"

	"example.org/gamelan/laras"
	"example.org/gamelan/notasi"
)

func main() {
	pelog := laras.Scale{Name: "pelog"}
	for _, hz := range []float64{293, 313, 344, 402, 428, 458, 510} {
		pelog.Add(hz)
	}
	fmt.Println(laras.Describe(pelog))
	notes := notasi.Balungan(os.Args[1])
	var total float64
	for _, n := range notes {
		total += n
	}
	fmt.Printf("%d notes, mean degree %.2f\n", len(notes), total/float64(len(notes)))
}
GO
capture d-go-vet-build-gamelan 'go vet ./...' 'go build ./...'
