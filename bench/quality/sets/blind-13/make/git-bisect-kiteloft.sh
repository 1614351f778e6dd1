#!/usr/bin/env bash
# Kite lift calculator: git bisect run over 40 commits to find where the lift check broke.
P=${WORK:-/home/dev}/kiteloft
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neut() { sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'; }
git init -q -b main .
gc() { GIT_AUTHOR_DATE="2024-06-$1T10:00:00" GIT_COMMITTER_DATE="2024-06-$1T10:00:00" git -c user.name="$2" -c user.email="$3" commit -q -am "$4"; }
cat > lift.py <<'EOF'
RHO = 1.225
def lift_newtons(area_m2, wind_ms, cl=0.9):
    return 0.5 * RHO * wind_ms ** 2 * area_m2 * cl
EOF
cat > check.sh <<'EOF'
#!/bin/sh
python3 -c 'import lift; v = lift.lift_newtons(1.5, 8); assert 52 < v < 54, v'
EOF
chmod +x check.sh; git add -A
gc 01 "Ines Aalto" ines@skyline.example "Lift formula for delta kites"
for i in $(seq 2 40); do
  d=$(printf %02d $(( (i % 28) + 1 )))
  echo "# tuning note $i: bridle point $((i * 3)) cm" >> notes.md; git add notes.md
  if [ $i -eq 27 ]; then sed -i 's/RHO = 1.225/RHO = 1.225 * 0.88  # high-altitude field default/' lift.py; gc $d "Pablo Ortiz" pablo@skyline.example "Default to Andean field air density"
  else gc $d "Ines Aalto" ines@skyline.example "Bridle tuning note $i"; fi
done
git bisect start HEAD HEAD~39 >/dev/null
echo '$ git bisect run ./check.sh'
git bisect run ./check.sh 2>&1 | neut | sed '$a\'
echo "exit status: ${PIPESTATUS[0]}"
