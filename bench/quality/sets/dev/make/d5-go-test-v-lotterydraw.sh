#!/usr/bin/env bash
# d5: go test -v ./... on a charity raffle / lottery-draw service: ~1000 table subtests,
# skips, one failing payout subtest and one failing ticket-check test.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/raffledraw
GOROOT_DIR=$(go env GOROOT)
rm -rf "$P"; mkdir -p "$P/draw" "$P/tickets" "$P/payout"; cd "$P"
export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$WORK/.gocache-raffledraw"
cat > go.mod <<'EOF'
module example.org/raffledraw

go 1.19
EOF
cat > draw/draw.go <<'EOF'
package draw

import "math/rand"

// Pick draws k distinct numbers from 1..n with a seeded source (the seed is published
// before each draw so anyone can replay it).
func Pick(seed int64, n, k int) []int {
	r := rand.New(rand.NewSource(seed))
	perm := r.Perm(n)
	out := make([]int, k)
	for i := 0; i < k; i++ {
		out[i] = perm[i] + 1
	}
	return out
}
EOF
cat > draw/draw_test.go <<'EOF'
package draw

import (
	"fmt"
	"testing"
)

func TestPickDistinct(t *testing.T) {
	for seed := int64(1); seed <= 120; seed++ {
		for _, k := range []int{1, 3, 6} {
			seed, k := seed, k
			t.Run(fmt.Sprintf("seed=%d/k=%d", seed, k), func(t *testing.T) {
				got := Pick(seed, 49, k)
				seen := map[int]bool{}
				for _, v := range got {
					if v < 1 || v > 49 || seen[v] {
						t.Fatalf("bad pick %v", got)
					}
					seen[v] = true
				}
			})
		}
	}
}

func TestPickReplayable(t *testing.T) {
	a, b := Pick(20240501, 49, 6), Pick(20240501, 49, 6)
	t.Logf("published seed 20240501 draws %v", a)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("replay differs: %v vs %v", a, b)
		}
	}
}

func TestHardwareRNG(t *testing.T) {
	t.Skip("hardware RNG only available on the draw-night laptop")
}
EOF
cat > tickets/tickets.go <<'EOF'
package tickets

import (
	"fmt"
	"strconv"
	"strings"
)

// Code is BOOK-SERIAL-CHECK, e.g. "B07-00412-3"; CHECK is the sum of serial digits mod 10.
func Valid(code string) error {
	parts := strings.Split(code, "-")
	if len(parts) != 3 {
		return fmt.Errorf("ticket %q: want 3 parts, got %d", code, len(parts))
	}
	if !strings.HasPrefix(parts[0], "B") {
		return fmt.Errorf("ticket %q: book must start with B", code)
	}
	sum := 0
	for _, c := range parts[1] {
		sum += int(c - '0')
	}
	check, err := strconv.Atoi(parts[2])
	if err != nil {
		return fmt.Errorf("ticket %q: check digit: %w", code, err)
	}
	if sum%10 != check {
		return fmt.Errorf("ticket %q: check digit %d, want %d", code, check, sum%10)
	}
	return nil
}
EOF
cat > tickets/tickets_test.go <<'EOF'
package tickets

import (
	"fmt"
	"testing"
)

func check(serial string) int {
	s := 0
	for _, c := range serial {
		s += int(c - '0')
	}
	return s % 10
}

func TestValidBooks(t *testing.T) {
	for book := 1; book <= 12; book++ {
		for serial := 400; serial < 430; serial++ {
			s := fmt.Sprintf("%05d", serial)
			code := fmt.Sprintf("B%02d-%s-%d", book, s, check(s))
			t.Run(code, func(t *testing.T) {
				if err := Valid(code); err != nil {
					t.Error(err)
				}
			})
		}
	}
}

func TestRejectsLowercaseBook(t *testing.T) {
	if err := Valid("b07-00412-7"); err == nil {
		t.Errorf("Valid(%q) = nil, want error for lowercase book prefix", "b07-00412-7")
	}
}

func TestRejectsLetterInSerial(t *testing.T) {
	if err := Valid("B07-00A12-0"); err == nil {
		t.Errorf("Valid(%q) = nil, want error for non-digit serial", "B07-00A12-0")
	}
}
EOF
cat > payout/payout.go <<'EOF'
package payout

// Split divides the prize pot: 50% to the good cause, the rest across prize tiers
// (1st 60%, 2nd 25%, 3rd gets what is left, about 15%), in pence, rounding down.
func Split(potPence int64) (cause int64, tiers [3]int64) {
	cause = potPence / 2
	prizes := potPence - cause
	tiers[0] = int64(int32(prizes) * 60 / 100)
	tiers[1] = prizes * 25 / 100
	tiers[2] = prizes - tiers[0] - tiers[1]
	return cause, tiers
}
EOF
cat > payout/payout_test.go <<'EOF'
package payout

import (
	"fmt"
	"testing"
)

func TestSplitAddsUp(t *testing.T) {
	for i := int64(0); i < 300; i++ {
		pot := 5000 + i*i*i*27/10
		t.Run(fmt.Sprintf("pot=%d", pot), func(t *testing.T) {
			cause, tiers := Split(pot)
			total := cause + tiers[0] + tiers[1] + tiers[2]
			if total != pot {
				t.Errorf("Split(%d): cause %d + tiers %v = %d, lost %d pence", pot, cause, tiers, total, pot-total)
			}
			if tiers[0] < tiers[1] || tiers[1] < tiers[2] || tiers[2] < 0 {
				t.Errorf("Split(%d): tiers %v not in 1st > 2nd > 3rd order", pot, tiers)
			}
		})
	}
}

func TestSplitSpringFair(t *testing.T) {
	cause, tiers := Split(48_250)
	if cause != 24_125 || tiers != [3]int64{14_475, 6_031, 3_618} {
		t.Fatalf("Split(48250) = %d %v", cause, tiers)
	}
}

func TestGiftAidOnPot(t *testing.T) {
	t.Skip("gift aid does not apply to raffle tickets (HMRC guidance); kept for reference")
}
EOF
CMD="go test -count=1 -v ./..."
echo "\$ $CMD"
go test -count=1 -v ./... 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$GOROOT_DIR/#/usr/lib/go/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
