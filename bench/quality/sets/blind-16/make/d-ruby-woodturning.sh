#!/usr/bin/env bash
# d-ruby-woodturning: a Ruby lathe-speed / blank-cutting planner raises an
# exception with a cause chain while importing a blanks CSV.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d-ruby-woodturning.txt}
P=$WORK/woodturning
neutral() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/lib/lathe" "$P/bin" "$P/data"; cd "$P"
cat > lib/lathe/species.rb <<'EOF'
# frozen_string_literal: true

module Lathe
  Species = Struct.new(:name, :density, :max_surface_speed, keyword_init: true)

  SPECIES = {
    "ash"      => Species.new(name: "ash", density: 710, max_surface_speed: 20.0),
    "sycamore" => Species.new(name: "sycamore", density: 630, max_surface_speed: 22.0),
    "yew"      => Species.new(name: "yew", density: 670, max_surface_speed: 18.0),
    "olive"    => Species.new(name: "olive", density: 990, max_surface_speed: 16.0),
    "walnut"   => Species.new(name: "walnut", density: 640, max_surface_speed: 20.0),
  }.freeze

  class UnknownSpecies < KeyError; end

  def self.species(name)
    SPECIES.fetch(name.downcase)
  rescue KeyError
    raise UnknownSpecies, "no turning data for species #{name.inspect}"
  end
end
EOF
cat > lib/lathe/blank.rb <<'EOF'
# frozen_string_literal: true

require_relative "species"

module Lathe
  class Blank
    attr_reader :id, :species, :diameter_mm, :thickness_mm

    def initialize(id:, species:, diameter_mm:, thickness_mm:)
      @id = id
      @species = Lathe.species(species)
      @diameter_mm = Float(diameter_mm)
      @thickness_mm = Float(thickness_mm)
    end

    def mass_kg
      r = diameter_mm / 2000.0
      Math::PI * r * r * (thickness_mm / 1000.0) * species.density
    end

    # Safe spindle speed so the rim stays under the species' surface speed.
    def max_rpm
      circumference_m = Math::PI * diameter_mm / 1000.0
      (species.max_surface_speed * 60 / circumference_m).floor
    end
  end
end
EOF
cat > lib/lathe/importer.rb <<'EOF'
# frozen_string_literal: true

require "csv"
require_relative "blank"

module Lathe
  class ImportError < StandardError; end

  class Importer
    def initialize(path)
      @path = path
    end

    def blanks
      rows.each_with_index.map do |row, i|
        build(row, i + 2)
      end
    end

    private

    def rows
      CSV.read(@path, headers: true)
    end

    def build(row, line)
      Blank.new(id: row["id"], species: row["species"],
                diameter_mm: row["diameter_mm"], thickness_mm: row["thickness_mm"])
    rescue ArgumentError, UnknownSpecies => e
      raise ImportError, "#{@path}:#{line}: bad blank #{row['id'].inspect}"
    end
  end
end
EOF
cat > bin/turnplan <<'EOF'
#!/usr/bin/env ruby
# frozen_string_literal: true

require_relative "../lib/lathe/importer"

path = ARGV.fetch(0, "data/blanks.csv")
puts "turnplan 0.6.0 - reading #{path}"
blanks = Lathe::Importer.new(path).blanks
blanks.sort_by(&:max_rpm).each do |b|
  printf("%-6s %-9s %4.0f x %3.0f mm  %5.2f kg  max %4d rpm\n",
         b.id, b.species.name, b.diameter_mm, b.thickness_mm, b.mass_kg, b.max_rpm)
end
EOF
chmod +x bin/turnplan
cat > data/blanks.csv <<'EOF'
id,species,diameter_mm,thickness_mm
B-101,ash,300,75
B-102,sycamore,250,60
B-103,yew,180,90
B-104,Olive,140,50
B-105,walnut,320,80
B-106,sycamore,410,95
B-107,ash,22O,70
B-108,cherry,200,60
EOF
{ echo '$ bin/turnplan data/blanks.csv'; bin/turnplan data/blanks.csv 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
