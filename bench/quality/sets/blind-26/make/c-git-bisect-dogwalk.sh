#!/bin/bash
# git bisect run hunting the multi-dog pricing regression in the dog-walking rota service
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
cat > "$WORK/check-price.sh" <<'SH'
#!/bin/sh
python3 -c "
from dogwalk.pricing import walk_price
got = walk_price('solo', 3)
print('solo walk, 3 dogs ->', got)
assert got == 28.0, got
"
SH
chmod +x "$WORK/check-price.sh"
{
  run "git bisect start v0.4.0 HEAD~200"
  run "git bisect run $WORK/check-price.sh"
  run "git bisect log | tail -5"
  run "git bisect reset"
} | neutral
