#!/bin/bash
# rake test (minitest, verbose) on a hand-spinning yarn calculator: a failure and an error with backtrace among many passes.
# usage: WORK=<scratch dir> bash d6d-rake-test-yarnspin.sh > ../outputs/d6d-rake-test-yarnspin.txt
WORK=${WORK:-/home/dev}
P=$WORK/yarnspin
rm -rf "$P"; mkdir -p "$P/lib/yarnspin" "$P/test"; cd "$P"
cat > Rakefile <<'EOF'
require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/test_*.rb"].sort
  t.warning = false
end

task default: :test
EOF
cat > lib/yarnspin.rb <<'EOF'
require "yarnspin/fibre"
require "yarnspin/ply"
require "yarnspin/skein"
EOF
cat > lib/yarnspin/fibre.rb <<'EOF'
module Yarnspin
  # Staple length (mm) and typical wraps-per-inch range for a fibre.
  Fibre = Struct.new(:name, :staple_mm, :crimp) do
    def twist_per_inch(wpi)
      factor = crimp == :high ? 0.5 : 0.7
      (wpi * factor).round(1)
    end
  end

  FIBRES = {
    "merino"     => Fibre.new("merino", 80, :high),
    "bluefaced"  => Fibre.new("bluefaced leicester", 120, :medium),
    "alpaca"     => Fibre.new("alpaca", 100, :low),
    "mohair"     => Fibre.new("mohair", 150, :low),
    "silk"       => Fibre.new("tussah silk", 250, :none),
  }.freeze

  def self.fibre(key)
    FIBRES.fetch(key) { raise ArgumentError, "unknown fibre #{key.inspect}" }
  end
end
EOF
cat > lib/yarnspin/ply.rb <<'EOF'
module Yarnspin
  WEIGHTS = [
    [40, "cobweb"], [30, "lace"], [18, "fingering"], [14, "sport"],
    [12, "dk"], [9, "worsted"], [7, "aran"], [5, "bulky"], [0, "super bulky"],
  ].freeze

  # Plying n singles of a given wpi roughly divides wpi by sqrt(n).
  def self.plied_wpi(single_wpi, plies)
    (single_wpi / Math.sqrt(plies)).round
  end

  def self.weight_class(wpi)
    WEIGHTS.find { |min, _| wpi > min }.last
  end
end
EOF
cat > lib/yarnspin/skein.rb <<'EOF'
module Yarnspin
  class Skein
    attr_reader :grams, :wraps, :niddy_noddy_m

    def initialize(grams:, wraps:, niddy_noddy_m: 1.5)
      @grams, @wraps, @niddy_noddy_m = grams, wraps, niddy_noddy_m
    end

    def metres
      wraps * niddy_noddy_m
    end

    def metres_per_100g
      (metres / grams * 100).round
    end

    def shrinkage(after_wash_m)
      ((metres - after_wash_m) / metres * 100).round(1)
    end

    def enough_for?(project_m, spare_pct: 10)
      metres >= project_m * (1 + spare_pct / 100)
    end
  end
end
EOF
cat > test/test_fibre.rb <<'EOF'
require "minitest/autorun"
require "yarnspin"

class TestFibre < Minitest::Test
  Yarnspin::FIBRES.each_key do |k|
    [8, 10, 12, 14, 16, 18, 22, 26, 30].each do |wpi|
      define_method("test_#{k}_twist_at_#{wpi}_wpi_positive") do
        assert_operator Yarnspin.fibre(k).twist_per_inch(wpi), :>, 0
      end
    end
  end

  def test_unknown_fibre_raises
    err = assert_raises(ArgumentError) { Yarnspin.fibre("angora") }
    assert_match(/angora/, err.message)
  end

  def test_merino_is_high_crimp
    assert_equal :high, Yarnspin.fibre("merino").crimp
  end
end
EOF
cat > test/test_ply.rb <<'EOF'
require "minitest/autorun"
require "yarnspin"

class TestPly < Minitest::Test
  (6..44).each do |wpi|
    define_method("test_weight_class_defined_for_#{wpi}_wpi") do
      refute_nil Yarnspin.weight_class(wpi)
    end
  end

  def test_two_ply_of_fingering_singles_is_dk
    assert_equal "dk", Yarnspin.weight_class(Yarnspin.plied_wpi(24, 2))
  end

  def test_three_ply_of_lace_singles_is_sport
    assert_equal "sport", Yarnspin.weight_class(Yarnspin.plied_wpi(36, 3))
  end

  def test_super_bulky_at_zero_wpi
    assert_equal "super bulky", Yarnspin.weight_class(0)
  end

  def test_art_yarn_single_skipped
    skip "thick-and-thin art yarn has no stable wpi yet"
  end
end
EOF
cat > test/test_skein.rb <<'EOF'
require "minitest/autorun"
require "yarnspin"

class TestSkein < Minitest::Test
  def setup
    @skein = Yarnspin::Skein.new(grams: 113, wraps: 240)
  end

  def test_metres_from_wraps
    assert_in_delta 360.0, @skein.metres, 0.01
  end

  def test_metres_per_100g
    assert_equal 319, @skein.metres_per_100g
  end

  def test_shrinkage_after_wash
    assert_equal 5.0, @skein.shrinkage(342.0)
  end

  def test_enough_for_hat_with_spare
    assert @skein.enough_for?(300)
  end

  def test_not_enough_for_shawl_with_spare
    refute @skein.enough_for?(340), "340 m + 10% spare = 374 m, skein has 360 m"
  end

  def test_custom_niddy_noddy
    s = Yarnspin::Skein.new(grams: 50, wraps: 100, niddy_noddy_m: 2)
    assert_equal 200, s.metres
  end

  (1..30).each do |i|
    define_method("test_metres_scale_with_wraps_#{i * 10}") do
      assert_in_delta i * 15.0, Yarnspin::Skein.new(grams: 100, wraps: i * 10).metres, 0.001
    end
  end
end
EOF
{
  echo '$ rake test TESTOPTS="--verbose --seed=4242"'
  rake test TESTOPTS="--verbose --seed=4242" 2>&1
  echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/ = [0-9.]* s = / = 0.00 s = /' -e 's/Finished in [0-9.]*s/Finished in 0.012345s/' -e 's/, [0-9.]* runs\/s, [0-9.]* assertions\/s/, 9720.1 runs\/s, 9801.3 assertions\/s/'
