#!/bin/bash
# go vet ./... and go build ./... on a bike-share dock balancer: vet findings and a type error
WORK=${WORK:-/home/dev}; P=$WORK/dockbalance
rm -rf "$P"; mkdir -p "$P/dock" "$P/rebalance" "$P/cmd/balancer"; cd "$P"
export GOPATH=$WORK/gopath GOCACHE=$WORK/gocache GOPROXY=off
cat > go.mod <<'EOF'
module example.com/dockbalance

go 1.19
EOF
cat > dock/dock.go <<'EOF'
package dock

import (
	"fmt"
	"sync"
)

type Station struct {
	mu       sync.Mutex
	ID       string
	Bikes    int
	Capacity int
}

func (s Station) Fill() float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return float64(s.Bikes) / float64(s.Capacity)
}

func (s *Station) Take(n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n > s.Bikes {
		return fmt.Errorf("station %s has only %d bikes, wanted %d", s.ID, s.Bikes)
	}
	s.Bikes -= n
	return nil
}
EOF
cat > rebalance/plan.go <<'EOF'
package rebalance

import (
	"fmt"
	"sort"

	"example.com/dockbalance/dock"
)

type Move struct {
	From, To string
	Bikes    int
}

func Plan(stations []*dock.Station, target float64) []Move {
	sort.Slice(stations, func(i, j int) bool { return stations[i].Fill() > stations[j].Fill() })
	var moves []Move
	i, j := 0, len(stations)-1
	for i < j {
		surplus := stations[i].Bikes - int(target*float64(stations[i].Capacity))
		deficit := int(target*float64(stations[j].Capacity)) - stations[j].Bikes
		if surplus <= 0 || deficit <= 0 {
			break
		}
		n := surplus
		if deficit < n {
			n = deficit
		}
		moves = append(moves, Move{stations[i].ID, stations[j].ID, n})
		i++
		j--
	}
	return moves
}

func Describe(m Move) string {
	return fmt.Sprintf("move %d bikes %s -> %s", m.Bikes, m.From, m.To, m.Bikes)
}

func TotalMoved(moves []Move) int {
	total := 0
	for _, m := range moves {
		total += m
	}
	return total
}
EOF
cat > cmd/balancer/main.go <<'EOF'
package main

import (
	"fmt"

	"example.com/dockbalance/dock"
	"example.com/dockbalance/rebalance"
)

func main() {
	st := []*dock.Station{
		{ID: "Harbour Sq", Bikes: 19, Capacity: 20},
		{ID: "Old Mill", Bikes: 2, Capacity: 15},
		{ID: "Uni Gate", Bikes: 11, Capacity: 24},
	}
	for _, m := range rebalance.Plan(st, 0.5) {
		fmt.Println(rebalance.Describe(m))
	}
}
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
{ run go vet ./...; run go build ./...; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
