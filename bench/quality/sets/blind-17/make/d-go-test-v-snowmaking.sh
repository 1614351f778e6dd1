#!/usr/bin/env bash
# go test -v ./... of a ski-resort snowmaking controller: big table-driven suites, one failing subtest, skips
set -u
WORK=${WORK:-/home/dev}
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
P=$WORK/snowmaking
rm -rf "$P"; mkdir -p "$P/wetbulb" "$P/cannon" "$P/schedule"; cd "$P"
cat > go.mod <<'T'
module example.org/snowmaking

go 1.19
T
cat > wetbulb/wetbulb.go <<'T'
package wetbulb

import "math"

// Stull approximation of wet-bulb temperature (C) from air temperature (C) and relative humidity (%).
func Stull(t, rh float64) float64 {
	return t*math.Atan(0.151977*math.Sqrt(rh+8.313659)) + math.Atan(t+rh) - math.Atan(rh-1.676331) +
		0.00391838*math.Pow(rh, 1.5)*math.Atan(0.023101*rh) - 4.686035
}

// Snowable reports whether conditions allow making snow (wet bulb at or below -2.5 C).
func Snowable(t, rh float64) bool {
	return Stull(t, rh) <= -2.5
}
T
cat > cannon/cannon.go <<'T'
package cannon

import "fmt"

type Cannon struct {
	ID       string
	Nozzles  int
	LitresPM float64
	Trail    string
}

// Output in cubic metres of snow per hour; one litre of water gives ~2.2 l of snow.
func (c Cannon) Output(hours float64) float64 {
	return c.LitresPM * 60 * hours * 2.2 / 1000
}

func (c Cannon) Label() string {
	return fmt.Sprintf("%s@%s", c.ID, c.Trail)
}

// StagesFor returns how many nozzle stages to open at a wet-bulb temperature.
func StagesFor(wb float64, nozzles int) int {
	switch {
	case wb > -2.5:
		return 0
	case wb > -5:
		return nozzles / 3
	case wb > -8:
		return nozzles * 2 / 3
	default:
		return nozzles
	}
}
T
cat > schedule/schedule.go <<'T'
package schedule

import "time"

// NightWindow returns the hours a cannon may run, cut short when the lifts open at 08:30.
func NightWindow(start time.Time) time.Duration {
	open := time.Date(start.Year(), start.Month(), start.Day(), 8, 30, 0, 0, start.Location())
	if !start.Before(open) {
		open = open.Add(24 * time.Hour)
	}
	return open.Sub(start)
}
T
python3 - <<'PY'
import math, random
random.seed(2017)
def stull(t, rh):
    return t*math.atan(0.151977*math.sqrt(rh+8.313659)) + math.atan(t+rh) - math.atan(rh-1.676331) + 0.00391838*rh**1.5*math.atan(0.023101*rh) - 4.686035
rows = []
for t in range(-15, 6):
    for rh in range(20, 101, 2):
        rows.append((t, rh, stull(t, rh) <= -2.5))
lines = ['package wetbulb', '', 'import (', '\t"fmt"', '\t"testing"', ')', '', 'func TestSnowable(t *testing.T) {', '\tcases := []struct {', '\t\tt, rh float64', '\t\twant  bool', '\t}{']
for (t, rh, w) in rows:
    lines.append(f'\t\t{{{t}, {rh}, {str(w).lower()}}},')
lines += ['\t}', '\tfor _, c := range cases {', '\t\tc := c', '\t\tt.Run(fmt.Sprintf("T%+.0f_RH%.0f", c.t, c.rh), func(t *testing.T) {',
          '\t\t\tif got := Snowable(c.t, c.rh); got != c.want {', '\t\t\t\tt.Errorf("Snowable(%v, %v) = %v, want %v", c.t, c.rh, got, c.want)', '\t\t\t}', '\t\t})', '\t}', '}', '',
          'func TestStullReference(t *testing.T) {', '\tgot := Stull(20, 50)', '\tif got < 13.6 || got > 13.8 {', '\t\tt.Fatalf("Stull(20, 50) = %.3f, want about 13.7", got)', '\t}', '}', '',
          'func TestHumidityFromSensorBus(t *testing.T) {', '\tt.Skip("needs the RS-485 weather mast on the summit")', '}']
open("wetbulb/wetbulb_test.go", "w").write("\n".join(lines) + "\n")
trails = ["Edelweiss", "Gams", "Nordhang", "Talabfahrt", "Kanonenrohr", "Familienpiste"]
lines = ['package cannon', '', 'import (', '\t"fmt"', '\t"testing"', ')', '', 'func TestStagesFor(t *testing.T) {', '\tfor wb := -12.0; wb <= 1.0; wb += 0.25 {', '\t\tfor _, n := range []int{3, 6, 9, 12} {', '\t\t\twb, n := wb, n',
         '\t\t\tt.Run(fmt.Sprintf("wb%.2f_n%d", wb, n), func(t *testing.T) {', '\t\t\t\ts := StagesFor(wb, n)', '\t\t\t\tif s < 0 || s > n {', '\t\t\t\t\tt.Errorf("StagesFor(%v, %d) = %d out of range", wb, n, s)', '\t\t\t\t}', '\t\t\t\tif wb <= -8 && s != n {', '\t\t\t\t\tt.Errorf("StagesFor(%v, %d) = %d, want all %d nozzles", wb, n, s, n)', '\t\t\t\t}', '\t\t\t})', '\t\t}', '\t}', '}', '',
         'func TestOutput(t *testing.T) {', '\tc := Cannon{ID: "SC-07", Nozzles: 9, LitresPM: 450, Trail: "Gams"}', '\tif got := c.Output(10); got < 593 || got > 595 {', '\t\tt.Errorf("Output(10) = %.1f, want 594.0", got)', '\t}', '}', '',
         'func TestLabel(t *testing.T) {', '\tc := Cannon{ID: "SC-11", Trail: "Nordhang"}', '\tif c.Label() != "SC-11@Nordhang" {', '\t\tt.Errorf("got %q", c.Label())', '\t}', '}']
open("cannon/cannon_test.go", "w").write("\n".join(lines) + "\n")
lines = ['package schedule', '', 'import (', '\t"testing"', '\t"time"', ')', '',
         'func TestNightWindow(t *testing.T) {', '\tcases := []struct {', '\t\tname  string', '\t\tstart string', '\t\twant  time.Duration', '\t}{',
         '\t\t{"evening", "2024-01-10T18:00:00Z", 14*time.Hour + 30*time.Minute},',
         '\t\t{"midnight", "2024-01-11T00:00:00Z", 8*time.Hour + 30*time.Minute},',
         '\t\t{"after opening", "2024-01-11T09:00:00Z", 23*time.Hour + 30*time.Minute},',
         '\t\t{"dst switch", "2024-03-30T22:00:00+01:00", 9*time.Hour + 30*time.Minute},',
         '\t}', '\tfor _, c := range cases {', '\t\tc := c', '\t\tt.Run(c.name, func(t *testing.T) {', '\t\t\tst, _ := time.Parse(time.RFC3339, c.start)',
         '\t\t\tif got := NightWindow(st); got != c.want {', '\t\t\t\tt.Errorf("NightWindow(%s) = %v, want %v", c.start, got, c.want)', '\t\t\t}', '\t\t})', '\t}', '}', '',
         'func TestGroomerConflict(t *testing.T) {', '\tif testing.Short() {', '\t\tt.Skip("slow: replays a full season of groomer GPS tracks")', '\t}', '}']
open("schedule/schedule_test.go", "w").write("\n".join(lines) + "\n")
PY
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ go test -v -short ./...'; $GO test -v -short ./... 2>&1; echo "exit status: $?"; } | neutral
