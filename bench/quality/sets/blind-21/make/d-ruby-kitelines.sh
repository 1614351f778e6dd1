#!/bin/bash
# A kite-festival line-tension planner script in Ruby that crashes with a nested exception (cause).
WORK=${WORK:-/home/dev}; P=$WORK/kitefest; rm -rf "$P"; mkdir -p "$P/lib" "$P/data"; cd "$P"
cat > lib/line.rb <<'T'
require "json"

class LineSpec
  attr_reader :id, :breaking_kg, :length_m
  def initialize(h)
    @id = h.fetch("id")
    @breaking_kg = Float(h.fetch("breaking_kg"))
    @length_m = Integer(h.fetch("length_m"))
  end
  def safe_load_kg(factor)
    breaking_kg / factor
  end
end

class Flight
  attr_reader :kite, :line, :wind_kmh
  def initialize(kite, line, wind_kmh)
    @kite, @line, @wind_kmh = kite, line, wind_kmh
  end
  def pull_kg
    area = kite.fetch("area_m2")
    0.5 * 1.225 * (wind_kmh / 3.6)**2 * area * kite.fetch("cl") / 9.81
  end
end
T
cat > lib/planner.rb <<'T'
require_relative "line"

class PlanError < StandardError; end

class Planner
  def initialize(path)
    @doc = JSON.parse(File.read(path))
  end
  def lines
    @lines ||= @doc["lines"].map { |h| LineSpec.new(h) }
  rescue KeyError, ArgumentError => e
    raise PlanError, "line table in plan is invalid"
  end
  def check(wind_kmh)
    @doc["kites"].each do |k|
      line = lines.find { |l| l.id == k["line"] }
      f = Flight.new(k, line, wind_kmh)
      verdict = f.pull_kg > line.safe_load_kg(3.0) ? "GROUND IT" : "ok"
      printf("%-14s %-6s pull %6.1f kg  limit %6.1f kg  %s\n", k["name"], line.id, f.pull_kg, line.safe_load_kg(3.0), verdict)
    end
  end
end
T
cat > plan.rb <<'T'
require_relative "lib/planner"
wind = Integer(ARGV[1] || 25)
puts "Kite festival line check at #{wind} km/h"
Planner.new(ARGV[0]).check(wind)
T
cat > data/saturday.json <<'T'
{"kites": [
  {"name": "Red Delta", "area_m2": 2.1, "cl": 0.9, "line": "D90"},
  {"name": "Octopus", "area_m2": 12.0, "cl": 0.8, "line": "S300"},
  {"name": "Box Cell", "area_m2": 3.5, "cl": 1.1, "line": "D150"}
 ],
 "lines": [
  {"id": "D90", "breaking_kg": "41", "length_m": 60},
  {"id": "D150", "breaking_kg": "68", "length_m": 90},
  {"id": "S300", "breaking_kg": "136 kg", "length_m": 120}
 ]}
T
{ echo '$ ruby plan.rb data/saturday.json 32'; ruby plan.rb data/saturday.json 32 2>&1; echo "exit status: $?"; } \
 | sed -e 's/\x1b\[[0-9;]*m//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
