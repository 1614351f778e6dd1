#!/usr/bin/env bash
# rake test (minitest) of a sandblasting-booth abrasive usage estimator: one failure, one error, one skip
W=${WORK:-/home/dev}
P=$W/blastbooth
rm -rf "$P"; mkdir -p "$P/lib" "$P/test"; cd "$P"
cat > Rakefile <<'T'
require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "test" << "lib"
  t.test_files = FileList["test/**/*_test.rb"]
  t.warning = false
end

task default: :test
T
cat > lib/abrasive.rb <<'T'
module Blastbooth
  GRITS = { "garnet_80" => 2.3, "glass_bead" => 1.5, "aluminium_oxide" => 3.9, "walnut_shell" => 0.8 }.freeze

  class Job
    attr_reader :area_m2, :grit, :nozzle_mm

    def initialize(area_m2:, grit:, nozzle_mm: 8)
      @area_m2 = area_m2
      @grit = grit
      @nozzle_mm = nozzle_mm
    end

    def kg_per_m2
      GRITS.fetch(grit)
    end

    def abrasive_kg
      (area_m2 * kg_per_m2 * (nozzle_mm / 8.0)).round(1)
    end

    def air_cfm
      { 6 => 85, 8 => 150, 10 => 225, 11 => 275 }.fetch(nozzle_mm)
    end

    def recycle_passes
      grit == "walnut_shell" ? 1 : 4
    end
  end
end
T
cat > test/job_test.rb <<'T'
require "minitest/autorun"
require "abrasive"

class JobTest < Minitest::Test
  def test_abrasive_for_trailer_chassis
    job = Blastbooth::Job.new(area_m2: 14.0, grit: "garnet_80")
    assert_equal 32.2, job.abrasive_kg
  end

  def test_bigger_nozzle_uses_more
    small = Blastbooth::Job.new(area_m2: 10, grit: "glass_bead", nozzle_mm: 6)
    large = Blastbooth::Job.new(area_m2: 10, grit: "glass_bead", nozzle_mm: 11)
    assert_operator large.abrasive_kg, :>, small.abrasive_kg
  end

  def test_air_for_half_inch_nozzle
    job = Blastbooth::Job.new(area_m2: 3, grit: "garnet_80", nozzle_mm: 12)
    assert_equal 340, job.air_cfm
  end

  def test_walnut_shell_recycles_twice
    job = Blastbooth::Job.new(area_m2: 2, grit: "walnut_shell")
    assert_equal 2, job.recycle_passes, "walnut shell breaks down after two passes"
  end

  def test_soda_blasting
    skip "soda bicarbonate media not stocked yet"
  end
end
T
for k in $(seq 1 14); do
cat > test/grit_${k}_test.rb <<T
require "minitest/autorun"
require "abrasive"

class Grit${k}Test < Minitest::Test
  Blastbooth::GRITS.each_key do |g|
    define_method("test_#{g}_positive_area_${k}") do
      assert_operator Blastbooth::Job.new(area_m2: ${k}, grit: g).abrasive_kg, :>, 0
    end
  end
end
T
done
neutral() { sed -e "s#$W/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
{ echo '$ rake test TESTOPTS="--seed=4242 -v"'; rake test TESTOPTS="--seed=4242 -v" 2>&1; echo "exit status: $?"; } | neutral
