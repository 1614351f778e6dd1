#!/usr/bin/env bash
# rake test (minitest, verbose) of a maple sugarhouse evaporator calculator: ~2000 generated cases, a failure, an error, skips
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sugarhouse
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"; cd "$P"
cat > Rakefile <<'T'
require 'rake/testtask'

Rake::TestTask.new(:test) do |t|
  t.libs << 'lib' << 'test'
  t.test_files = FileList['test/**/*_test.rb']
  t.warning = false
end

task default: :test
T
cat > lib/evaporator.rb <<'T'
# frozen_string_literal: true

module Sugarhouse
  # Rule of 86: gallons of sap needed per gallon of syrup = 86 / sugar%.
  def self.sap_ratio(brix)
    raise ArgumentError, "brix must be positive" unless brix.positive?
    86.0 / brix
  end

  def self.syrup_gallons(sap_gallons, brix)
    (sap_gallons / sap_ratio(brix)).round(2)
  end

  # Syrup is done 7.1 F above the boiling point of water at the current pressure.
  def self.draw_off_temp_f(water_boil_f)
    water_boil_f + 7.1
  end

  Grade = Struct.new(:name, :min_light)
  GRADES = [Grade.new('Golden Delicate', 75), Grade.new('Amber Rich', 50),
            Grade.new('Dark Robust', 25), Grade.new('Very Dark Strong', 0)].freeze

  def self.grade(light_transmission)
    GRADES.find { |g| light_transmission > g.min_light }&.name
  end

  def self.cords_per_season(boil_hours, cords_per_hour)
    boil_hours * cords_per_hour
  end
end
T
ruby - <<'R'
lines = ["require 'minitest/autorun'", "require 'evaporator'", "", "class SapRatioTest < Minitest::Test"]
n = 0
(15..40).each do |b10|
  brix = b10 / 10.0
  [50, 100, 250, 400, 800, 1200, 2500, 4000, 6000, 9000].each do |sap|
    n += 1
    expected = (sap / (86.0 / brix)).round(2)
    lines << "  def test_syrup_#{sap}_gal_at_brix_#{b10}"
    lines << "    assert_in_delta #{expected}, Sugarhouse.syrup_gallons(#{sap}, #{brix}), 0.01"
    lines << "  end"
  end
end
lines << "end" << ""
lines << "class GradeTest < Minitest::Test"
(0..100).each do |lt|
  exp = lt > 75 ? 'Golden Delicate' : lt > 50 ? 'Amber Rich' : lt > 25 ? 'Dark Robust' : 'Very Dark Strong'
  exp = 'Very Dark Strong' if lt.zero?
  lines << "  def test_grade_at_#{lt}_percent_light"
  lines << "    assert_equal #{exp.inspect}, Sugarhouse.grade(#{lt})"
  lines << "  end"
end
lines << "end"
File.write('test/ratio_test.rb', lines.join("\n") + "\n")
lines = ["require 'minitest/autorun'", "require 'evaporator'", "", "class DrawOffTest < Minitest::Test"]
(2060..2130).each do |t10|
  [0, 1, 2].each do |k|
    t = t10 / 10.0 + k * 0.05
    name = format('%.2f', t).tr('.', '_')
    lines << "  def test_draw_off_at_#{name}_f"
    lines << "    assert_in_delta #{(t + 7.1).round(3)}, Sugarhouse.draw_off_temp_f(#{t}), 0.001"
    lines << "  end"
  end
end
lines << "  def test_zero_brix_rejected"
lines << "    assert_raises(ArgumentError) { Sugarhouse.sap_ratio(0) }"
lines << "  end"
lines << "  def test_cords_for_short_season"
lines << "    assert_equal 12.5, Sugarhouse.cords_per_season(50, 0.25)"
lines << "  end"
lines << "  def test_cords_with_missing_log"
lines << "    assert_equal 0, Sugarhouse.cords_per_season(nil, 0.25)"
lines << "  end"
lines << "  def test_reverse_osmosis_preconcentration"
lines << "    skip 'RO unit model not written yet'"
lines << "  end"
lines << "  def test_altitude_boiling_point_table"
lines << "    skip 'needs NOAA barometric feed'"
lines << "  end"
lines << "end"
File.write('test/drawoff_test.rb', lines.join("\n") + "\n")
R
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#/usr/lib/ruby/gems/[0-9.]*/gems/#/usr/lib/ruby/gems/3.1.0/gems/#g' -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ rake test TESTOPTS="-v --seed=4242"'; rake test TESTOPTS="-v --seed=4242" 2>&1; echo "exit status: $?"; } | neutral
