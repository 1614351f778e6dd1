#!/bin/bash
# go build + go vet of a library book-return sorter: build errors, then vet findings after the fix
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-go-vet-bookdrop.txt
P=$WORK/bookdrop
rm -rf "$P"; mkdir -p "$P/sorter" "$P/cmd/bookdrop"; cd "$P"
cat > go.mod <<'EOF'
module example.org/bookdrop

go 1.19
EOF
cat > sorter/sorter.go <<'EOF'
package sorter

import (
	"fmt"
	"strings"
	"sync"
)

type Item struct {
	Barcode  string
	Branch   string
	Holds    int
	Overdue  bool
}

type Bin int

const (
	BinShelf Bin = iota
	BinHolds
	BinTransit
	BinRepair
)

type Sorter struct {
	mu    sync.Mutex
	home  string
	count map[Bin]int
}

func New(home string) *Sorter {
	return &Sorter{home: home, count: map[Bin]int{}}
}

func (s Sorter) Route(it Item) Bin {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b Bin
	switch {
	case it.Holds > 0:
		b = BinHolds
	case !strings.EqualFold(it.Branch, s.home):
		b = BinTransit
	default:
		b = BinShelf
	}
	s.count[b]++
	return b
}

func (s *Sorter) Summary() string {
	return fmt.Sprintf("shelf=%d holds=%d transit=%s", s.count[BinShelf], s.count[BinHolds], s.count[BinTransit])
}

func Label(it Item) string {
	return fmt.Sprintf("%s -> %s", it.Barcode)
}
EOF
cat > cmd/bookdrop/main.go <<'EOF'
package main

import (
	"fmt"
	"os"

	"example.org/bookdrop/sorter"
)

func main() {
	s := sorter.New("Eastgate")
	items := []sorter.Item{
		{"31207001", "Eastgate", 0, false},
		{"31207002", "Riverside", 0, true},
		{"31207003", "Eastgate", 2, false},
	}
	for _, it := range items {
		bin := s.Route(it)
		fmt.Println(sorter.Label(it), bin)
	}
	fmt.Println(s.Summary())
	if len(os.Args) > 1 {
		return
	}
	total := s.Total()
}
EOF
{
  echo '$ go build ./...'
  go build ./... 2>&1; echo "exit status: $?"
} > "$WORK/bookdrop-out.$$"
sed -i 's/^	total := s.Total()$/	fmt.Fprintln(os.Stderr, "done")/' cmd/bookdrop/main.go
{
  cat "$WORK/bookdrop-out.$$"
  echo '$ go build ./... && go vet ./...'
  go build ./... 2>&1 && go vet ./... 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
rm -f "$WORK/bookdrop-out.$$"
