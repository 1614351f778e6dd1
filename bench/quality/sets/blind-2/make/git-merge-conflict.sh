#!/usr/bin/env bash
# mailroom: merge feature/retry-jitter into main after both changed the retry policy.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_mailroom-repo.sh"
export GIT_AUTHOR_DATE="2024-02-02T10:00:00+01:00" GIT_COMMITTER_DATE="2024-02-02T10:00:00+01:00"
git checkout -q -b feature/retry-jitter "$(git rev-parse ':/Release 0.2.0')"
cat > mailroom/retry.py <<'EOF'
import random


def backoff(attempt: int, base: float = 2.0, jitter: float = 0.25) -> float:
    """Seconds to wait before the given attempt (1-based), with +/- jitter."""
    delay = base ** attempt
    return delay * random.uniform(1 - jitter, 1 + jitter)


def should_retry(code: int) -> bool:
    return 400 <= code < 500 and code != 450
EOF
cat > tests/test_retry.py <<'EOF'
from mailroom.retry import backoff, should_retry


def test_backoff_within_jitter():
    for attempt in range(1, 6):
        d = backoff(attempt, base=2.0, jitter=0.25)
        assert 0.75 * 2 ** attempt <= d <= 1.25 * 2 ** attempt


def test_retry_on_transient():
    assert should_retry(421)
    assert not should_retry(550)
    assert not should_retry(450)
EOF
git commit -qam "retry: add +/-25% jitter to backoff" --author="Lin Qiao <lqiao@mailroom.dev>"
python3 - <<'EOF'
p = "CHANGELOG.md"
s = open(p).read()
s = s.replace("# Changelog\n\n", "# Changelog\n\n## Unreleased\n- Backoff delays now have +/-25% jitter to avoid thundering herds.\n\n", 1)
open(p, "w").write(s)
p = "docs/operations.md"
s = open(p).read()
s = s.replace("- Messages are retried up to 5 times with exponential backoff.\n", "- Messages are retried up to 5 times with exponential backoff (2^n seconds, +/-25% jitter).\n")
open(p, "w").write(s)
EOF
git commit -qam "changelog/docs for retry jitter" --author="Lin Qiao <lqiao@mailroom.dev>"
git checkout -q main
cat > mailroom/retry.py <<'EOF'
MAX_DELAY = 15 * 60


def backoff(attempt: int, base: float = 2.0, cap: float = MAX_DELAY) -> float:
    """Seconds to wait before the given attempt (1-based), capped at 15 minutes."""
    return min(cap, base ** attempt)


def should_retry(code: int) -> bool:
    return 400 <= code < 500 and code != 450
EOF
python3 - <<'EOF'
p = "CHANGELOG.md"
s = open(p).read()
s = s.replace("# Changelog\n\n", "# Changelog\n\n## Unreleased\n- Suppression list: permanent failures are never retried or re-sent.\n- Backoff is capped at 15 minutes.\n\n", 1)
open(p, "w").write(s)
EOF
git commit -qam "retry: cap backoff at 15 minutes" --author="Omar Haddad <omar.haddad@mailroom.dev>"
{
  echo '$ git merge feature/retry-jitter'
  git merge feature/retry-jitter
  echo '$ git status'
  git status
  echo '$ git diff'
  git diff
} 2>&1 | neutralize > "$OUTDIR/git-merge-conflict.txt"
