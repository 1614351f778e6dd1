#!/usr/bin/env bash
# rake test (minitest, verbose) on a community seed-swap ledger: ~330 tests, failures, an error, skips
set -u
WORK=${WORK:-/home/dev}
run() { echo "\$ $*"; timeout 120 bash -c "$*" 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; }
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
P=$WORK/seedswap
rm -rf "$P"; mkdir -p "$P/lib/seedswap" "$P/test"; cd "$P"
cat > Rakefile <<'T'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.warning = false
end
task default: :test
T
cat > lib/seedswap/packet.rb <<'T'
module Seedswap
  Packet = Struct.new(:variety, :family, :year, :grams, :germination_pct) do
    def viable?(this_year)
      age = this_year - year
      limit = { "allium" => 1, "brassica" => 4, "cucurbit" => 5, "legume" => 3, "solanum" => 4 }.fetch(family, 2)
      age <= limit && germination_pct >= 60
    end

    def credits
      base = (grams * 2).round
      heirloom? ? base + 3 : base
    end

    def heirloom?
      variety.end_with?("(HL)")
    end
  end
end
T
cat > lib/seedswap/ledger.rb <<'T'
require "seedswap/packet"

module Seedswap
  class Ledger
    def initialize
      @balances = Hash.new(0)
      @log = []
    end

    def deposit(member, packet)
      @balances[member] += packet.credits
      @log << [:in, member, packet]
    end

    def withdraw(member, packet)
      cost = packet.credits
      raise ArgumentError, "#{member} has #{@balances[member]} credits, needs #{cost}" if @balances[member] < cost
      @balances[member] -= cost
      @log << [:out, member, packet]
    end

    def balance(member) = @balances[member]

    def top_donors(n)
      @log.select { |dir, _, _| dir == :in }.group_by { |_, m, _| m }
          .map { |m, rows| [m, rows.sum { |_, _, p| p.grams }] }
          .sort_by { |_, g| -g }.first(n).map(&:first)
    end
  end
end
T
cat > lib/seedswap.rb <<'T'
require "seedswap/packet"
require "seedswap/ledger"
T
{
echo 'require "minitest/autorun"'
echo 'require "seedswap"'
echo 'class ViabilityTest < Minitest::Test'
fams="allium brassica cucurbit legume solanum umbellifer"
for f in $fams; do
  for age in 0 1 2 3 4 5 6; do
    for germ in 55 70 85 95; do
      lim=$(case $f in allium) echo 1;; brassica) echo 4;; cucurbit) echo 5;; legume) echo 3;; solanum) echo 4;; *) echo 2;; esac)
      if [ $age -le $lim ] && [ $germ -ge 60 ]; then exp=true; else exp=false; fi
      [ "$f$age$germ" = "legume385" ] && exp=false
      echo "  def test_${f}_age${age}_germ${germ}"
      echo "    p = Seedswap::Packet.new(\"Test ${f}\", \"${f}\", 2026 - ${age}, 5.0, ${germ})"
      echo "    assert_equal ${exp}, p.viable?(2026)"
      echo "  end"
    done
  done
done
echo 'end'
} > test/viability_test.rb
{
echo 'require "minitest/autorun"'
echo 'require "seedswap"'
echo 'class CreditsTest < Minitest::Test'
for g in $(seq 1 60); do
  gr=$(python3 -c "print(round($g*0.75,2))")
  exp=$(python3 -c "print(round($g*0.75*2))")
  echo "  def test_credits_for_${g}_quarter_packets"
  echo "    assert_equal ${exp}, Seedswap::Packet.new(\"Bean\", \"legume\", 2025, ${gr}, 90).credits"
  echo "  end"
done
cat <<'T'
  def test_heirloom_bonus
    p = Seedswap::Packet.new("Cherokee Trail of Tears (HL)", "legume", 2025, 4.0, 92)
    assert_equal 11, p.credits
  end

  def test_heirloom_marker_lowercase
    p = Seedswap::Packet.new("Moon and Stars (hl)", "cucurbit", 2025, 3.0, 88)
    assert p.heirloom?, "expected '(hl)' to count as heirloom"
  end
end
T
} > test/credits_test.rb
cat > test/ledger_test.rb <<'T'
require "minitest/autorun"
require "seedswap"

class LedgerTest < Minitest::Test
  def setup
    @l = Seedswap::Ledger.new
    @tomato = Seedswap::Packet.new("Brandywine (HL)", "solanum", 2025, 2.0, 90)
    @kale = Seedswap::Packet.new("Red Russian", "brassica", 2024, 6.0, 81)
  end

  def test_deposit_credits
    @l.deposit("Ines", @tomato)
    assert_equal 7, @l.balance("Ines")
  end

  def test_withdraw_without_credit_raises
    assert_raises(ArgumentError) { @l.withdraw("Tomasz", @kale) }
  end

  def test_top_donors
    @l.deposit("Ines", @tomato)
    @l.deposit("Ravi", @kale)
    @l.deposit("Ines", @kale)
    assert_equal ["Ines", "Ravi"], @l.top_donors(2)
  end

  def test_withdraw_nil_packet
    @l.deposit("Ines", @kale)
    @l.withdraw("Ines", nil)
    assert_equal 12, @l.balance("Ines")
  end

  def test_swap_day_export
    skip "CSV export lands in 0.5"
  end

  def test_frost_dates_by_postcode
    skip "needs the frost-date API key"
  end
end
T
run rake test TESTOPTS=\"-v --seed=4242\" | neutral
