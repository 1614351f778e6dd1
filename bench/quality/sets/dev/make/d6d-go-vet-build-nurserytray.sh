#!/bin/bash
# go vet then go build (go 1.19) on a plant-nursery seedling-tray tracker with vet findings and a type error.
# usage: WORK=<scratch dir> bash d6d-go-vet-build-nurserytray.sh > ../outputs/d6d-go-vet-build-nurserytray.txt
WORK=${WORK:-/home/dev}
GO=${GO:-/usr/lib/go-1.19/bin/go}
P=$WORK/nurserytray
rm -rf "$P"; mkdir -p "$P/tray" "$P/germ" "$P/cmd/traytool"; cd "$P"
cat > go.mod <<'EOF'
module example.org/nurserytray

go 1.19
EOF
cat > tray/tray.go <<'EOF'
package tray

import (
	"fmt"
	"sync"
)

// Cell is one plug in a seedling tray.
type Cell struct {
	Row, Col int
	Species  string
	Sown     string
	Germed   bool
}

type Tray struct {
	mu    sync.Mutex
	ID    string
	Cells []Cell
}

func New(id string, rows, cols int) *Tray {
	t := &Tray{ID: id}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			t.Cells = append(t.Cells, Cell{Row: r, Col: c})
		}
	}
	return t
}

// Snapshot returns a copy of the tray for reporting.
func (t Tray) Snapshot() Tray {
	return t
}

func (t *Tray) Sow(species, date string, n int) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	sown := 0
	for i := range t.Cells {
		if t.Cells[i].Species == "" && sown < n {
			t.Cells[i].Species = species
			t.Cells[i].Sown = date
			sown++
		}
	}
	return sown
}

func (t *Tray) Label() string {
	return fmt.Sprintf("tray %s: %d cells, %d%% germinated", t.ID, len(t.Cells))
}
EOF
cat > germ/germ.go <<'EOF'
package germ

import (
	"errors"
	"fmt"
)

var ErrNoSeeds = errors.New("no seeds sown")

// Rate is the germination percentage of sown cells.
func Rate(sown, germed int) (float64, error) {
	if sown == 0 {
		return 0, ErrNoSeeds
	}
	return float64(germed) / float64(sown) * 100, nil
}

// DaysToGerm gives typical days to germination by species.
func DaysToGerm(species string) int {
	switch species {
	case "basil":
		return 6
	case "tomato":
		return 7
	case "lavender":
		return 18
	}
	return -1
}

func Report(species string, sown, germed int) string {
	r, err := Rate(sown, germed)
	if err != nil {
		return fmt.Sprintf("%s: %v", species, err)
	}
	if r < 50 {
		fmt.Errorf("%s germination low: %.0f%%", species, r)
	}
	return fmt.Sprintf("%s: %.1f%% after %s days", species, r, DaysToGerm(species))
}
EOF
cat > cmd/traytool/main.go <<'EOF'
package main

import (
	"fmt"
	"os"

	"example.org/nurserytray/germ"
	"example.org/nurserytray/tray"
)

func main() {
	t := tray.New("T-072", 8, 16)
	n := t.Sow("basil", "2026-11-02", 64)
	n += t.Sow("lavender", "2026-11-02", 64)
	fmt.Println(t.Label())
	var germed int = "41"
	fmt.Println(germ.Report("basil", n, germed))
	if n < 128 {
		os.Exit(2)
	}
}
EOF
{
  echo '$ go vet ./...'
  $GO vet ./... 2>&1
  echo "exit status: $?"
  echo '$ go build ./...'
  $GO build ./... 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
