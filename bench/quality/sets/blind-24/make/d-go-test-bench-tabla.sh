#!/bin/bash
# go test -v -bench . -benchmem of a tabla rhythm (theka/bol) library: all tests pass, many subtests,
# benchmarks at the end of each package
. "$(dirname "$0")/d-lib.sh"
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.gocache
proj tabla
cat > go.mod <<'GO'
module example.net/tabla

go 1.19
GO
mkdir -p bol taal
cat > bol/bol.go <<'GO'
package bol

import "strings"

// Split a bol phrase like "dha-dhin-dhin-dha" into strokes.
func Split(phrase string) []string {
	return strings.FieldsFunc(phrase, func(r rune) bool { return r == '-' || r == ' ' })
}

// Resonant reports whether a stroke rings the bayan (left drum).
func Resonant(stroke string) bool {
	switch stroke {
	case "dha", "dhin", "ge", "ghe":
		return true
	}
	return false
}

// Join with a strings.Builder.
func Join(strokes []string) string {
	var b strings.Builder
	for i, s := range strokes {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(s)
	}
	return b.String()
}

// JoinNaive concatenates strings.
func JoinNaive(strokes []string) string {
	out := ""
	for i, s := range strokes {
		if i > 0 {
			out += "-"
		}
		out += s
	}
	return out
}
GO
cat > taal/taal.go <<'GO'
package taal

// Taal is a rhythmic cycle.
type Taal struct {
	Name     string
	Matras   int
	Vibhags  []int
	Khali    []int
}

var Teentaal = Taal{"teentaal", 16, []int{4, 4, 4, 4}, []int{9}}
var Jhaptaal = Taal{"jhaptaal", 10, []int{2, 3, 2, 3}, []int{6}}
var Rupak = Taal{"rupak", 7, []int{3, 2, 2}, []int{1}}

// Sam returns the matra (1-based) reached after n beats starting at sam.
func (t Taal) Sam(n int) int { return n%t.Matras + 1 }

// Layakari expands a cycle at a speed multiple, returning the beat positions.
func (t Taal) Layakari(mult int) []float64 {
	out := make([]float64, 0, t.Matras*mult)
	for i := 0; i < t.Matras*mult; i++ {
		out = append(out, float64(i)/float64(mult))
	}
	return out
}

// LayakariNoPrealloc is the same without preallocation.
func (t Taal) LayakariNoPrealloc(mult int) []float64 {
	var out []float64
	for i := 0; i < t.Matras*mult; i++ {
		out = append(out, float64(i)/float64(mult))
	}
	return out
}
GO
cat > bol/bol_test.go <<'GO'
package bol

import (
	"fmt"
	"testing"
)

var phrases = []string{"dha-dhin-dhin-dha", "dha-tin-tin-ta", "ta-dhin-dhin-dha", "na-dhin-dhin-na", "ge-na-dhi-na", "ti-re-ki-ta"}

func TestSplitRoundTrip(t *testing.T) {
	for rep := 1; rep <= 120; rep++ {
		for i, p := range phrases {
			rep, p := rep, p
			t.Run(fmt.Sprintf("rep%03d_phrase%d", rep, i), func(t *testing.T) {
				s := Split(p)
				if Join(s) != p {
					t.Fatalf("round trip %q -> %q", p, Join(s))
				}
			})
		}
	}
}

func TestResonant(t *testing.T) {
	if !Resonant("dha") || Resonant("ta") {
		t.Fatal("bayan classification wrong")
	}
}

func long() []string {
	var s []string
	for i := 0; i < 64; i++ {
		s = append(s, Split(phrases[i%len(phrases)])...)
	}
	return s
}

func BenchmarkJoin(b *testing.B) {
	s := long()
	for i := 0; i < b.N; i++ {
		Join(s)
	}
}

func BenchmarkJoinNaive(b *testing.B) {
	s := long()
	for i := 0; i < b.N; i++ {
		JoinNaive(s)
	}
}

func BenchmarkSplit(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Split("dha-dhin-dhin-dha-dha-dhin-dhin-dha-dha-tin-tin-ta-ta-dhin-dhin-dha")
	}
}
GO
cat > taal/taal_test.go <<'GO'
package taal

import (
	"fmt"
	"testing"
)

func TestSam(t *testing.T) {
	for _, tl := range []Taal{Teentaal, Jhaptaal, Rupak} {
		for n := 0; n < 200; n++ {
			tl, n := tl, n
			t.Run(fmt.Sprintf("%s_beat%03d", tl.Name, n), func(t *testing.T) {
				m := tl.Sam(n)
				if m < 1 || m > tl.Matras {
					t.Fatalf("matra %d out of range", m)
				}
			})
		}
	}
}

func TestVibhagsSum(t *testing.T) {
	for _, tl := range []Taal{Teentaal, Jhaptaal, Rupak} {
		sum := 0
		for _, v := range tl.Vibhags {
			sum += v
		}
		if sum != tl.Matras {
			t.Errorf("%s: vibhags sum %d != %d", tl.Name, sum, tl.Matras)
		}
	}
}

func TestAudioSync(t *testing.T) {
	t.Skip("requires a recorded lehra sample")
}

func BenchmarkLayakari(b *testing.B) {
	for _, m := range []int{2, 4, 8} {
		b.Run(fmt.Sprintf("x%d", m), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Teentaal.Layakari(m)
			}
		})
	}
}

func BenchmarkLayakariNoPrealloc(b *testing.B) {
	for _, m := range []int{2, 4, 8} {
		b.Run(fmt.Sprintf("x%d", m), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Teentaal.LayakariNoPrealloc(m)
			}
		})
	}
}
GO
go vet ./... >/dev/null 2>&1
capture d-go-test-bench-tabla 'go test -v -bench . -benchmem -benchtime 200ms ./...'
