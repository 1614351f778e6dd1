#!/usr/bin/env bash
# go build of a livestock salt-lick dispenser controller with type errors across two packages.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/saltlick
rm -rf "$P"; mkdir -p "$P/dispenser" "$P/herd" "$P/cmd/lickd"
cat > "$P/go.mod" <<'T'
module example.com/saltlick

go 1.19
T
cat > "$P/herd/herd.go" <<'T'
package herd

import "time"

type Animal struct {
	Tag       string
	Species   string
	WeightKg  float64
	LastVisit time.Time
}

type Herd struct {
	Paddock string
	Animals []Animal
}

// DailyNeedGrams is the salt allowance per animal per day.
func (a Animal) DailyNeedGrams() float64 {
	switch a.Species {
	case "cattle":
		return a.WeightKg * 0.1
	case "sheep", "goat":
		return a.WeightKg * 0.25
	}
	return 0
}

func (h *Herd) Overdue(since time.Duration) []Animal {
	var out []Animal
	for _, a := range h.Animals {
		if time.Since(a.LastVisit) > since {
			out = append(out, a)
		}
	}
	return out
}
T
cat > "$P/dispenser/dispenser.go" <<'T'
package dispenser

import (
	"errors"
	"fmt"
	"os"

	"example.com/saltlick/herd"
)

var ErrEmpty = errors.New("hopper empty")

type Hopper struct {
	ID       int
	StockKg  float64
	MinimumG int
}

func (hp *Hopper) Dispense(a herd.Animal) (float64, error) {
	need := a.DailyNeedGrams()
	if hp.StockKg*1000 < need {
		return 0, ErrEmpty
	}
	hp.StockKg -= need / 1000
	if need < hp.MinimumG {
		need = hp.MinimumG
	}
	return need, nil
}

func (hp *Hopper) Refill(kg float64) error {
	if kg <= 0 {
		return fmt.Errorf("refill hopper %d: bad amount %v", hp.ID, kg)
	}
	hp.StockKg += kg
}

func (hp Hopper) Report() string {
	return fmt.Sprintf("hopper %d: %.1f kg", hp.ID, hp.StockKg, hp.Paddock)
}
T
cat > "$P/cmd/lickd/main.go" <<'T'
package main

import (
	"fmt"
	"log"
	"time"

	"example.com/saltlick/dispenser"
	"example.com/saltlick/herd"
)

func main() {
	h := herd.Herd{Paddock: "Top Meadow"}
	h.Animals = append(h.Animals, herd.Animal{Tag: "UK-0412", Species: "cattle", WeightKg: 540})
	hp := dispenser.Hopper{ID: 3, StockKg: 12}
	for _, a := range h.Overdue(36 * time.Hour) {
		g, err := hp.Dispense(a)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(a.Tag, g)
	}
	fmt.Println(hp.Report())
}
T
run d-go-build-saltlick "$P" go build ./...
