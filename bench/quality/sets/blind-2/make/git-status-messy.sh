#!/usr/bin/env bash
# mailroom: git status in a messy working tree that has diverged from origin/main.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_mailroom-repo.sh"
export GIT_AUTHOR_DATE="2024-02-05T11:00:00+01:00" GIT_COMMITTER_DATE="2024-02-05T11:00:00+01:00"
rm -rf $WORK/mailroom-origin.git $WORK/mailroom-other
git clone -q --bare . $WORK/mailroom-origin.git
git remote add origin $WORK/mailroom-origin.git
git fetch -q origin && git branch -q -u origin/main
# a teammate pushes a commit
git clone -q $WORK/mailroom-origin.git $WORK/mailroom-other
( cd $WORK/mailroom-other && git config user.name "Lin Qiao" && git config user.email lqiao@mailroom.dev \
  && sed -i 's/within 30 minutes/within 60 minutes/' templates/password_reset.html \
  && git commit -qam "templates: reset links are valid for 60 minutes" && git push -q origin main )
git fetch -q origin
# two local commits
sed -i 's/    max_attempts: int = 5/    max_attempts: int = 8/' mailroom/config.py
git commit -qam "config: raise default max_attempts to 8"
printf '\n\ndef test_max_attempts_default():\n    from mailroom.config import Settings\n    assert Settings().max_attempts == 8\n' >> tests/test_retry.py
git commit -qam "test default max_attempts"
# work in progress
git mv templates/receipt.html templates/order_receipt.html
git mv templates/receipt.subject.txt templates/order_receipt.subject.txt
cat > mailroom/bounces.py <<'EOF'
"""Parse DSN bounce messages and feed the suppression list."""
import email


def parse_dsn(raw: bytes):
    msg = email.message_from_bytes(raw)
    for part in msg.walk():
        if part.get_content_type() == "message/delivery-status":
            return part
    return None
EOF
git add mailroom/bounces.py
sed -i 's/"jinja2>=3.1.4"/"jinja2>=3.1.4", "dnspython>=2.6"/' pyproject.toml
git add pyproject.toml
sed -i 's/timeout=30/timeout=self.settings.smtp_timeout/' mailroom/smtp.py
sed -i 's/    from_addr: str = "noreply@mailroom.dev"/    from_addr: str = "noreply@mailroom.dev"\n    smtp_timeout: float = 30.0/' mailroom/config.py
echo '- Bounce parsing (DSN) feeds the suppression list.' >> CHANGELOG.md
git rm -q --cached docs/operations.md
git rm -q tests/test_queue.py
rm templates/welcome.subject.txt
mkdir -p mailroom/__pycache__ tests/__pycache__ .pytest_cache/v/cache build/lib/mailroom
python3 -m py_compile mailroom/config.py mailroom/retry.py 2>/dev/null
touch mailroom/__pycache__/queue.cpython-311.pyc tests/__pycache__/test_retry.cpython-311-pytest-8.3.4.pyc
echo '{}' > .pytest_cache/v/cache/lastfailed
cp mailroom/*.py build/lib/mailroom/
cat > tests/test_bounces.py <<'EOF'
from mailroom.bounces import parse_dsn


def test_no_dsn():
    assert parse_dsn(b"Subject: hi\n\nbody") is None
EOF
printf 'MAILROOM_SMTP_HOST=relay.internal\nMAILROOM_FROM=ops@mailroom.dev\n' > .env
cp mailroom/worker.py mailroom/worker.py.orig
touch suppressions.db
git status 2>&1 | neutralize > "$OUTDIR/git-status-messy.txt"
