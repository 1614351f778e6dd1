#!/bin/bash
# go test -v of a seaweed drying-shed controller: a large table-driven suite with subtests, one package failing
WORK=${WORK:-/home/dev}; P=$WORK/kelpdryer
rm -rf "$P"; mkdir -p "$P/humidity" "$P/rack" "$P/schedule"; cd "$P"
export GOPATH=$WORK/gopath GOCACHE=$WORK/gocache GOFLAGS=-mod=mod GOPROXY=off
cat > go.mod <<'EOF'
module example.com/kelpdryer

go 1.19
EOF
cat > humidity/humidity.go <<'EOF'
package humidity

import "math"

// DewPoint returns the dew point in Celsius (Magnus formula).
func DewPoint(tempC, rh float64) float64 {
	a, b := 17.62, 243.12
	g := math.Log(rh/100) + a*tempC/(b+tempC)
	return b * g / (a - g)
}

// FanDuty returns the extractor fan duty cycle in percent for a shed reading.
func FanDuty(tempC, rh float64) int {
	switch {
	case rh >= 85:
		return 100
	case rh >= 70:
		return 60 + int((rh-70)*2)
	case rh >= 55:
		return 30 + int((rh-55)*2)
	default:
		return 15
	}
}
EOF
python3 - <<'EOF' > humidity/humidity_test.go
print('package humidity\n\nimport (\n\t"fmt"\n\t"testing"\n)\n')
print('func TestFanDuty(t *testing.T) {\n\tcases := []struct{ t, rh float64; min, max int }{')
for t in range(8, 34, 2):
    for rh in range(40, 100, 4):
        if rh >= 85: lo, hi = 100, 100
        elif rh >= 70: lo, hi = 60, 90
        elif rh >= 55: lo, hi = 30, 60
        else: lo, hi = 15, 15
        print(f'\t\t{{{t}, {rh}, {lo}, {hi}}},')
print('\t}\n\tfor _, c := range cases {\n\t\tc := c\n\t\tt.Run(fmt.Sprintf("t%.0f_rh%.0f", c.t, c.rh), func(t *testing.T) {\n\t\t\td := FanDuty(c.t, c.rh)\n\t\t\tif d < c.min || d > c.max {\n\t\t\t\tt.Fatalf("FanDuty(%.0f, %.0f) = %d, want %d..%d", c.t, c.rh, d, c.min, c.max)\n\t\t\t}\n\t\t})\n\t}\n}\n')
print('func TestDewPointBelowAir(t *testing.T) {\n\tfor tc := 5.0; tc <= 35; tc += 5 {\n\t\tif dp := DewPoint(tc, 60); dp >= tc {\n\t\t\tt.Errorf("dew point %.2f not below air %.1f", dp, tc)\n\t\t}\n\t}\n}')
EOF
cat > rack/rack.go <<'EOF'
package rack

import "fmt"

type Tray struct {
	ID        string
	WetKg     float64
	MoistureP float64 // percent water by mass
}

// DryMass returns the bone-dry solids in the tray.
func (t Tray) DryMass() float64 { return t.WetKg * (1 - t.MoistureP/100) }

// TargetWeight is the tray weight at which the kelp reaches target moisture.
func (t Tray) TargetWeight(targetP float64) float64 {
	return t.DryMass() / (1 - targetP/100)
}

// Load distributes trays across racks of the given capacity in kg.
func Load(trays []Tray, capacityKg float64) ([][]Tray, error) {
	var racks [][]Tray
	var cur []Tray
	var w float64
	for _, t := range trays {
		if t.WetKg > capacityKg {
			return nil, fmt.Errorf("tray %s (%.1f kg) exceeds rack capacity %.1f kg", t.ID, t.WetKg, capacityKg)
		}
		if w+t.WetKg > capacityKg {
			racks = append(racks, cur)
			cur, w = nil, 0
		}
		cur = append(cur, t)
		w += t.WetKg
	}
	return racks, nil
}
EOF
python3 - <<'EOF' > rack/rack_test.go
print('package rack\n\nimport (\n\t"fmt"\n\t"math"\n\t"testing"\n)\n')
print('func TestTargetWeight(t *testing.T) {')
print('\tfor wet := 4.0; wet <= 20; wet += 2 {\n\t\tfor m := 70.0; m <= 90; m += 5 {\n\t\t\tfor tgt := 10.0; tgt <= 20; tgt += 5 {\n\t\t\t\twet, m, tgt := wet, m, tgt\n\t\t\t\tt.Run(fmt.Sprintf("wet%.0f_m%.0f_to%.0f", wet, m, tgt), func(t *testing.T) {\n\t\t\t\t\ttr := Tray{ID: "T", WetKg: wet, MoistureP: m}\n\t\t\t\t\tgot := tr.TargetWeight(tgt)\n\t\t\t\t\tif got >= wet || math.IsNaN(got) {\n\t\t\t\t\t\tt.Fatalf("target %.3f not below wet %.1f", got, wet)\n\t\t\t\t\t}\n\t\t\t\t})\n\t\t\t}\n\t\t}\n\t}\n}\n')
print('''func TestLoadKeepsEveryTray(t *testing.T) {
	trays := []Tray{{"A1", 12, 85}, {"A2", 9, 82}, {"A3", 14, 88}, {"B1", 7, 80}, {"B2", 11, 84}}
	racks, err := Load(trays, 25)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range racks {
		n += len(r)
	}
	if n != len(trays) {
		t.Errorf("Load kept %d trays across %d racks, want %d", n, len(racks), len(trays))
	}
}

func TestLoadRejectsOversize(t *testing.T) {
	_, err := Load([]Tray{{"X9", 31, 85}}, 25)
	if err == nil {
		t.Fatal("expected error for oversize tray")
	}
}

func TestLoadOnRealScale(t *testing.T) {
	t.Skip("needs the shed load cell on /dev/ttyUSB0")
}''')
EOF
cat > schedule/schedule.go <<'EOF'
package schedule

import "time"

// Shift returns how long the burner should run for a batch at the given outside temperature.
func Shift(batchKg float64, outsideC float64) time.Duration {
	base := time.Duration(batchKg*2.5) * time.Minute
	if outsideC < 5 {
		base += base / 4
	}
	return base
}
EOF
python3 - <<'EOF' > schedule/schedule_test.go
print('package schedule\n\nimport (\n\t"fmt"\n\t"testing"\n)\n')
print('func TestShiftMonotonic(t *testing.T) {\n\tfor kg := 5.0; kg <= 900; kg += 5 {\n\t\tfor c := -10.0; c <= 30; c += 10 {\n\t\t\tkg, c := kg, c\n\t\t\tt.Run(fmt.Sprintf("kg%.0f_c%.0f", kg, c), func(t *testing.T) {\n\t\t\t\tif Shift(kg+10, c) <= Shift(kg, c) {\n\t\t\t\t\tt.Fatal("not monotonic")\n\t\t\t\t}\n\t\t\t})\n\t\t}\n\t}\n}')
EOF
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
go test ./... >/dev/null 2>&1
run go test -v -count=1 ./... | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -E -e 's/\(([0-9]+\.[0-9]+)s\)/(0.00s)/g' -e 's/\t[0-9]+\.[0-9]+s$/\t0.012s/'
