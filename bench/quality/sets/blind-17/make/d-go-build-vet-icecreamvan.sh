#!/usr/bin/env bash
# go build then go vet on a ice-cream van pitch permit registry: compile errors, then vet findings after a fix
set -u
WORK=${WORK:-/home/dev}
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
P=$WORK/icecreamvan-permits
rm -rf "$P"; mkdir -p "$P/permit" "$P/cmd/permitctl"; cd "$P"
cat > go.mod <<'T'
module example.org/icecreamvan-permits

go 1.19
T
cat > permit/permit.go <<'T'
package permit

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

type Zone int

const (
	Harbour Zone = iota
	OldTown
	Campus
)

type Permit struct {
	Truck   string
	Zone    Zone
	Expires time.Time
	Fee     int
}

type Registry struct {
	mu      sync.Mutex
	permits map[string]Permit
}

var ErrExpired = errors.New("permit expired")

func NewRegistry() *Registry {
	return &Registry{permits: map[string]Permit{}}
}

func (r Registry) Add(p Permit) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.permits[p.Truck] = p
}

func (r *Registry) Check(truck string, now time.Time) error {
	p, ok := r.permits[truck]
	if !ok {
		return fmt.Errorf("no permit for %s", truck)
	}
	if now.After(p.Expires) {
		return fmt.Errorf("%s: %w (%s)", truck, ErrExpired, p.Expires.Format("2006-01-02"))
	}
	return nil
}

func (r *Registry) FeeTotal() int {
	total := 0
	for _, p := range r.permits {
		total += p.Fee
	}
	return total
}

func ZoneName(z Zone) string {
	switch z {
	case Harbour:
		return "harbour"
	case OldTown:
		return "old town"
	case Campus:
		return "campus"
	}
	return fmt.Sprintf("zone(%d)", z)
}
T
cat > cmd/permitctl/main.go <<'T'
package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"example.org/icecreamvan-permits/permit"
)

func main() {
	reg := permit.NewRegistry()
	reg.Add(permit.Permit{Truck: "Mr Whippy 7", Zone: permit.Harbour, Expires: time.Now().AddDate(0, 2, 0), Fee: 420})
	reg.Add(permit.Permit{Truck: "Cone Zone", Zone: permit.Campus, Expires: time.Now().AddDate(0, -1, 0), Fee: "310"})
	days := strconv.Atoi(os.Getenv("GRACE_DAYS"))
	for _, t := range os.Args[1:] {
		if err := reg.Check(t, time.Now().AddDate(0, 0, -days)); err != nil {
			fmt.Printf("%s: %v\n", t, err)
		}
	}
	fmt.Printf("fees collected: %d EUR\n", reg.FeeTotal)
}
T
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{
echo '$ go build ./...'; $GO build ./... 2>&1; echo "exit status: $?"
# fix the two compile errors, keep the rest
sed -i 's/Fee: "310"/Fee: 310/; s/days := strconv.Atoi(os.Getenv("GRACE_DAYS"))/days, _ := strconv.Atoi(os.Getenv("GRACE_DAYS"))/' cmd/permitctl/main.go
echo '$ go build ./... && go vet ./...'; ( $GO build ./... && $GO vet ./... ) 2>&1; echo "exit status: $?"
} | neutral
