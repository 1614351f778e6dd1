#!/bin/bash
# A Ruby script that builds a hand-bell choir rota crashes with a nested exception (cause chain).
WORK=${WORK:-/home/dev}; P=$WORK/handbells
rm -rf "$P"; mkdir -p "$P/lib/handbells" "$P/data"; cd "$P"
cat > data/ringers.csv <<'EOF'
name,bells,available
Agnes,C5/D5,mon;wed
Bartholomew,E5/F5,wed
Cressida,G5/A5,mon;wed;fri
Dmitri,B5/C6,
Eulalia,D6/E6,fri
EOF
cat > lib/handbells/ringer.rb <<'EOF'
module Handbells
  Ringer = Struct.new(:name, :bells, :days) do
    def self.from_row(row)
      days = row.fetch("available").split(";").map(&:to_sym)
      new(row["name"], row["bells"].split("/"), days)
    end

    def available?(day) = days.include?(day)
  end
end
EOF
cat > lib/handbells/rota.rb <<'EOF'
require "csv"
require_relative "ringer"

module Handbells
  class RotaError < StandardError; end

  class Rota
    DAYS = %i[mon wed fri].freeze

    def initialize(path)
      @path = path
    end

    def ringers
      @ringers ||= CSV.read(@path, headers: true).map { |row| Ringer.from_row(row) }
    rescue NoMethodError => e
      raise RotaError, "cannot parse #{File.basename(@path)}: #{e.message}"
    end

    def for_day(day)
      ringers.select { |r| r.available?(day) }.flat_map(&:bells)
    end

    def print
      DAYS.each { |d| puts format("%-4s %s", d, for_day(d).join(" ")) }
    end
  end
end
EOF
cat > rota.rb <<'EOF'
require_relative "lib/handbells/rota"
puts "Hand-bell rota, Advent term"
Handbells::Rota.new(File.join(__dir__, "data", "ringers.csv")).print
EOF
{ echo '$ ruby rota.rb'; ruby rota.rb 2>&1; echo "exit status: $?"; } | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
