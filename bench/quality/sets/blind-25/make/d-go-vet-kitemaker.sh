#!/usr/bin/env bash
# go vet of a kite-making workshop order tool: printf verb mismatches, copied mutex, bad struct tag, unreachable code.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/kitemaker
rm -rf "$P"; mkdir -p "$P/orders" "$P/sail"
cat > "$P/go.mod" <<'T'
module example.com/kitemaker

go 1.19
T
cat > "$P/sail/sail.go" <<'T'
package sail

import (
	"fmt"
	"math"
)

type Panel struct {
	Fabric  string  `json:"fabric"`
	AreaM2  float64 `json:"area_m2"`
	Colour  string  `json:colour`
	Reinfor bool    `json:"reinforced,omitempty"`
}

func SparLength(spanM float64, dihedralDeg float64) float64 {
	return spanM / math.Cos(dihedralDeg*math.Pi/180)
}

func Describe(p Panel) string {
	return fmt.Sprintf("%s panel, %d m2, colour %s", p.Fabric, p.AreaM2, p.Colour)
}

func Check(p Panel) error {
	if p.AreaM2 <= 0 {
		return fmt.Errorf("panel %q: area must be positive", p)
	}
	return nil
}
T
cat > "$P/orders/orders.go" <<'T'
package orders

import (
	"fmt"
	"log"
	"sync"
)

type Book struct {
	mu     sync.Mutex
	orders map[string]int
}

func NewBook() *Book { return &Book{orders: map[string]int{}} }

func (b *Book) Add(customer string, kites int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.orders[customer] += kites
}

func Snapshot(b Book) map[string]int {
	out := map[string]int{}
	for k, v := range b.orders {
		out[k] = v
	}
	return out
}

func (b *Book) Total() int {
	t := 0
	for _, v := range b.orders {
		t += v
	}
	return t
	log.Printf("total computed: %d", t)
	return -1
}

func Summary(b *Book) {
	fmt.Printf("%d customers, %s kites\n", len(b.orders), b.Total())
	log.Println("summary printed for %d orders", len(b.orders))
}
T
run d-go-vet-kitemaker "$P" go vet ./...
