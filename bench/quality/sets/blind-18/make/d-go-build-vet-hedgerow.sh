#!/usr/bin/env bash
# go build then go vet on a hedgerow-survey species counter: compile errors first, vet findings after fixing
W=${WORK:-/home/dev}
P=$W/hedgerow-survey
rm -rf "$P"; mkdir -p "$P/survey" "$P/cmd/hedgecount"; cd "$P"
cat > go.mod <<'T'
module example.org/hedgerow-survey

go 1.19
T
cat > survey/species.go <<'T'
package survey

import (
	"fmt"
	"sort"
	"strings"
)

type Sighting struct {
	Metre   int
	Species string
	Woody   bool
}

type Transect struct {
	Name      string
	LengthM   int
	Sightings []Sighting
}

// WoodySpeciesPer30m is the classic hedge-dating count.
func (t *Transect) WoodySpeciesPer30m() float64 {
	seen := map[string]bool{}
	for _, s := range t.Sightings {
		if s.Woody {
			seen[strings.ToLower(s.Species)] = true
		}
	}
	return float64(len(seen)) * 30 / t.LengthM
}

func (t *Transect) Top(n int) []string {
	counts := map[string]int{}
	for _, s := range t.Sightings {
		counts[s.Species]++
	}
	names := make([]string, 0, len(counts))
	for k := range counts {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool { return counts[names[i]] > counts[names[j]] })
	if len(names) > n {
		names = names[:n]
	}
	return names
}

func (t Transect) String() string {
	return fmt.Sprintf("%s (%dm, %d sightings)", t.Name, t.LengthM, len(t.Sightings))
}
T
cat > survey/age.go <<'T'
package survey

import "sync"

// HooperAge estimates hedge age in years from woody species per 30 m.
func HooperAge(speciesPer30m float64) int {
	return int(speciesPer30m*110 + 30)
}

type Tally struct {
	mu    sync.Mutex
	total map[string]int
}

func NewTally() Tally { return Tally{total: map[string]int{}} }

func (t Tally) Add(species string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.total[species]++
}
T
cat > cmd/hedgecount/main.go <<'T'
package main

import (
	"fmt"
	"os"

	"example.org/hedgerow-survey/survey"
)

func main() {
	tr := survey.Transect{Name: "Lower Meadow", LengthM: 90}
	for i, sp := range []string{"hawthorn", "blackthorn", "hazel", "field maple", "dog rose", "hawthorn", "holly"} {
		tr.Sightings = append(tr.Sightings, survey.Sighting{Metre: i * 12, Species: sp, Woody: sp != "dog rose"})
	}
	per := tr.WoodySpeciesPer30m()
	fmt.Printf("%s: %.1f woody species per 30m, approx %d years\n", tr, per, survey.HooperAge(per))
	fmt.Printf("top species: %v\n", tr.Top(3))
	if len(os.Args) > 1 {
		fmt.Printf("survey date %d\n", os.Args[1])
	}
}
T
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#/usr/lib/go-1.19/#/usr/local/go/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
export GOFLAGS=-mod=mod GOPROXY=off
{ echo '$ go build ./... && go vet ./...'; go build ./... 2>&1; echo "exit status: $?"; } | neutral
# fix the compile error and vet
sed -i 's|return float64(len(seen)) \* 30 / t.LengthM|return float64(len(seen)) * 30 / float64(t.LengthM)|' survey/species.go
{ echo '$ go build ./... && go vet ./...'; go build ./... 2>&1 && go vet ./... 2>&1; echo "exit status: $?"; } | neutral
