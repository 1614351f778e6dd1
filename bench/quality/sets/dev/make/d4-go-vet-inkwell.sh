#!/usr/bin/env bash
# Fountain-pen ink catalogue in Go: 34 small packages (colour maths, swatch grids, nib widths,
# shimmer particles, importers, exporters). `go vet ./...` reports printf-verb, copylocks,
# unkeyed-field and self-assignment findings in four packages, and a type error in the PDF exporter,
# which calls a colour function that was renamed and keeps an unused import.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/inkwell
rm -rf "$P"; mkdir -p "$P"; cd "$P"

cat > go.mod <<'EOF'
module inkwell

go 1.19
EOF

python3 - <<'PYEOF'
import os, random
random.seed(404)
pk = ["colour", "swatch", "nib", "shimmer", "sheen", "dilution", "paper", "dryingtime", "flow", "lubrication",
      "waterproof", "bottle", "cartridge", "converter", "brand", "catalogue", "search", "tags", "review",
      "rating", "importcsv", "importjson", "export", "exportcsv", "thumbnail", "palette", "spectrum",
      "feathering", "bleedthrough", "storage", "api", "auth", "config", "logging"]
def w(path, s):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(s)
for name in pk:
    if name in ("colour", "swatch", "export"):
        continue
    fields = random.sample(["Hue", "Chroma", "Lightness", "Density", "Ml", "Grams", "Seconds", "Score", "Width", "Count"], 4)
    body = "package %s\n\n// %s holds %s measurements for one ink.\ntype %s struct {\n\tInk string\n" % (name, name.capitalize(), name, name.capitalize())
    for f in fields:
        body += "\t%s float64\n" % f
    body += "}\n\nfunc (x %s) Sum() float64 {\n\treturn %s\n}\n" % (name.capitalize(), " + ".join("x." + f for f in fields))
    body += "\nfunc Average(xs []%s) float64 {\n\tif len(xs) == 0 {\n\t\treturn 0\n\t}\n\tt := 0.0\n\tfor _, x := range xs {\n\t\tt += x.Sum()\n\t}\n\treturn t / float64(len(xs))\n}\n" % name.capitalize()
    w("internal/%s/%s.go" % (name, name), body)
w("internal/colour/colour.go", '''package colour

import "math"

// Lab is a CIELAB colour.
type Lab struct{ L, A, B float64 }

// DeltaE76 is the plain Euclidean colour difference.
func DeltaE76(x, y Lab) float64 {
	return math.Sqrt((x.L-y.L)*(x.L-y.L) + (x.A-y.A)*(x.A-y.A) + (x.B-y.B)*(x.B-y.B))
}

// LabToCMYK approximates a print colour for a swatch card.
func LabToCMYK(c Lab) (cy, m, ye, k float64) {
	k = 1 - c.L/100
	cy = math.Max(0, -c.A/128) * (1 - k)
	m = math.Max(0, c.A/128) * (1 - k)
	ye = math.Max(0, c.B/128) * (1 - k)
	return
}
''')
w("internal/swatch/grid.go", '''package swatch

import (
	"inkwell/internal/colour"
	"inkwell/internal/paper"
)

// Grid lays out swatches on a card of the given paper.
type Grid struct {
	Paper   paper.Paper
	Columns int
	Cells   []colour.Lab
}

func NewGrid(p paper.Paper, cardWidthMm, cellMm float64) Grid {
	cols := cardWidthMm / cellMm
	return Grid{Paper: p, Columns: int(cols), Cells: make([]colour.Lab, 0, int(cols)*4)}
}

func (g Grid) Rows() int {
	if g.Columns == 0 {
		return 0
	}
	return (len(g.Cells) + g.Columns - 1) / g.Columns
}
''')
w("internal/export/pdf.go", '''package export

import (
	"fmt"
	"io"
	"strings"

	"inkwell/internal/colour"
	"inkwell/internal/swatch"
)

// WriteCard writes a PDF-ish swatch card description.
func WriteCard(out io.Writer, g swatch.Grid) error {
	for i, c := range g.Cells {
		cy, m, y, k := colour.ToCMYK(c)
		if _, err := fmt.Fprintf(out, "cell %d: %.2f %.2f %.2f %.2f k\\n", i, cy, m, y, k); err != nil {
			return err
		}
	}
	return nil
}
''')
w("cmd/inkwell/main.go", '''package main

import (
	"fmt"

	"inkwell/internal/api"
	"inkwell/internal/config"
	"inkwell/internal/export"
	"inkwell/internal/swatch"
)

func main() {
	var g swatch.Grid
	_ = export.WriteCard
	fmt.Println(api.Average(nil), config.Average(nil), g.Rows())
}
''')
w("cmd/inkimport/main.go", '''package main

import (
	"fmt"

	"inkwell/internal/importcsv"
	"inkwell/internal/importjson"
)

func main() {
	fmt.Println(importcsv.Average(nil) + importjson.Average(nil))
}
''')
w("internal/rating/stars.go", '''package rating

import "fmt"

// Stars renders a rating for the catalogue page.
func Stars(ink string, score float64) string {
	return fmt.Sprintf("%s: %d/5", ink, score)
}
''')
w("internal/storage/cache.go", '''package storage

import "sync"

// Cache keeps recently viewed inks in memory.
type Cache struct {
	mu    sync.Mutex
	items map[string][]byte
}

func (c Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.items[key]
	return b, ok
}
''')
w("internal/review/merge.go", '''package review

// Merge folds a second review of the same ink into the first.
func Merge(a, b Review) Review {
	a.Ink = a.Ink
	a.Score = (a.Score + b.Score) / 2
	return a
}
''')
w("internal/thumbnail/crop.go", '''package thumbnail

import (
	"image"
	"log"
)

// Crop returns the swatch rectangle of a scanned card.
func Crop(card image.Rectangle, col, row int) image.Rectangle {
	r := image.Rectangle{image.Point{col * 40, row * 40}, image.Point{col*40 + 38, row*40 + 38}}
	if !r.In(card) {
		log.Printf("cell %d,%d outside card %v", col, row)
	}
	return r
}
''')
PYEOF

neutral() {
  sed -e "s#/usr/lib/go-1.19/#/usr/local/go/#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GOCACHE=$WORK/.gocache-inkwell GOFLAGS= 
rm -rf "$GOCACHE"
{
  echo '$ go vet ./...'
  go vet ./... 2>&1
  echo "exit status: $?"
} | neutral
