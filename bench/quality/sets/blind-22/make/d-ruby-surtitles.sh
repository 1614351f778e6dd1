#!/bin/bash
# ruby run of an opera surtitle cue compiler that dies with a wrapped exception (cause chain)
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-ruby-surtitles.txt
P=$WORK/surtitles
rm -rf "$P"; mkdir -p "$P/lib/surtitles" "$P/cues" "$P/bin"; cd "$P"
cat > lib/surtitles/timecode.rb <<'EOF'
module Surtitles
  module Timecode
    FPS = 25

    def self.parse(tc)
      h, m, s, f = tc.split(":").map { |x| Integer(x, 10) }
      raise ArgumentError, "frame #{f} out of range in #{tc}" if f >= FPS
      ((h * 60 + m) * 60 + s) * FPS + f
    end
  end
end
EOF
cat > lib/surtitles/cue_file.rb <<'EOF'
require "surtitles/timecode"

module Surtitles
  class CueError < StandardError; end

  Cue = Struct.new(:number, :start_frame, :text, :language)

  class CueFile
    def initialize(path)
      @path = path
    end

    def each_cue
      return enum_for(:each_cue) unless block_given?
      File.foreach(@path).with_index(1) do |line, lineno|
        next if line.strip.empty? || line.start_with?("#")
        number, tc, lang, text = line.chomp.split("|", 4)
        begin
          yield Cue.new(Integer(number), Timecode.parse(tc), text, lang)
        rescue ArgumentError => e
          raise CueError, "#{File.basename(@path)}:#{lineno}: cannot read cue #{number.inspect}"
        end
      end
    end
  end
end
EOF
cat > lib/surtitles/compiler.rb <<'EOF'
require "surtitles/cue_file"

module Surtitles
  class Compiler
    def initialize(act_files)
      @act_files = act_files
    end

    def compile
      @act_files.flat_map do |path|
        cues = CueFile.new(path).each_cue.to_a
        warn "[surtitles] #{File.basename(path)}: #{cues.size} cues"
        check_order!(cues)
        cues
      end
    end

    private

    def check_order!(cues)
      cues.each_cons(2) do |a, b|
        warn "[surtitles] cue #{b.number} starts before cue #{a.number}" if b.start_frame < a.start_frame
      end
    end
  end
end
EOF
cat > bin/compile-surtitles <<'EOF'
#!/usr/bin/env ruby
$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "surtitles/compiler"
cues = Surtitles::Compiler.new(ARGV).compile
puts "compiled #{cues.size} cues"
EOF
chmod +x bin/compile-surtitles
gen() { # file act count
  : > $1
  echo "# Le nozze di Figaro, act $2 (EN surtitles)" >> $1
  for i in $(seq 1 $3); do
    secs=$((i * 11 + 30)); printf '%d|%02d:%02d:%02d:%02d|en|Line %d of act %d\n' $((i + $2 * 1000)) 0 $((secs / 60 % 60)) $((secs % 60)) $((i * 3 % 25)) $i $2 >> $1
  done
}
gen cues/act1.cues 1 140
gen cues/act2.cues 2 160
gen cues/act3.cues 3 120
sed -i '87s/:\([0-9][0-9]\)|en|/:27|en|/' cues/act3.cues
{
  echo '$ bin/compile-surtitles cues/act1.cues cues/act2.cues cues/act3.cues'
  bin/compile-surtitles cues/act1.cues cues/act2.cues cues/act3.cues 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' > "$OUT"
