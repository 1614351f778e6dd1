#!/usr/bin/env bash
# ski-lift queue estimator in Go: go vet + go test -v with failures
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/skilift-queue"
rm -rf "$P"; mkdir -p "$P/queue" "$P/weather" "$P/cmd/estimate"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$BASE/.gocache"
cat > go.mod <<'EOF'
module example.com/skilift

go 1.19
EOF
cat > queue/queue.go <<'EOF'
// Package queue estimates waiting times at ski-lift bottom stations.
package queue

import (
	"errors"
	"math"
	"sort"
)

// Lift describes one lift's hourly capacity.
type Lift struct {
	Name        string
	SeatsPerCar int
	CarsPerMin  float64
	Open        bool
}

// Capacity returns skiers per hour.
func (l Lift) Capacity() float64 {
	return float64(l.SeatsPerCar) * l.CarsPerMin * 60
}

var ErrClosed = errors.New("lift closed")

// WaitMinutes estimates the wait for someone joining a queue of n skiers.
func WaitMinutes(l Lift, n int) (float64, error) {
	if !l.Open {
		return 0, ErrClosed
	}
	perMin := l.Capacity() / 60
	return math.Round(float64(n)/perMin*10) / 10, nil
}

// Busiest returns lifts sorted by queue length, longest first.
func Busiest(queues map[string]int) []string {
	names := make([]string, 0, len(queues))
	for n := range queues {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return queues[names[i]] < queues[names[j]] })
	return names
}

// SingleRiderBonus: single riders fill empty seats, roughly one seat in six.
func SingleRiderBonus(l Lift, singles int) int {
	free := l.SeatsPerCar / 6
	return singles * free
}
EOF
cat > queue/queue_test.go <<'EOF'
package queue

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

var chair6 = Lift{Name: "Plattenbahn", SeatsPerCar: 6, CarsPerMin: 5, Open: true}
var tbar = Lift{Name: "Schlepplift Alm", SeatsPerCar: 2, CarsPerMin: 8, Open: true}
var gondola = Lift{Name: "Gletscherbahn", SeatsPerCar: 10, CarsPerMin: 2.5, Open: false}

func TestCapacity(t *testing.T) {
	cases := []struct {
		lift Lift
		want float64
	}{
		{chair6, 1800},
		{tbar, 960},
		{gondola, 1500},
	}
	for _, c := range cases {
		t.Run(c.lift.Name, func(t *testing.T) {
			if got := c.lift.Capacity(); got != c.want {
				t.Errorf("Capacity() = %v, want %v", got, c.want)
			}
		})
	}
}

func TestWaitMinutes(t *testing.T) {
	tests := []struct {
		name string
		lift Lift
		n    int
		want float64
	}{
		{"empty queue", chair6, 0, 0},
		{"one car load", chair6, 6, 0.2},
		{"lunch rush", chair6, 450, 15},
		{"t-bar morning", tbar, 240, 15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := WaitMinutes(tt.lift, tt.n)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if got != tt.want {
				t.Errorf("WaitMinutes(%s, %d) = %v, want %v", tt.lift.Name, tt.n, got, tt.want)
			}
		})
	}
}

func TestClosedLift(t *testing.T) {
	_, err := WaitMinutes(gondola, 10)
	if !errors.Is(err, ErrClosed) {
		t.Fatalf("expected ErrClosed, got %v", err)
	}
}

func TestBusiest(t *testing.T) {
	got := Busiest(map[string]int{"Plattenbahn": 120, "Schlepplift Alm": 15, "Gipfelbahn": 300})
	want := []string{"Gipfelbahn", "Plattenbahn", "Schlepplift Alm"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Busiest() = %v, want %v", got, want)
	}
}

func TestSingleRiderBonus(t *testing.T) {
	if got := SingleRiderBonus(tbar, 12); got != 2 {
		t.Errorf("SingleRiderBonus(tbar, 12) = %d, want 2", got)
	}
}

func TestNightSkiing(t *testing.T) {
	t.Skip("night skiing schedule not modelled yet")
}

func ExampleWaitMinutes() {
	w, _ := WaitMinutes(chair6, 300)
	fmt.Println(w)
	// Output: 10
}
EOF
cat > queue/lifts_test.go <<'EOF'
package queue

import "testing"

var resortLifts = []struct {
	lift Lift
	want float64
}{
	{Lift{"Almbahn", 4, 6, true}, 1440},
	{Lift{"Bergkastel", 6, 5, true}, 1800},
	{Lift{"Dorfbahn", 8, 4, true}, 1920},
	{Lift{"Eggli", 2, 7, true}, 840},
	{Lift{"Fellhorn", 10, 3, true}, 1800},
	{Lift{"Gamsleiten", 4, 5, true}, 1200},
	{Lift{"Hahnenkamm", 8, 5, true}, 2400},
	{Lift{"Idalp", 6, 4, true}, 1440},
	{Lift{"Jochbahn", 4, 4, true}, 960},
	{Lift{"Kreuzjoch", 6, 6, true}, 2160},
	{Lift{"Lisenser", 2, 9, true}, 1080},
	{Lift{"Muttersberg", 4, 3, true}, 720},
	{Lift{"Nebelhorn", 10, 2, true}, 1200},
	{Lift{"Obergurgl", 8, 6, true}, 2880},
	{Lift{"Pardatsch", 6, 3, true}, 1080},
	{Lift{"Quellalm", 2, 5, true}, 600},
	{Lift{"Rosskopf", 4, 7, true}, 1680},
	{Lift{"Steinplatte", 6, 7, true}, 2520},
	{Lift{"Tauernbahn", 8, 3, true}, 1440},
	{Lift{"Ursprung", 4, 2, true}, 480},
}

func TestResortCapacities(t *testing.T) {
	for _, c := range resortLifts {
		c := c
		t.Run(c.lift.Name, func(t *testing.T) {
			if got := c.lift.Capacity(); got != c.want {
				t.Errorf("%s: Capacity() = %v, want %v", c.lift.Name, got, c.want)
			}
		})
	}
}
EOF
cat > weather/wind.go <<'EOF'
package weather

import "fmt"

// Gust thresholds in km/h at which lifts are slowed or closed.
const (
	SlowAt  = 60
	CloseAt = 80
)

func Status(lift string, gustKmh int) string {
	switch {
	case gustKmh >= CloseAt:
		return fmt.Sprintf("%s: closed (gusts %d km/h)", lift)
	case gustKmh >= SlowAt:
		return fmt.Sprintf("%s: reduced speed", lift)
	default:
		return fmt.Sprintf("%s: normal", lift)
	}
}
EOF
cat > weather/wind_test.go <<'EOF'
package weather

import "testing"

func TestStatusNormal(t *testing.T) {
	if got := Status("Plattenbahn", 20); got != "Plattenbahn: normal" {
		t.Errorf("got %q", got)
	}
}

func TestStatusSlow(t *testing.T) {
	if got := Status("Plattenbahn", 65); got != "Plattenbahn: reduced speed" {
		t.Errorf("got %q", got)
	}
}
EOF
cat > cmd/estimate/main.go <<'EOF'
package main

import (
	"fmt"
	"os"

	"example.com/skilift/queue"
)

func main() {
	l := queue.Lift{Name: "Plattenbahn", SeatsPerCar: 6, CarsPerMin: 5, Open: true}
	w, err := queue.WaitMinutes(l, 200)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("wait at %s: %.1f min\n", l.Name, w)
}
EOF
{ go vet ./...; echo "go vet exit status: $?"; go test -v ./...; echo "go test exit status: $?"; } 2>&1 | neut
