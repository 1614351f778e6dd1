#!/usr/bin/env bash
# rake test (minitest, verbose) for a hot-springs bathhouse booking app: a large suite with two failures,
# an error and some skips.
source "$(dirname "$0")/d-lib.sh"
P=$WORK/hotsprings
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"
cat > "$P/Rakefile" <<'T'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.warning = false
end
task default: :test
T
cat > "$P/lib/hotsprings.rb" <<'T'
module Hotsprings
  POOLS = { "cedar" => 38.5, "lava" => 41.0, "moon" => 36.0, "river" => 39.5 }.freeze
  MAX_SOAK_MIN = { 36 => 90, 38 => 60, 40 => 30, 42 => 15 }.freeze

  def self.max_soak(temp_c)
    key = MAX_SOAK_MIN.keys.select { |t| t <= temp_c }.max
    MAX_SOAK_MIN.fetch(key)
  end

  def self.price(pool, minutes, member: false)
    base = minutes <= 30 ? 1200 : 1200 + (minutes - 30) * 30
    base += 400 if pool == "lava"
    member ? (base * 0.85).round : base
  end

  def self.slot_ok?(start_hour, minutes)
    start_hour >= 6 && start_hour * 60 + minutes <= 23 * 60
  end
end
T
cat > "$P/test/soak_test.rb" <<'T'
require "minitest/autorun"
require "hotsprings"

class SoakTest < Minitest::Test
  (36..42).each do |t|
    define_method("test_max_soak_at_#{t}c") { assert_operator Hotsprings.max_soak(t), :>, 0 }
  end
  def test_hotter_pools_are_shorter
    assert_operator Hotsprings.max_soak(41), :<, Hotsprings.max_soak(37)
  end
  def test_below_range_uses_coolest
    assert_equal 90, Hotsprings.max_soak(34)
  end
  def test_lava_pool_limit
    assert_equal 30, Hotsprings.max_soak(Hotsprings::POOLS["lava"])
  end
end
T
cat > "$P/test/price_test.rb" <<'T'
require "minitest/autorun"
require "hotsprings"

class PriceTest < Minitest::Test
  %w[cedar moon river].each do |pool|
    [15, 30, 45, 60, 75, 90, 105, 120].each do |m|
      define_method("test_#{pool}_#{m}_minutes_positive") { assert_operator Hotsprings.price(pool, m), :>, 0 }
      define_method("test_#{pool}_#{m}_member_discount") do
        assert_operator Hotsprings.price(pool, m, member: true), :<, Hotsprings.price(pool, m)
      end
    end
  end
  def test_lava_surcharge
    assert_equal 1600, Hotsprings.price("lava", 30)
  end
  def test_member_rounding
    assert_equal 1275, Hotsprings.price("cedar", 45, member: true)
  end
  def test_gift_vouchers
    skip "voucher redemption moves to the till service in 3.2"
  end
  def test_group_rate
    skip "group pricing not decided by the owners yet"
  end
end
T
cat > "$P/test/slot_test.rb" <<'T'
require "minitest/autorun"
require "hotsprings"

class SlotTest < Minitest::Test
  (5..23).each do |h|
    [30, 60, 90].each do |m|
      define_method("test_slot_#{h}h_#{m}m_is_boolean") { assert_includes [true, false], Hotsprings.slot_ok?(h, m) }
    end
  end
  def test_last_slot_ends_by_closing
    refute Hotsprings.slot_ok?(22, 90), "a 90 minute soak starting 22:00 runs past 23:00 closing"
  end
  def test_opening_time
    assert Hotsprings.slot_ok?(6, 60)
  end
  def test_late_swim_until_midnight_on_fridays
    assert Hotsprings.slot_ok?(23, 45, friday: true)
  end
end
T
run d-rake-hotsprings "$P" 'rake test TESTOPTS="--verbose --seed=4242"'
