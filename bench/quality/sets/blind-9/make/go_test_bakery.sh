#!/bin/bash
# Bakery proving-oven scheduler: go test -count=1 -v ./... with failing subtests in one package, others passing/skipped.
P=${WORK:-/home/dev}/ovenplan
rm -rf "$P"; mkdir -p "$P/proof" "$P/oven" "$P/batch" "$P/cmd/ovenplan"; cd "$P"
export GOPATH=${WORK:-/home/dev}/.gopath GOCACHE=${WORK:-/home/dev}/.gocache GOFLAGS=-mod=mod GOPROXY=off
cat > go.mod <<'EOF'
module example.com/ovenplan

go 1.19
EOF
cat > proof/proof.go <<'EOF'
// Package proof estimates dough proving times.
package proof

import (
	"fmt"
	"math"
)

// Dough describes one batch of dough.
type Dough struct {
	Name        string
	YeastPct    float64 // baker's percentage of fresh yeast
	Hydration   float64
	Sourdough   bool
	RetardHours float64
}

// BaseMinutes at 26C for 2% fresh yeast.
const BaseMinutes = 75.0

// Minutes returns the estimated final proof at temperature t (Celsius).
func Minutes(d Dough, t float64) (float64, error) {
	if t < 4 || t > 40 {
		return 0, fmt.Errorf("proof temperature %.1fC outside 4..40", t)
	}
	yeast := d.YeastPct
	if d.Sourdough {
		yeast = 0.6
	}
	if yeast <= 0 {
		return 0, fmt.Errorf("dough %q has no leavening", d.Name)
	}
	// Q10 of about 2: time halves for each 8C rise
	m := BaseMinutes * (2.0 / yeast) * math.Pow(2, (26-t)/8)
	if d.Hydration > 75 {
		m *= 0.93
	}
	return math.Round(m), nil
}
EOF
cat > proof/proof_test.go <<'EOF'
package proof

import "testing"

func TestMinutes(t *testing.T) {
	cases := []struct {
		name string
		d    Dough
		temp float64
		want float64
	}{
		{"baguette at base", Dough{Name: "baguette", YeastPct: 2, Hydration: 68}, 26, 75},
		{"baguette cool room", Dough{Name: "baguette", YeastPct: 2, Hydration: 68}, 18, 150},
		{"ciabatta wet", Dough{Name: "ciabatta", YeastPct: 2, Hydration: 80}, 26, 70},
		{"brioche low yeast", Dough{Name: "brioche", YeastPct: 1, Hydration: 60}, 26, 150},
		{"country sourdough", Dough{Name: "pain de campagne", Sourdough: true, Hydration: 74}, 26, 250},
		{"sourdough warm proofer", Dough{Name: "pain de campagne", Sourdough: true, Hydration: 74}, 34, 125},
		{"focaccia", Dough{Name: "focaccia", YeastPct: 1.5, Hydration: 82}, 28, 110},
		{"bagel cold", Dough{Name: "bagel", YeastPct: 1, Hydration: 58}, 10, 600},
		{"rye at 30C", Dough{Name: "rye", YeastPct: 1.5, Hydration: 78}, 30, 66},
		{"croissant", Dough{Name: "croissant", YeastPct: 3, Hydration: 56}, 26, 50},
		{"pizza dough", Dough{Name: "pizza", YeastPct: 0.5, Hydration: 65}, 22, 424},
		{"challah", Dough{Name: "challah", YeastPct: 2.5, Hydration: 55}, 26, 60},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Minutes(tc.d, tc.temp)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if got != tc.want {
				t.Errorf("Minutes(%s, %.0fC) = %.0f, want %.0f", tc.d.Name, tc.temp, got, tc.want)
			}
		})
	}
}

func TestMinutesRejectsColdRoom(t *testing.T) {
	if _, err := Minutes(Dough{Name: "rye", YeastPct: 1.5}, 2); err == nil {
		t.Fatal("expected error for 2C")
	}
}

func TestMinutesNoLeavening(t *testing.T) {
	_, err := Minutes(Dough{Name: "flatbread"}, 26)
	if err == nil || err.Error() != `dough "flatbread" has no leavening` {
		t.Fatalf("got %v", err)
	}
}
EOF
cat > oven/oven.go <<'EOF'
// Package oven packs bakes into deck-oven slots.
package oven

import (
	"errors"
	"sort"
)

// Bake is one load for the oven.
type Bake struct {
	Product string
	Decks   int
	TempC   int
	Minutes int
	ReadyAt int // minute of the shift when proof ends
}

// Slot is a scheduled bake.
type Slot struct {
	Bake
	Start int
}

var ErrTooHot = errors.New("oven cannot reach temperature")

// Plan schedules bakes greedily by ReadyAt, hottest first when tied.
func Plan(bakes []Bake, decks, maxTemp int) ([]Slot, error) {
	sort.SliceStable(bakes, func(i, j int) bool {
		if bakes[i].ReadyAt != bakes[j].ReadyAt {
			return bakes[i].ReadyAt < bakes[j].ReadyAt
		}
		return bakes[i].TempC > bakes[j].TempC
	})
	free := make([]int, decks)
	var out []Slot
	for _, b := range bakes {
		if b.TempC > maxTemp {
			return nil, ErrTooHot
		}
		start := b.ReadyAt
		for d := 0; d < b.Decks; d++ {
			if free[d] > start {
				start = free[d]
			}
		}
		for d := 0; d < b.Decks; d++ {
			free[d] = start + b.Minutes
		}
		out = append(out, Slot{b, start})
	}
	return out, nil
}

// Makespan is the minute the last bake comes out.
func Makespan(slots []Slot) int {
	end := 0
	for _, s := range slots {
		if e := s.Start + s.Minutes; e > end {
			end = e
		}
	}
	return end
}
EOF
cat > oven/oven_test.go <<'EOF'
package oven

import (
	"errors"
	"testing"
)

func TestPlanOrdersByReadiness(t *testing.T) {
	slots, err := Plan([]Bake{
		{"sourdough", 2, 240, 40, 120},
		{"baguette", 1, 250, 22, 60},
		{"croissant", 1, 190, 18, 90},
	}, 3, 260)
	if err != nil {
		t.Fatal(err)
	}
	if slots[0].Product != "baguette" || slots[2].Product != "sourdough" {
		t.Fatalf("unexpected order: %+v", slots)
	}
}

func TestPlanUsesFreeDecks(t *testing.T) {
	slots, _ := Plan([]Bake{
		{"baguette", 1, 250, 22, 60},
		{"batard", 1, 240, 30, 60},
	}, 3, 260)
	if slots[1].Start != 60 {
		t.Errorf("batard starts at %d, want 60 (second deck is free)", slots[1].Start)
	}
}

func TestPlanTooHot(t *testing.T) {
	_, err := Plan([]Bake{{"pizza", 1, 320, 4, 10}}, 3, 260)
	if !errors.Is(err, ErrTooHot) {
		t.Fatalf("err = %v", err)
	}
}

func TestMakespan(t *testing.T) {
	if got := Makespan([]Slot{{Bake{Minutes: 30}, 10}, {Bake{Minutes: 5}, 50}}); got != 55 {
		t.Errorf("Makespan = %d, want 55", got)
	}
}

func TestSteamInjection(t *testing.T) {
	t.Skip("needs the deck oven's Modbus simulator")
}
EOF
cat > batch/batch.go <<'EOF'
// Package batch scales recipes to the order book.
package batch

import "math"

// Scale returns grams of each ingredient for n pieces of pieceGrams, from baker's percentages.
func Scale(pct map[string]float64, n int, pieceGrams float64) map[string]float64 {
	total := 0.0
	for _, p := range pct {
		total += p
	}
	flour := float64(n) * pieceGrams / (total / 100)
	out := make(map[string]float64, len(pct))
	for k, p := range pct {
		out[k] = math.Round(flour*p/100*10) / 10
	}
	return out
}
EOF
cat > batch/batch_test.go <<'EOF'
package batch

import "testing"

func TestScaleBaguettes(t *testing.T) {
	got := Scale(map[string]float64{"flour": 100, "water": 68, "salt": 2, "yeast": 2}, 20, 350)
	if got["flour"] != 4069.8 {
		t.Errorf("flour = %v", got["flour"])
	}
	if got["salt"] != 81.4 {
		t.Errorf("salt = %v", got["salt"])
	}
}
EOF
cat > cmd/ovenplan/main.go <<'EOF'
package main

import (
	"fmt"

	"example.com/ovenplan/oven"
)

func main() {
	slots, err := oven.Plan([]oven.Bake{{"baguette", 1, 250, 22, 60}}, 3, 260)
	if err != nil {
		panic(err)
	}
	fmt.Println(oven.Makespan(slots))
}
EOF
mkdir -p rota
cat > rota/rota.go <<'EOF'
// Package rota assigns bakers to early shifts.
package rota

import "sort"

type Baker struct {
	Name       string
	Lamination bool
	NightsThisWeek int
}

// Pick chooses n bakers for a shift, least-worked first, and insists on one who can laminate.
func Pick(bakers []Baker, n int) []Baker {
	bs := append([]Baker(nil), bakers...)
	sort.SliceStable(bs, func(i, j int) bool { return bs[i].NightsThisWeek < bs[j].NightsThisWeek })
	if n > len(bs) {
		n = len(bs)
	}
	out := bs[:n]
	for _, b := range out {
		if b.Lamination {
			return out
		}
	}
	for _, b := range bs[n:] {
		if b.Lamination {
			out[n-1] = b
			break
		}
	}
	return out
}
EOF
cat > rota/rota_test.go <<'EOF'
package rota

import "testing"

var team = []Baker{
	{"Ana", false, 3}, {"Bilal", true, 4}, {"Cleo", false, 1}, {"Dmitri", false, 2}, {"Esi", true, 0},
}

func TestPickLeastWorked(t *testing.T) {
	got := Pick(team, 2)
	if got[0].Name != "Esi" || got[1].Name != "Cleo" {
		t.Errorf("Pick = %v", got)
	}
}

func TestPickEnsuresLaminator(t *testing.T) {
	ts := []Baker{{"Ana", false, 0}, {"Cleo", false, 1}, {"Bilal", true, 4}}
	got := Pick(ts, 2)
	if got[1].Name != "Bilal" {
		t.Errorf("second pick = %s, want Bilal", got[1].Name)
	}
}

func TestPickMoreThanTeam(t *testing.T) {
	if got := Pick(team, 9); len(got) != 5 {
		t.Errorf("len = %d", len(got))
	}
}

func TestPickDoesNotMutateInput(t *testing.T) {
	ts := []Baker{{"Ana", false, 0}, {"Cleo", false, 1}, {"Bilal", true, 4}}
	Pick(ts, 2)
	if ts[1].Name != "Cleo" {
		t.Errorf("input mutated: %v", ts)
	}
}

func TestPickZero(t *testing.T) {
	if got := Pick(team, 0); len(got) != 0 {
		t.Errorf("got %v", got)
	}
}
EOF
mkdir -p orders
cat > orders/orders.go <<'EOF'
// Package orders totals wholesale orders per product.
package orders

import "strings"

type Line struct {
	Customer string
	Product  string
	Qty      int
}

func Totals(lines []Line) map[string]int {
	out := map[string]int{}
	for _, l := range lines {
		out[strings.ToLower(strings.TrimSpace(l.Product))] += l.Qty
	}
	return out
}

func Trays(qty, perTray int) int {
	if perTray <= 0 {
		return 0
	}
	return (qty + perTray - 1) / perTray
}
EOF
cat > orders/orders_test.go <<'EOF'
package orders

import (
	"fmt"
	"testing"
)

func TestTotalsMergesCase(t *testing.T) {
	got := Totals([]Line{{"Cafe Nord", "Baguette", 40}, {"Deli 9", "baguette ", 25}})
	if got["baguette"] != 65 {
		t.Errorf("got %v", got)
	}
}

func TestTotalsEmpty(t *testing.T) {
	if len(Totals(nil)) != 0 {
		t.Error("expected empty map")
	}
}

func TestTrays(t *testing.T) {
	for _, c := range []struct{ qty, per, want int }{
		{0, 12, 0}, {1, 12, 1}, {12, 12, 1}, {13, 12, 2}, {100, 24, 5}, {48, 24, 2}, {7, 0, 0},
	} {
		t.Run(fmt.Sprintf("%d_per_%d", c.qty, c.per), func(t *testing.T) {
			if got := Trays(c.qty, c.per); got != c.want {
				t.Errorf("Trays(%d, %d) = %d, want %d", c.qty, c.per, got, c.want)
			}
		})
	}
}

func TestLargeOrderBook(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping large order book in -short mode")
	}
	var lines []Line
	for i := 0; i < 5000; i++ {
		lines = append(lines, Line{fmt.Sprint("c", i%40), "sourdough", 3})
	}
	if got := Totals(lines)["sourdough"]; got != 15000 {
		t.Errorf("got %d", got)
	}
}
EOF
go test -count=1 -v ./... 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
