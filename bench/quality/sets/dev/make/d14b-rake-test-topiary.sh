#!/usr/bin/env bash
# rake test (minitest -v, fixed seed) on a topiary garden maintenance planner in Ruby:
# ~1500 tests, a failure, an error with a backtrace into lib/, and a few skips.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/topiary
rm -rf "$P"; mkdir -p "$P/lib/topiary" "$P/test"
cd "$P"
cat > Rakefile <<'T'
require "rake/testtask"
Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
  t.warning = false
end
task default: :test
T
cat > lib/topiary.rb <<'T'
require "topiary/shape"
require "topiary/shears"
require "topiary/season"
require "topiary/plan"
T
cat > lib/topiary/shape.rb <<'T'
module Topiary
  class Shape
    attr_reader :kind, :height_cm, :width_cm
    def initialize(kind, height_cm, width_cm)
      @kind, @height_cm, @width_cm = kind, height_cm, width_cm
    end

    # Surface to clip, approximated per shape family.
    def clip_area_m2
      h = height_cm / 100.0
      w = width_cm / 100.0
      case kind
      when :ball then Math::PI * w * w
      when :cone then Math::PI * (w / 2) * Math.sqrt(h * h + (w / 2)**2)
      when :box then 2 * h * w * 2 + w * w
      when :spiral then Math::PI * (w / 2) * h * 1.6
      else raise ArgumentError, "unknown shape #{kind.inspect}"
      end
    end
  end
end
T
cat > lib/topiary/shears.rb <<'T'
module Topiary
  module Shears
    RATES = { hand: 1.8, electric: 6.5, pole: 4.0 } # m2 per 10 minutes
    def self.minutes(area_m2, tool)
      rate = RATES.fetch(tool)
      (area_m2 / rate * 10).round(1)
    end
  end
end
T
cat > lib/topiary/season.rb <<'T'
require "date"
module Topiary
  module Season
    # Box and yew: first trim after the last frost, second in late summer.
    WINDOWS = {
      buxus: [[5, 20], [8, 25]],
      taxus: [[6, 1], [9, 10]],
      ligustrum: [[5, 1], [7, 15], [9, 1]]
    }
    def self.trims_for(species, year)
      WINDOWS[species].map { |m, d| Date.new(year, m, d) }
    end
  end
end
T
cat > lib/topiary/plan.rb <<'T'
module Topiary
  class Plan
    Entry = Struct.new(:plant_id, :shape, :species, :tool)
    def initialize(entries) = @entries = entries

    def minutes_on(date)
      @entries.sum do |e|
        next 0 unless Season.trims_for(e.species, date.year).include?(date)
        Shears.minutes(e.shape.clip_area_m2, e.tool)
      end
    end

    def busiest_day(year)
      days = @entries.flat_map { |e| Season.trims_for(e.species, year) }.uniq
      days.max_by { |d| minutes_on(d) }
    end
  end
end
T
# generated case tests (one test per catalogue plant, produced by the nursery import)
ruby -e '
shapes = %w[ball cone box spiral]
File.open("test/shape_catalogue_test.rb", "w") do |f|
  f.puts "require \"test_helper\"", "class ShapeCatalogueTest < Minitest::Test"
  (1..520).each { |i| s = shapes[i % 4]; f.puts "  def test_plant_#{format("%04d", i)}_#{s}_area_positive\n    assert_operator Topiary::Shape.new(:#{s}, #{60 + i % 140}, #{30 + i % 90}).clip_area_m2, :>, 0\n  end" }
  f.puts "end"
end
File.open("test/shears_rates_test.rb", "w") do |f|
  f.puts "require \"test_helper\"", "class ShearsRatesTest < Minitest::Test"
  (1..480).each { |i| t = %w[hand electric pole][i % 3]; f.puts "  def test_minutes_#{t}_#{format("%03d", i)}_m2\n    assert_operator Topiary::Shears.minutes(#{i}.0 / 10, :#{t}), :>=, 0\n  end" }
  f.puts "end"
end
File.open("test/season_calendar_test.rb", "w") do |f|
  f.puts "require \"test_helper\"", "class SeasonCalendarTest < Minitest::Test"
  (2001..2460).each { |y| sp = %w[buxus taxus ligustrum][y % 3]; f.puts "  def test_#{sp}_windows_in_#{y}\n    assert Topiary::Season.trims_for(:#{sp}, #{y}).all? { |d| d.year == #{y} }\n  end" }
  f.puts "end"
end
'
cat > test/test_helper.rb <<'T'
require "minitest/autorun"
require "topiary"
T
cat > test/plan_test.rb <<'T'
require "test_helper"
class PlanTest < Minitest::Test
  E = Topiary::Plan::Entry

  def test_cone_area_for_standard_yew
    area = Topiary::Shape.new(:cone, 180, 90).clip_area_m2
    assert_in_delta 1.32, area, 0.01, "cone clip area for a 180x90 yew"
  end

  def test_minutes_for_box_hedge_by_hand
    assert_equal 14.4, Topiary::Shears.minutes(Topiary::Shape.new(:box, 60, 40).clip_area_m2, :hand)
  end

  def test_busiest_day_with_holly
    plan = Topiary::Plan.new([
      E.new("P-014", Topiary::Shape.new(:ball, 80, 80), :buxus, :hand),
      E.new("P-027", Topiary::Shape.new(:spiral, 160, 60), :ilex, :electric)
    ])
    assert_equal Date.new(2027, 5, 20), plan.busiest_day(2027)
  end

  def test_busiest_day_single_species
    plan = Topiary::Plan.new([E.new("P-001", Topiary::Shape.new(:ball, 80, 80), :taxus, :pole)])
    assert_equal Date.new(2027, 6, 1), plan.busiest_day(2027)
  end

  def test_pole_shears_on_tall_spiral
    skip "pole shear rates not measured for spirals yet"
  end

  def test_frost_shift_for_northern_gardens
    skip "needs the frost-date table from the met office import"
  end
end
T
cmd='rake test TESTOPTS=-v --seed=5150'
{
  echo "\$ rake test TESTOPTS=\"-v --seed=5150\""
  timeout 120 rake test TESTOPTS="-v --seed=5150" 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' \
    -e 's/ = [0-9.]* s = / = 0.00 s = /' -e 's/^Finished in [0-9.]*s, [0-9.]* runs\/s, [0-9.]* assertions\/s\./Finished in 0.412207s, 3660.3720 runs\/s, 3660.3720 assertions\/s./' > "$WORK/out.txt"
