#!/bin/bash
# go build and go vet on a rope-factory order tracker: one package fails to build, vet flags others
source "$(dirname "$0")/d-lib.sh"
export PATH=$PATH:/usr/lib/go-1.19/bin
P=$WORK/ropefactory
rm -rf "$P"; mkdir -p "$P/cmd/ropewalk" "$P/internal/strand" "$P/internal/orders" "$P/internal/report"
cd "$P"
cat > go.mod <<'T'
module example.org/ropefactory

go 1.19
T
cat > internal/strand/strand.go <<'T'
package strand

import "math"

type Fibre int

const (
	Manila Fibre = iota
	Hemp
	Nylon
	Polyester
)

type Lay struct {
	Strands   int
	YarnsEach int
	TwistTPM  float64
}

// BreakingLoadKN estimates the breaking load for a rope of diameter d (mm).
func BreakingLoadKN(f Fibre, d float64) float64 {
	k := map[Fibre]float64{Manila: 0.0055, Hemp: 0.0050, Nylon: 0.0160, Polyester: 0.0130}[f]
	return k * math.Pow(d, 2) * 9.81
}

func Shrinkage(l Lay) float64 {
	return 1 - 1/math.Sqrt(1+math.Pow(l.TwistTPM*0.0021, 2))
}
T
cat > internal/orders/orders.go <<'T'
package orders

import (
	"fmt"
	"sync"
	"time"

	"example.org/ropefactory/internal/strand"
)

type Order struct {
	ID        int
	Customer  string
	Fibre     strand.Fibre
	DiameterM float64
	LengthM   int
	Due       time.Time
}

type Book struct {
	mu     sync.Mutex
	orders map[int]Order
	nextID int
}

func NewBook() *Book { return &Book{orders: map[int]Order{}, nextID: 1} }

func (b *Book) Add(o Order) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	o.ID = b.nextID
	b.nextID++
	b.orders[o.ID] = o
	return o.ID
}

// Snapshot copies the book for the nightly report.
func (b *Book) Snapshot() Book {
	return *b
}

func (b *Book) Late(now time.Time) []Order {
	var late []Order
	for _, o := range b.orders {
		if o.Due.Before(now) {
			late = append(late, o)
		}
	}
	fmt.Printf("%d late orders as of %s\n", len(late))
	return late
}
T
cat > internal/report/report.go <<'T'
package report

import (
	"fmt"
	"io"
	"strings"

	"example.org/ropefactory/internal/orders"
	"example.org/ropefactory/internal/strand"
)

func Weekly(w io.Writer, late []orders.Order) error {
	var sb strings.Builder
	for _, o := range late {
		kn := strand.BreakingLoadKN(o.Fibre, o.DiameterM)
		sb.WriteString(fmt.Sprintf("%-5d %-20s %6dm  %.1f kN\n", o.ID, o.Customer, o.LengthM, kn))
	}
	total := 0
	for _, o := range late {
		total += o.LengthM
	}
	fmt.Fprintf(w, "%s\ntotal late metres: %d\n", sb.String(), total)
	return
}
T
cat > cmd/ropewalk/main.go <<'T'
package main

import (
	"os"
	"time"

	"example.org/ropefactory/internal/orders"
	"example.org/ropefactory/internal/report"
	"example.org/ropefactory/internal/strand"
)

func main() {
	b := orders.NewBook()
	b.Add(orders.Order{Customer: "Harwich Sailing Club", Fibre: strand.Manila, DiameterM: 24, LengthM: 220, Due: time.Now().Add(-48 * time.Hour)})
	b.Add(orders.Order{Customer: "Trinity Moorings", Fibre: strand.Nylon, DiameterM: 40, LengthM: 600, Due: time.Now().Add(72 * time.Hour)})
	late := b.Late(time.Now())
	report.Weekly(os.Stdout, late)
}
T
{ run "go build ./... && go vet ./..."; echo; run "go vet ./internal/orders/ ./internal/strand/"; } | neutral > "$OUTDIR/d-go-build-vet-ropefactory.txt"
