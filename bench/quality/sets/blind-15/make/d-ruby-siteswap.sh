#!/usr/bin/env bash
# d-ruby-siteswap: a juggling siteswap validator/animator script in Ruby prints a
# few patterns, then dies with an uncaught NoMethodError deep in a helper.
WORK=${WORK:-/home/dev}
P=$WORK/siteswap
rm -rf "$P"; mkdir -p "$P/lib/siteswap" "$P/bin"
cd "$P" || exit 1
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }

cat > lib/siteswap.rb <<'T'
require_relative "siteswap/pattern"
require_relative "siteswap/ladder"
require_relative "siteswap/catalogue"
T

cat > lib/siteswap/pattern.rb <<'T'
module Siteswap
  class InvalidPattern < StandardError; end

  class Pattern
    attr_reader :throws, :notation

    def self.parse(notation)
      throws = notation.strip.chars.map do |c|
        case c
        when "0".."9" then c.to_i
        when "a".."z" then c.ord - "a".ord + 10
        else raise InvalidPattern, "bad throw #{c.inspect} in #{notation.inspect}"
        end
      end
      new(notation, throws)
    end

    def initialize(notation, throws)
      @notation = notation
      @throws = throws
    end

    def period = throws.size

    def balls
      sum = throws.sum
      raise InvalidPattern, "#{notation}: average #{sum}/#{period} is not whole" unless (sum % period).zero?
      sum / period
    end

    def valid?
      landings = throws.each_with_index.map { |t, i| (i + t) % period }
      landings.uniq.size == period
    end

    def ground_state?
      balls.times.all? { |b| throws.each_with_index.any? { |t, i| (i + t) % period == b } }
    end
  end
end
T

cat > lib/siteswap/ladder.rb <<'T'
module Siteswap
  # Renders a ladder diagram: one row per beat, showing which hand throws what.
  class Ladder
    HANDS = %w[L R].freeze

    def initialize(pattern, beats: 12)
      @pattern = pattern
      @beats = beats
    end

    def rows
      (0...@beats).map do |beat|
        t = @pattern.throws[beat % @pattern.period]
        hand = HANDS[beat % 2]
        target = HANDS[(beat + t) % 2]
        format("%3d  %s %-2s -> %s", beat, hand, label(t), target)
      end
    end

    def label(t)
      return "--" if t.zero?
      return "h" if t == 2
      t.to_s(36)
    end

    def to_s = rows.join("\n")
  end
end
T

cat > lib/siteswap/catalogue.rb <<'T'
require "yaml"

module Siteswap
  class Catalogue
    Entry = Struct.new(:notation, :name, :difficulty, :tags, keyword_init: true)

    def self.load(path)
      data = YAML.safe_load(File.read(path))
      new(data.fetch("patterns").map { |h| Entry.new(**h.transform_keys(&:to_sym)) })
    end

    def initialize(entries)
      @entries = entries
    end

    def each_pattern
      @entries.each { |e| yield e, Pattern.parse(e.notation) }
    end

    def by_tag(tag)
      @entries.select { |e| e.tags.include?(tag) }
    end
  end
end
T

cat > patterns.yml <<'T'
patterns:
  - {notation: "3", name: "cascade", difficulty: 1, tags: [basic, odd]}
  - {notation: "441", name: "441", difficulty: 3, tags: [three-ball]}
  - {notation: "531", name: "531", difficulty: 3, tags: [three-ball]}
  - {notation: "51", name: "shower", difficulty: 4, tags: [three-ball, showy]}
  - {notation: "744", name: "744", difficulty: 6, tags: [five-ball]}
  - {notation: "97531", name: "cascade ladder", difficulty: 8, tags: [five-ball]}
  - {notation: "b97531", name: "snake", difficulty: 9, tags: [six-ball]}
  - {notation: "423", name: "423", difficulty: 2, tags: [three-ball]}
  - {notation: "55500", name: "flash", difficulty: 5}
  - {notation: "633", name: "633", difficulty: 5, tags: [four-ball]}
T

cat > bin/siteswap <<'T'
#!/usr/bin/env ruby
require_relative "../lib/siteswap"

cat = Siteswap::Catalogue.load(ARGV.fetch(0, "patterns.yml"))
cat.each_pattern do |entry, pat|
  status = pat.valid? ? "valid" : "INVALID"
  puts "#{entry.notation.ljust(7)} #{entry.name.ljust(15)} #{status}, #{pat.balls rescue '?'} balls, period #{pat.period}"
  puts Siteswap::Ladder.new(pat, beats: 6).to_s if entry.difficulty <= 3
end

puts
puts "showy patterns: " + cat.by_tag("showy").map(&:notation).join(", ")
puts "three-ball: " + cat.by_tag("three-ball").map(&:notation).join(", ")
puts "flash-able: " + cat.by_tag("flash").map(&:notation).join(", ")
T
chmod +x bin/siteswap

{
  echo '$ ruby bin/siteswap patterns.yml'
  ruby bin/siteswap patterns.yml 2>&1; echo "exit status: $?"
} | neutral
