#!/bin/bash
# go vet then go build on a sheep-shearing shed tally service: vet findings, then a compile error.
WORK=${WORK:-/home/dev}; P=$WORK/shearshed; rm -rf "$P"; mkdir -p "$P/tally" "$P/pens" "$P/cmd/shedd"; cd "$P"
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.gocache-shear; rm -rf "$GOCACHE"
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
cat > go.mod <<'T'
module example.org/shearshed

go 1.19
T
cat > tally/tally.go <<'T'
package tally

import (
	"fmt"
	"sync"
)

type Shearer struct {
	Name  string
	Stand int
	Count int
}

type Board struct {
	mu       sync.Mutex
	shearers map[string]*Shearer
	runs     []int
}

func NewBoard() *Board { return &Board{shearers: map[string]*Shearer{}} }

func (b *Board) Add(name string, stand int) {
	b.shearers[name] = &Shearer{Name: name, Stand: stand}
}

func (b *Board) Tally(name string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	s, ok := b.shearers[name]
	if !ok {
		return fmt.Errorf("unknown shearer %s on stand %d", name)
	}
	s.Count++
	return nil
}

func (b Board) Snapshot() map[string]int {
	out := map[string]int{}
	for n, s := range b.shearers {
		out[n] = s.Count
	}
	return out
}

func (b *Board) Leader() string {
	best, name := -1, ""
	for n, s := range b.shearers {
		if s.Count > best {
			best, name = s.Count, n
		}
	}
	fmt.Printf("leader %s with %s sheep\n", name, best)
	return name
}
T
cat > pens/pens.go <<'T'
package pens

import "time"

type Pen struct {
	ID      string
	Woolly  int
	Shorn   int
	Emptied time.Time
}

func (p *Pen) Take(n int) int {
	if n > p.Woolly {
		n = p.Woolly
	}
	p.Woolly -= n
	return n
}

func Refill(p Pen, n int) {
	p.Woolly += n
	p.Emptied = time.Time{}
}
T
cat > cmd/shedd/main.go <<'T'
package main

import (
	"log"
	"os"
	"strconv"

	"example.org/shearshed/pens"
	"example.org/shearshed/tally"
)

func main() {
	b := tally.NewBoard()
	b.Add("Moana", 1)
	b.Add("Ruth", 2)
	pen := pens.Pen{ID: "catching-pen-2", Woolly: 40}
	runs, err := strconv.Atoi(os.Getenv("SHED_RUNS"))
	for i := 0; i < runs; i++ {
		got := pen.Take(2)
		for j := 0; j < got; j++ {
			b.Tally("Moana")
		}
	}
	var total int = b.Snapshot()
	log.Printf("run total %d, leader %s", total, b.Leader())
}
T
{ echo '$ go vet ./... && go build ./...'; { $GO vet ./... && $GO build ./...; } 2>&1; echo "exit status: $?"; echo; echo '$ go build ./...'; $GO build ./... 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
