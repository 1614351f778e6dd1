#!/bin/bash
# full strace of a ruby kayak-hire report script that fails on a missing tariff file
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d-strace-paddlehire-long.txt
P=$WORK/paddlehire
rm -rf "$P"; mkdir -p "$P/config" "$P/data"; cd "$P"
cat > config/hire.yml <<'EOF'
site: Loch Arn boathouse
currency: GBP
tariffs: config/tariffs-2026.yml
fleet:
  - { id: K01, kind: single, seats: 1 }
  - { id: K02, kind: single, seats: 1 }
  - { id: T01, kind: tandem, seats: 2 }
  - { id: C01, kind: canadian, seats: 3 }
EOF
cat > config/tariffs-2025.yml <<'EOF'
single: 18
tandem: 28
canadian: 34
EOF
printf 'K01,2026-06-14,09:30,2h\nT01,2026-06-14,10:00,3h\nC01,2026-06-14,13:15,1h\n' > data/bookings.csv
cat > report.rb <<'EOF'
require "yaml"
require "csv"

cfg = YAML.load_file("config/hire.yml")
tariffs = YAML.load_file(cfg.fetch("tariffs"))
kinds = cfg["fleet"].to_h { |b| [b["id"], b["kind"]] }
total = 0
CSV.foreach("data/bookings.csv") do |id, date, time, dur|
  total += tariffs.fetch(kinds.fetch(id)) * dur.to_i
end
puts "#{cfg['site']}: #{total} #{cfg['currency']}"
EOF
{
  echo '$ strace -f ruby report.rb'
  strace -f ruby report.rb 2>&1; echo "exit status: $?"
} | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e "s#\"$HOME\"#\"/home/dev\"#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/^\[pid *[0-9]*\]/[pid NNNN]/' > "$OUT"
