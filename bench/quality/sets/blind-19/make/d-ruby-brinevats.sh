#!/usr/bin/env bash
# A pickle-brine vat scheduler in Ruby: a KeyError inside a YAML-free config loader, re-raised with a cause.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mGK]//g'; }
run() { echo "\$ $1"; ( eval "$1" ) 2>&1; echo "exit status: $?"; }
P=$WORK/brinevats
rm -rf "$P"; mkdir -p "$P/lib/brine"; cd "$P"
cat > lib/brine/vat.rb <<'T'
module Brine
  Vat = Struct.new(:name, :litres, :salt_pct, :vegetable)

  SALT_TARGETS = { "cucumber" => 3.5, "cabbage" => 2.0, "carrot" => 2.5 }.freeze

  def self.salt_grams(vat)
    target = SALT_TARGETS.fetch(vat.vegetable)
    (vat.litres * 1000 * target / 100.0).round
  end
end
T
cat > lib/brine/schedule.rb <<'T'
require_relative "vat"

module Brine
  class ScheduleError < StandardError; end

  class Schedule
    def initialize(vats) = @vats = vats

    def plan
      @vats.map do |v|
        grams = Brine.salt_grams(v)
        puts format("%-8s %4d L  %-9s salt %6d g", v.name, v.litres, v.vegetable, grams)
        grams
      rescue KeyError => e
        raise ScheduleError, "vat #{v.name}: no salt target for #{v.vegetable.inspect}"
      end
    end
  end
end
T
cat > plan_week.rb <<'T'
require_relative "lib/brine/schedule"

vats = [
  Brine::Vat.new("V1", 120, nil, "cucumber"),
  Brine::Vat.new("V2", 80, nil, "cabbage"),
  Brine::Vat.new("V3", 200, nil, "carrot"),
  Brine::Vat.new("V4", 60, nil, "green bean"),
  Brine::Vat.new("V5", 150, nil, "cucumber"),
]
total = Brine::Schedule.new(vats).plan.sum
puts "total salt: #{total} g"
T
{ run 'ruby plan_week.rb'; } | neutral > "$HERE/../outputs/d-ruby-brinevats.txt"
