#!/usr/bin/env bash
# go build then go vet on an abseil rope-inspection log service (build errors, then vet findings after a partial fix)
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off
P=$WORK/ropelog
rm -rf "$P"; mkdir -p "$P/inspect" "$P/cmd/ropelogd"; cd "$P"
cat > go.mod <<'T'
module example.org/ropelog

go 1.19
T
cat > inspect/rope.go <<'T'
package inspect

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

type Rope struct {
	Serial     string
	Diameter   float64 // mm
	LengthM    int
	FirstUse   time.Time
	Falls      int
	SheathWear int // percent
}

type Inspection struct {
	mu      sync.Mutex
	Rope    Rope
	Notes   []string
	Retired bool
}

var ErrRetired = errors.New("rope retired")

func (r Rope) AgeYears(now time.Time) float64 {
	return now.Sub(r.FirstUse).Hours() / 24 / 365
}

func Check(in Inspection, now time.Time) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.Rope.Falls > 5 || in.Rope.SheathWear > 40 {
		in.Retired = true
		return fmt.Errorf("%s: %w", in.Rope.Serial, ErrRetired)
	}
	if in.Rope.AgeYears(now) > 10 {
		return fmt.Errorf("%s older than 10 years (%d)", in.Rope.Serial, in.Rope.AgeYears(now))
	}
	return nil
}

func Summary(ropes []Rope) string {
	total := 0
	for _, r := range ropes {
		total += r.LengthM
	}
	return fmt.Sprintf("%d ropes, %dm total", len(ropes), total)
}
T
cat > inspect/store.go <<'T'
package inspect

import (
	"encoding/json"
	"os"
)

type record struct {
	Serial string `json:"serial"`
	Falls  int    `json:"falls,omitempty"`
	Wear   int    `json:wear`
}

func Save(path string, ropes []Rope) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	recs := make([]record, len(ropes))
	for i, r := range ropes {
		recs[i] = record{r.Serial, r.Falls, r.SheathWear}
	}
	return json.NewEncoder(f).Encode(recs)
}
T
cat > cmd/ropelogd/main.go <<'T'
package main

import (
	"fmt"
	"log"
	"os"
	"time"

	"example.org/ropelog/inspect"
)

func main() {
	ropes := []inspect.Rope{
		{Serial: "DYN-9.8-0412", Diameter: 9.8, LengthM: 60, FirstUse: time.Date(2019, 4, 2, 0, 0, 0, 0, time.UTC), Falls: 2, SheathWear: 15},
		{Serial: "STAT-10.5-0077", Diameter: 10.5, LengthM: 100, FirstUse: time.Date(2014, 9, 1, 0, 0, 0, 0, time.UTC), SheathWear: 45},
	}
	for _, r := range ropes {
		err := inspect.Check(inspect.Inspection{Rope: r}, time.Now())
		if err != nil {
			log.Printf("inspection: %v", err)
		}
	}
	var count int = "two"
	fmt.Println(inspect.Summary(ropes), count)
	if err := inspect.Save(os.Args[1], ropes); err != nil {
		log.Fatal(err)
	}
}
T
run go build ./... | neutral
sed -i 's/\tvar count int = "two"/\tcount := len(ropes)/' cmd/ropelogd/main.go
run go vet ./... | neutral
