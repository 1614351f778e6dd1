#!/usr/bin/env bash
# go test -v ./... on a kazoo-factory QA module: ~750 tests, subtests, skips, 2 failures
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kazoo
GO=$(command -v go || echo /usr/lib/go-1.19/bin/go)
rm -rf "$P"; mkdir -p "$P/membrane" "$P/pitch" "$P/batch"
cd "$P"
cat > go.mod <<'EOF'
module example.com/kazoo

go 1.19
EOF
cat > membrane/membrane.go <<'EOF'
package membrane

// Thickness in microns of waxed-paper membranes; buzz band is 18..42.
func InBuzzBand(microns int) bool { return microns >= 18 && microns <= 42 }

func Grade(microns int) string {
	switch {
	case microns < 18:
		return "reject-thin"
	case microns <= 30:
		return "concert"
	case microns <= 42:
		return "toy"
	default:
		return "reject-thick"
	}
}
EOF
cat > pitch/pitch.go <<'EOF'
package pitch

import "math"

// Semitones between two frequencies, rounded to cents.
func Cents(f1, f2 float64) int { return int(math.Round(1200 * math.Log2(f2/f1))) }

// Body resonance of a tube of length mm (open-closed).
func Resonance(lengthMM float64) float64 { return 343000.0 / (4 * lengthMM) }
EOF
cat > batch/batch.go <<'EOF'
package batch

import (
	"errors"
	"fmt"
)

type Lot struct {
	ID      string
	Units   int
	Rejects int
}

var ErrEmpty = errors.New("batch: empty lot")

func YieldPct(l Lot) (float64, error) {
	if l.Units == 0 {
		return 0, ErrEmpty
	}
	return float64(l.Units-l.Rejects) * 100 / float64(l.Units), nil
}

func Label(l Lot) string { return fmt.Sprintf("%s/%04d", l.ID, l.Units) }
EOF
{
  echo 'package membrane'
  echo 'import "testing"'
  for i in $(seq 1 260); do
    m=$(( 10 + (i * 7) % 45 ))
    if [ $m -lt 18 ]; then g=reject-thin; elif [ $m -le 30 ]; then g=concert; elif [ $m -le 42 ]; then g=toy; else g=reject-thick; fi
    printf 'func TestGradeSheet%03d(t *testing.T) { if got := Grade(%d); got != "%s" { t.Fatalf("Grade(%d) = %%q", got) } }\n' $i $m $g $m
  done
  cat <<'EOT'
func TestHumidityChamber(t *testing.T) {
	t.Skip("humidity chamber rig offline (ticket QA-311)")
}
func TestBoundaryGrades(t *testing.T) {
	cases := []struct {
		microns int
		want    string
	}{{17, "reject-thin"}, {18, "concert"}, {30, "concert"}, {31, "toy"}, {42, "toy"}, {43, "reject-thick"}}
	for _, c := range cases {
		c := c
		t.Run(Grade(c.microns), func(t *testing.T) {
			if got := Grade(c.microns); got != c.want {
				t.Errorf("Grade(%d) = %q, want %q", c.microns, got, c.want)
			}
		})
	}
}
EOT
} > membrane/membrane_test.go
{
  echo 'package pitch'
  echo 'import "testing"'
  for i in $(seq 1 250); do
    printf 'func TestCentsOctave%03d(t *testing.T) { f := %d.0; if c := Cents(f, 2*f); c != 1200 { t.Errorf("octave from %%v gave %%d cents", f, c) } }\n' $i $(( 100 + i * 3 ))
  done
  cat <<'EOT'
func TestResonanceStandardBody(t *testing.T) {
	got := Resonance(110)
	if got < 779 || got > 781 {
		t.Errorf("Resonance(110mm) = %.2f Hz, want ~780 Hz", got)
	}
}
func TestResonanceMiniBody(t *testing.T) {
	got := Resonance(72)
	want := 1250.0
	if int(got) != int(want) {
		t.Errorf("Resonance(72mm) = %.2f Hz, want %.0f Hz (mini kazoo spec sheet rev C)", got, want)
	}
}
func TestStrobeTuner(t *testing.T) {
	if testing.Short() {
		t.Skip("strobe tuner test is slow; skipped in -short")
	}
}
func TestMicrophoneCapture(t *testing.T) {
	t.Skip("no audio device: ALSA hw:1,0 not present")
}
EOT
} > pitch/pitch_test.go
{
  echo 'package batch'
  echo 'import ("testing"; "errors"; "time")'
  for i in $(seq 1 240); do
    printf 'func TestLabelLot%03d(t *testing.T) { l := Lot{ID: "KZ%d", Units: %d}; if Label(l) == "" { t.Fatal("empty label") } }\n' $i $i $(( i * 17 ))
  done
  cat <<'EOT'
func TestYieldEmptyLot(t *testing.T) {
	if _, err := YieldPct(Lot{ID: "KZ0"}); !errors.Is(err, ErrEmpty) {
		t.Fatalf("want ErrEmpty, got %v", err)
	}
}
func TestYieldReworkedLot(t *testing.T) {
	l := Lot{ID: "KZ-0419", Units: 480, Rejects: 36}
	got, err := YieldPct(l)
	if err != nil {
		t.Fatal(err)
	}
	if got != 92.5 {
		t.Errorf("YieldPct(%+v) = %v, want 92.5", l, got)
	}
	l.Rejects = 31
	got, _ = YieldPct(l)
	if got < 93.6 {
		t.Errorf("after rework YieldPct = %.3f, want >= 93.6", got)
	}
}
func TestKilnCureWindow(t *testing.T) {
	time.Sleep(1200 * time.Millisecond)
}
EOT
} > batch/batch_test.go
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
$GO vet ./... >/dev/null 2>&1
{
  echo '$ go test -v ./...'
  timeout 120 $GO test -v ./... 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
