#!/usr/bin/env bash
# go test -v of a seedling tray germination planner: a big table-driven suite, one failing subtest, skips.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/seedling
rm -rf "$P"; mkdir -p "$P/tray"
cat > "$P/go.mod" <<'T'
module example.com/seedling

go 1.19
T
cat > "$P/tray/germ.go" <<'T'
package tray

// DaysToGerminate estimates days until emergence for a seed at a soil temperature (C).
func DaysToGerminate(crop string, soilC int) int {
	base, ok := baseDays[crop]
	if !ok {
		return -1
	}
	switch {
	case soilC < 5:
		return base * 4
	case soilC < 10:
		return base * 2
	case soilC > 32:
		return base * 3
	case soilC >= 30:
		return base + base/2
	}
	return base
}

var baseDays = map[string]int{
	"basil": 7, "beet": 6, "carrot": 10, "chard": 7, "chilli": 12, "cress": 3, "kale": 5,
	"leek": 12, "lettuce": 4, "onion": 9, "parsley": 18, "pea": 8, "radish": 4, "spinach": 7,
	"squash": 6, "tomato": 7, "bean": 8, "cabbage": 5, "celery": 16, "cucumber": 5,
	"dill": 10, "fennel": 9, "marigold": 6, "sunflower": 8,
}

// CellsForSowing returns how many module cells a sowing needs, given seeds per cell.
func CellsForSowing(seeds, perCell int) int {
	if perCell <= 0 {
		return 0
	}
	return (seeds + perCell - 1) / perCell
}
T
cat > "$P/tray/germ_test.go" <<'T'
package tray

import (
	"fmt"
	"testing"
)

func expected(crop string, t int) int {
	b := baseDays[crop]
	switch {
	case t < 5:
		return b * 4
	case t < 10:
		return b * 2
	case t > 32:
		return b * 3
	case t >= 30:
		return b + b/2
	}
	return b
}

func TestDaysToGerminate(t *testing.T) {
	crops := []string{"basil", "beet", "carrot", "chard", "chilli", "cress", "kale", "leek",
		"lettuce", "onion", "parsley", "pea", "radish", "spinach", "squash", "tomato",
		"bean", "cabbage", "celery", "cucumber", "dill", "fennel", "marigold", "sunflower"}
	for _, c := range crops {
		for temp := -2; temp <= 44; temp++ {
			c, temp := c, temp
			t.Run(fmt.Sprintf("%s/%dC", c, temp), func(t *testing.T) {
				want := expected(c, temp)
				if c == "parsley" && temp == 31 {
					want = 24 // parsley is slow in heat: seed-packet figure
				}
				if got := DaysToGerminate(c, temp); got != want {
					t.Errorf("DaysToGerminate(%q, %d) = %d, want %d", c, temp, got, want)
				}
			})
		}
	}
}

func TestUnknownCrop(t *testing.T) {
	if got := DaysToGerminate("okra", 20); got != -1 {
		t.Fatalf("unknown crop: got %d", got)
	}
}

func TestCellsForSowing(t *testing.T) {
	for seeds := 0; seeds <= 40; seeds += 4 {
		for per := 1; per <= 3; per++ {
			seeds, per := seeds, per
			t.Run(fmt.Sprintf("seeds=%d/per=%d", seeds, per), func(t *testing.T) {
				got := CellsForSowing(seeds, per)
				if got*per < seeds {
					t.Errorf("too few cells: %d", got)
				}
			})
		}
	}
}

func TestHeatMatLoad(t *testing.T) {
	t.Skip("needs the heat-mat controller on /dev/ttyUSB0")
}

func TestFrostCalendar(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping frost calendar download in -short mode")
	}
}
T
run d-go-test-seedling "$P" go test -v -short ./...
