#!/bin/bash
# git bisect run over the toy cider mill planner to find the commit that broke the juice yield check
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-git-cidermill-repo.sh"
cidermill_repo
for i in $(seq 1 24); do
  echo "# pressing note $i" >> README.md
  [ $i -eq 9 ] && sed -i 's/"bramley": 0.60/"bramley": 0.06/' press/schedule.py
  [ $i -eq 15 ] && echo "# rack wash cycle" >> press/schedule.py
  git add -A; gc "2023-09-$(printf %02d $((i+1)))T10:00:00" "Pressing notes round $i"
done
cat > check_yield.sh <<'SH'
#!/bin/sh
python3 -c "from press.schedule import juice_yield; assert juice_yield(100, 'bramley') == 60.0, juice_yield(100, 'bramley')"
SH
chmod +x check_yield.sh
{ echo '$ git bisect start HEAD HEAD~24 && git bisect run ./check_yield.sh'; { git bisect start HEAD HEAD~24 && git bisect run ./check_yield.sh; } 2>&1; echo "exit status: $?"; } | neutral > "$OUTDIR/c-git-bisect-cidermill.txt"
