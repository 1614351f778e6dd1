#!/usr/bin/env bash
# go build then go vet on a marine-buoy telemetry relay: builds, but vet finds printf, copylocks problems.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
export PATH=$PATH:/usr/lib/go-1.19/bin GOFLAGS=-mod=mod GOPROXY=off GOCACHE=$WORK/.cache/go-build
P=$WORK/buoyrelay
rm -rf "$P"; mkdir -p "$P/relay" "$P/cmd/relayd"; cd "$P"
printf 'module example.org/buoyrelay\n\ngo 1.19\n' > go.mod
cat > relay/relay.go <<'T'
package relay

import (
	"fmt"
	"log"
	"sync"
)

type Reading struct {
	BuoyID   string
	WaveM    float64
	WaterC   float64
	Battery  int
}

type Relay struct {
	mu      sync.Mutex
	pending []Reading
	sent    int
}

func (r Relay) Pending() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.pending)
}

func (r *Relay) Push(x Reading) {
	r.mu.Lock()
	r.pending = append(r.pending, x)
	r.mu.Unlock()
	if x.Battery < 20 {
		log.Printf("buoy %s battery low: %d%", x.BuoyID, x.Battery)
	}
}

func (r *Relay) Flush() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, 0, len(r.pending))
	for _, p := range r.pending {
		out = append(out, fmt.Sprintf("%s wave=%.2fm water=%dC", p.BuoyID, p.WaveM, p.WaterC))
	}
	r.sent += len(out)
	r.pending = nil
	log.Println("flushed")
	return out
}
T
cat > cmd/relayd/main.go <<'T'
package main

import (
	"fmt"

	"example.org/buoyrelay/relay"
)

func main() {
	r := &relay.Relay{}
	r.Push(relay.Reading{BuoyID: "NB-07", WaveM: 1.84, WaterC: 11.2, Battery: 64})
	r.Push(relay.Reading{BuoyID: "NB-11", WaveM: 2.31, WaterC: 10.9, Battery: 17})
	fmt.Println("pending:", r.Pending())
	for _, line := range r.Flush() {
		fmt.Println(line)
	}
	fmt.Printf("relayed %d readings\n")
}
T
{ run 'go build ./... && echo build ok'; run 'go vet ./...'; } | neutral > "$HERE/../outputs/d-go-vet-buoyrelay.txt"
