#!/bin/bash
# Orchard frost-alarm: go test -v ./... with table-driven subtests, two failing packages and one passing.
P=${WORK:-/home/dev}/frost-alarm
rm -rf $P && mkdir -p $P/sensor $P/alarm $P/dewpoint && cd $P
cat > go.mod <<'G'
module example.org/orchard/frostalarm

go 1.19
G
cat > dewpoint/dewpoint.go <<'G'
package dewpoint

import "math"

// Magnus formula constants.
const (
	a = 17.27
	b = 237.7
)

// DewPoint returns the dew point in °C for air temperature t (°C) and relative humidity rh (%).
func DewPoint(t, rh float64) float64 {
	g := a*t/(b+t) + math.Log(rh/100)
	return b * g / (a - g)
}

// WetBulb approximates the wet-bulb temperature (Stull 2011).
func WetBulb(t, rh float64) float64 {
	return t*math.Atan(0.151977*math.Sqrt(rh+8.313659)) + math.Atan(t+rh) - math.Atan(rh-1.676331) +
		0.00391838*math.Pow(rh, 1.5)*math.Atan(0.023101*rh) - 4.686035
}
G
cat > dewpoint/dewpoint_test.go <<'G'
package dewpoint

import (
	"math"
	"testing"
)

func TestDewPoint(t *testing.T) {
	cases := []struct {
		name     string
		t, rh    float64
		want     float64
	}{
		{"mild humid", 10, 90, 8.44},
		{"cold dry", 2, 50, -7.3},
		{"freezing saturated", 0, 100, 0},
		{"spring night", 4, 75, 0.0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := DewPoint(c.t, c.rh)
			if math.Abs(got-c.want) > 0.1 {
				t.Errorf("DewPoint(%v, %v) = %.2f, want %.2f", c.t, c.rh, got, c.want)
			}
		})
	}
}

func TestWetBulb(t *testing.T) {
	got := WetBulb(20, 50)
	if math.Abs(got-13.7) > 0.1 {
		t.Fatalf("WetBulb(20, 50) = %.2f, want 13.7", got)
	}
}
G
cat > sensor/sensor.go <<'G'
package sensor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

type Reading struct {
	Block    string
	TempC    float64
	Humidity float64
	Battery  int
}

var ErrBadFrame = errors.New("bad frame")

// Parse decodes "BLOCK;temp;rh;battery" frames sent by the LoRa nodes.
func Parse(frame string) (Reading, error) {
	f := strings.Split(strings.TrimSpace(frame), ";")
	if len(f) != 4 {
		return Reading{}, fmt.Errorf("%w: %q has %d fields", ErrBadFrame, frame, len(f))
	}
	t, err := strconv.ParseFloat(f[1], 64)
	if err != nil {
		return Reading{}, fmt.Errorf("%w: temperature %q", ErrBadFrame, f[1])
	}
	rh, _ := strconv.ParseFloat(f[2], 64)
	bat, _ := strconv.Atoi(f[3])
	return Reading{Block: f[0], TempC: t, Humidity: rh, Battery: bat}, nil
}

func LowBattery(r Reading) bool { return r.Battery < 20 }
G
cat > sensor/sensor_test.go <<'G'
package sensor

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	frames := map[string]Reading{
		"apple-north;1.5;88;76":  {"apple-north", 1.5, 88, 76},
		"apple-south;-0.5;92;64": {"apple-south", -0.5, 92, 64},
		"pear-east;3.0;70;15":    {"pear-east", 3.0, 70, 15},
		" cherry-1;0.2;95;50\n":  {"cherry-1", 0.2, 95, 50},
	}
	for in, want := range frames {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"", "a;b", "apple;x;1;2", "plum;1.0;;80"} {
		t.Run(in, func(t *testing.T) {
			if _, err := Parse(in); !errors.Is(err, ErrBadFrame) {
				t.Errorf("Parse(%q) err = %v, want ErrBadFrame", in, err)
			}
		})
	}
}

func TestLowBattery(t *testing.T) {
	if !LowBattery(Reading{Battery: 15}) || LowBattery(Reading{Battery: 64}) {
		t.Fatal("LowBattery threshold wrong")
	}
}
G
cat > alarm/alarm.go <<'G'
package alarm

import (
	"sort"

	"example.org/orchard/frostalarm/dewpoint"
	"example.org/orchard/frostalarm/sensor"
)

type Level int

const (
	None Level = iota
	Watch
	Warning
	Critical
)

func (l Level) String() string {
	return [...]string{"none", "watch", "warning", "critical"}[l]
}

// Bud-stage critical temperatures (°C) for 10% kill.
var Critical10 = map[string]float64{
	"silver tip":  -9.4,
	"green tip":   -7.8,
	"tight cluster": -3.9,
	"first pink":  -2.8,
	"full bloom":  -2.2,
	"petal fall":  -2.2,
}

func Assess(r sensor.Reading, stage string) Level {
	crit, ok := Critical10[stage]
	if !ok {
		return None
	}
	wb := dewpoint.WetBulb(r.TempC, r.Humidity)
	switch {
	case wb <= crit:
		return Critical
	case wb <= crit+1:
		return Warning
	case r.TempC <= crit+3:
		return Watch
	}
	return None
}

// Worst returns the blocks ordered from most to least at risk.
func Worst(readings []sensor.Reading, stage string) []string {
	sort.Slice(readings, func(i, j int) bool {
		return Assess(readings[i], stage) > Assess(readings[j], stage)
	})
	out := make([]string, 0, len(readings))
	for _, r := range readings {
		out = append(out, r.Block)
	}
	return out
}

// SprinklersOn decides whether to start overhead irrigation for frost protection.
func SprinklersOn(readings []sensor.Reading, stage string) bool {
	for _, r := range readings {
		if Assess(r, stage) >= Warning {
			return true
		}
	}
	return readings[0].TempC < 1
}
G
cat > alarm/alarm_test.go <<'G'
package alarm

import (
	"reflect"
	"testing"

	"example.org/orchard/frostalarm/sensor"
)

func TestAssess(t *testing.T) {
	cases := []struct {
		name  string
		r     sensor.Reading
		stage string
		want  Level
	}{
		{"bloom cold humid", sensor.Reading{TempC: -2.5, Humidity: 95}, "full bloom", Critical},
		{"bloom near zero", sensor.Reading{TempC: 0.5, Humidity: 90}, "full bloom", Watch},
		{"green tip mild", sensor.Reading{TempC: 2, Humidity: 80}, "green tip", None},
		{"first pink dry air", sensor.Reading{TempC: -1.0, Humidity: 40}, "first pink", Warning},
		{"petal fall", sensor.Reading{TempC: -1.5, Humidity: 85}, "petal fall", Warning},
		{"unknown stage", sensor.Reading{TempC: -5, Humidity: 90}, "fruit set", Critical},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Assess(c.r, c.stage); got != c.want {
				t.Errorf("Assess(%+v, %q) = %v, want %v", c.r, c.stage, got, c.want)
			}
		})
	}
}

func TestWorst(t *testing.T) {
	rs := []sensor.Reading{
		{Block: "apple-north", TempC: 1.0, Humidity: 80},
		{Block: "apple-south", TempC: -3.0, Humidity: 95},
		{Block: "pear-east", TempC: -1.2, Humidity: 85},
	}
	want := []string{"apple-south", "pear-east", "apple-north"}
	if got := Worst(rs, "full bloom"); !reflect.DeepEqual(got, want) {
		t.Errorf("Worst = %v, want %v", got, want)
	}
}

func TestSprinklersOffWhenNoReadings(t *testing.T) {
	if SprinklersOn(nil, "full bloom") {
		t.Error("sprinklers on with no readings")
	}
}

func TestLevelString(t *testing.T) {
	for l, s := range map[Level]string{None: "none", Watch: "watch", Warning: "warning", Critical: "critical"} {
		if l.String() != s {
			t.Errorf("%d.String() = %q", l, l.String())
		}
	}
}
G
gofmt -w . >/dev/null 2>&1
go test -v ./... 2>&1
echo "exit status: $?"
