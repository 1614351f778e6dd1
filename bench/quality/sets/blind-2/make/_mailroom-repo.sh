# Shared by the git-*.sh scripts: recreates the "mailroom" git repository
# (a small Python outbound-mail service) with ~40 commits by four authors.
P=$WORK/mailroom
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name "Dana Whitfield"; git config user.email "dana@mailroom.dev"
git config commit.gpgsign false; git config core.pager cat; git config advice.detachedHead false
cat > $WORK/mailroom-history.py <<'EOF'
import os, subprocess, textwrap

AUTHORS = {
    "dana": ("Dana Whitfield", "dana@mailroom.dev"),
    "omar": ("Omar Haddad", "omar.haddad@mailroom.dev"),
    "lin": ("Lin Qiao", "lqiao@mailroom.dev"),
    "bot": ("renovate[bot]", "29139614+renovate[bot]@users.noreply.github.com"),
}
day = [0]

def w(path, text, mode="w"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, mode) as f:
        f.write(textwrap.dedent(text).lstrip("\n"))

def sub(path, old, new):
    s = open(path).read()
    assert old in s, (path, old)
    open(path, "w").write(s.replace(old, new, 1))

def commit(who, msg, hours=9):
    day[0] += 1
    name, email = AUTHORS[who]
    date = f"2024-{1 + (day[0] - 1) // 28:02d}-{1 + (day[0] - 1) % 28:02d}T{hours:02d}:{(day[0] * 7) % 60:02d}:00+01:00"
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=email, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)

w("README.md", """
    # mailroom

    Outbound mail service: renders templates, queues messages and delivers them over SMTP
    with retries.
""")
w("pyproject.toml", """
    [project]
    name = "mailroom"
    version = "0.1.0"
    requires-python = ">=3.10"
    dependencies = ["jinja2>=3.1"]
""")
w("mailroom/__init__.py", '__version__ = "0.1.0"\n')
w("mailroom/config.py", """
    import os
    from dataclasses import dataclass


    @dataclass
    class Settings:
        smtp_host: str = "localhost"
        smtp_port: int = 25
        max_attempts: int = 5
        base_delay: float = 2.0


    def load() -> Settings:
        return Settings(
            smtp_host=os.environ.get("MAILROOM_SMTP_HOST", "localhost"),
            smtp_port=int(os.environ.get("MAILROOM_SMTP_PORT", "25")),
        )
""")
commit("dana", "Initial skeleton: settings and package layout")

w("mailroom/queue.py", """
    import heapq
    import itertools
    import time


    class MailQueue:
        def __init__(self):
            self._heap = []
            self._ids = itertools.count(1)

        def push(self, msg, not_before=None):
            mid = next(self._ids)
            heapq.heappush(self._heap, (not_before or time.time(), mid, msg))
            return mid

        def pop_due(self, now=None):
            now = now or time.time()
            due = []
            while self._heap and self._heap[0][0] <= now:
                due.append(heapq.heappop(self._heap)[2])
            return due

        def __len__(self):
            return len(self._heap)
""")
commit("dana", "Add in-memory delay queue")

w("mailroom/retry.py", """
    def backoff(attempt: int, base: float = 2.0) -> float:
        \"\"\"Seconds to wait before the given attempt (1-based).\"\"\"
        return base ** attempt


    def should_retry(code: int) -> bool:
        return 400 <= code < 500
""")
w("tests/test_retry.py", """
    from mailroom.retry import backoff, should_retry


    def test_backoff_grows():
        assert backoff(1) < backoff(2) < backoff(3)


    def test_retry_on_transient():
        assert should_retry(421)
        assert not should_retry(550)
""")
commit("omar", "Retry policy: exponential backoff, retry 4xx SMTP replies")

w("mailroom/smtp.py", """
    import smtplib
    from email.message import EmailMessage

    from .config import Settings


    class Deliverer:
        def __init__(self, settings: Settings):
            self.settings = settings

        def send(self, msg: EmailMessage) -> int:
            with smtplib.SMTP(self.settings.smtp_host, self.settings.smtp_port, timeout=30) as s:
                s.send_message(msg)
            return 250
""")
commit("dana", "SMTP deliverer")

w("mailroom/templates.py", """
    from jinja2 import Environment, FileSystemLoader, StrictUndefined


    def make_env(path="templates"):
        return Environment(loader=FileSystemLoader(path), undefined=StrictUndefined, autoescape=True)


    def render(env, name, **ctx):
        subject_t = env.get_template(f"{name}.subject.txt")
        body_t = env.get_template(f"{name}.html")
        return subject_t.render(**ctx).strip(), body_t.render(**ctx)
""")
w("templates/welcome.subject.txt", "Welcome to {{ product }}, {{ user.first_name }}!\n")
w("templates/welcome.html", "<p>Hi {{ user.first_name }},</p>\n<p>Thanks for joining {{ product }}.</p>\n")
commit("lin", "Jinja templates with strict undefined")

w("templates/password_reset.subject.txt", "Reset your {{ product }} password\n")
w("templates/password_reset.html", "<p>Use this link within 30 minutes: <a href=\"{{ link }}\">reset</a></p>\n")
commit("lin", "Add password reset template")

w("mailroom/cli.py", """
    import argparse
    import sys

    from . import config


    def main(argv=None):
        p = argparse.ArgumentParser(prog="mailroom")
        sub = p.add_subparsers(dest="cmd", required=True)
        sub.add_parser("check", help="verify SMTP connectivity")
        args = p.parse_args(argv)
        settings = config.load()
        if args.cmd == "check":
            print(f"would connect to {settings.smtp_host}:{settings.smtp_port}")
        return 0


    if __name__ == "__main__":
        sys.exit(main())
""")
commit("dana", "CLI with check subcommand")

sub("mailroom/retry.py", "return 400 <= code < 500", "return 400 <= code < 500 and code != 450")
sub("tests/test_retry.py", "assert not should_retry(550)", "assert not should_retry(550)\n    assert not should_retry(450)")
commit("omar", "Do not retry 450 mailbox-unavailable replies")

w("CHANGELOG.md", """
    # Changelog

    ## Unreleased
    - Retry policy with exponential backoff.
    - Password reset template.
""")
commit("dana", "Start a changelog")

w("tests/test_queue.py", """
    from mailroom.queue import MailQueue


    def test_due_order():
        q = MailQueue()
        q.push("b", not_before=20)
        q.push("a", not_before=10)
        assert q.pop_due(now=15) == ["a"]
        assert len(q) == 1
""")
commit("lin", "Queue tests")

sub("pyproject.toml", 'dependencies = ["jinja2>=3.1"]', 'dependencies = ["jinja2>=3.1.4"]')
commit("bot", "chore(deps): update dependency jinja2 to >=3.1.4")

sub("mailroom/config.py", "    base_delay: float = 2.0\n", "    base_delay: float = 2.0\n    from_addr: str = \"noreply@mailroom.dev\"\n")
sub("mailroom/config.py", '        smtp_port=int(os.environ.get("MAILROOM_SMTP_PORT", "25")),\n',
    '        smtp_port=int(os.environ.get("MAILROOM_SMTP_PORT", "25")),\n        from_addr=os.environ.get("MAILROOM_FROM", "noreply@mailroom.dev"),\n')
commit("dana", "Configurable From address (MAILROOM_FROM)")

w("mailroom/message.py", """
    from email.message import EmailMessage
    from email.utils import make_msgid


    def build(settings, to, subject, html):
        msg = EmailMessage()
        msg["From"] = settings.from_addr
        msg["To"] = to
        msg["Subject"] = subject
        msg["Message-ID"] = make_msgid(domain="mailroom.dev")
        msg.set_content("This message requires an HTML-capable client.")
        msg.add_alternative(html, subtype="html")
        return msg
""")
commit("dana", "Build multipart messages with a plain-text fallback")

sub("mailroom/smtp.py", "        with smtplib.SMTP(self.settings.smtp_host, self.settings.smtp_port, timeout=30) as s:\n            s.send_message(msg)\n        return 250\n",
    "        try:\n            with smtplib.SMTP(self.settings.smtp_host, self.settings.smtp_port, timeout=30) as s:\n                s.send_message(msg)\n        except smtplib.SMTPResponseException as e:\n            return e.smtp_code\n        return 250\n")
commit("omar", "Return the SMTP reply code instead of raising")

w("mailroom/worker.py", """
    import logging
    import time

    from .retry import backoff, should_retry

    log = logging.getLogger(__name__)


    def run_once(queue, deliverer, settings, now=None):
        sent = failed = 0
        for item in queue.pop_due(now):
            code = deliverer.send(item["msg"])
            if code == 250:
                sent += 1
            elif should_retry(code) and item["attempt"] < settings.max_attempts:
                item["attempt"] += 1
                queue.push(item, not_before=time.time() + backoff(item["attempt"], settings.base_delay))
            else:
                failed += 1
                log.warning("giving up on %s after %d attempts (code %d)", item["msg"]["To"], item["attempt"], code)
        return sent, failed
""")
commit("omar", "Worker loop: deliver due messages, requeue transient failures")

w("docs/operations.md", """
    # Operating mailroom

    - `MAILROOM_SMTP_HOST`, `MAILROOM_SMTP_PORT`: relay to use.
    - `MAILROOM_FROM`: envelope and header From address.
    - Messages are retried up to 5 times with exponential backoff.
""")
commit("lin", "Operations doc")

w("tests/test_worker.py", """
    from mailroom.config import Settings
    from mailroom.queue import MailQueue
    from mailroom.worker import run_once


    class FakeDeliverer:
        def __init__(self, codes):
            self.codes = list(codes)

        def send(self, msg):
            return self.codes.pop(0)


    def test_retry_then_success():
        q = MailQueue()
        q.push({"msg": {"To": "a@x"}, "attempt": 1}, not_before=0)
        assert run_once(q, FakeDeliverer([421]), Settings(), now=1) == (0, 0)
        assert len(q) == 1
""")
commit("lin", "Worker tests with a fake deliverer")

sub("mailroom/templates.py", "autoescape=True)", "autoescape=True, trim_blocks=True)")
commit("lin", "Trim template blocks")

w("templates/receipt.subject.txt", "Your {{ product }} receipt #{{ order.number }}\n")
w("templates/receipt.html", """
    <h1>Receipt #{{ order.number }}</h1>
    <table>
    {% for line in order.lines %}
      <tr><td>{{ line.name }}</td><td>{{ line.qty }}</td><td>{{ line.total }}</td></tr>
    {% endfor %}
    </table>
    <p>Total: {{ order.total }}</p>
""")
commit("lin", "Receipt template")

sub("pyproject.toml", 'version = "0.1.0"', 'version = "0.2.0"')
sub("mailroom/__init__.py", '"0.1.0"', '"0.2.0"')
sub("CHANGELOG.md", "## Unreleased\n", "## 0.2.0\n- Worker loop and receipt template.\n")
commit("dana", "Release 0.2.0")

w("mailroom/suppression.py", """
    import sqlite3


    class SuppressionList:
        \"\"\"Addresses that hard-bounced or unsubscribed; never mailed again.\"\"\"

        def __init__(self, path=":memory:"):
            self.db = sqlite3.connect(path)
            self.db.execute("CREATE TABLE IF NOT EXISTS suppressed (addr TEXT PRIMARY KEY, reason TEXT, at REAL)")

        def add(self, addr, reason):
            self.db.execute("INSERT OR REPLACE INTO suppressed VALUES (lower(?), ?, strftime('%s','now'))", (addr, reason))
            self.db.commit()

        def __contains__(self, addr):
            return self.db.execute("SELECT 1 FROM suppressed WHERE addr = lower(?)", (addr,)).fetchone() is not None
""")
commit("omar", "Suppression list backed by sqlite")

sub("mailroom/worker.py", "from .retry import backoff, should_retry\n", "from .retry import backoff, should_retry\nfrom .suppression import SuppressionList\n")
sub("mailroom/worker.py", "def run_once(queue, deliverer, settings, now=None):\n    sent = failed = 0\n    for item in queue.pop_due(now):\n",
    "def run_once(queue, deliverer, settings, now=None, suppressed=None):\n    suppressed = suppressed or SuppressionList()\n    sent = failed = 0\n    for item in queue.pop_due(now):\n        if item[\"msg\"][\"To\"] in suppressed:\n            log.info(\"skipping suppressed %s\", item[\"msg\"][\"To\"])\n            continue\n")
sub("mailroom/worker.py", "        else:\n            failed += 1\n", "        else:\n            failed += 1\n            if 500 <= code < 600:\n                suppressed.add(item[\"msg\"][\"To\"], f\"smtp {code}\")\n")
commit("omar", "Skip suppressed recipients; suppress on permanent 5xx failure")

w(".github/workflows/ci.yml", """
    name: ci
    on: [push, pull_request]
    jobs:
      test:
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
          - uses: actions/setup-python@v5
            with: {python-version: "3.12"}
          - run: pip install -e . pytest
          - run: pytest -q
""")
commit("dana", "CI: run pytest on push")

sub(".github/workflows/ci.yml", "actions/setup-python@v5", "actions/setup-python@v5.3.0")
commit("bot", "chore(deps): pin actions/setup-python to v5.3.0")

sub("mailroom/cli.py", '    sub.add_parser("check", help="verify SMTP connectivity")\n',
    '    sub.add_parser("check", help="verify SMTP connectivity")\n    sp = sub.add_parser("suppress", help="add an address to the suppression list")\n    sp.add_argument("addr")\n    sp.add_argument("--reason", default="manual")\n')
sub("mailroom/cli.py", '        print(f"would connect to {settings.smtp_host}:{settings.smtp_port}")\n',
    '        print(f"would connect to {settings.smtp_host}:{settings.smtp_port}")\n    elif args.cmd == "suppress":\n        from .suppression import SuppressionList\n        SuppressionList("suppressions.db").add(args.addr, args.reason)\n')
commit("dana", "cli: mailroom suppress ADDR")

sub("docs/operations.md", "- Messages are retried up to 5 times with exponential backoff.\n",
    "- Messages are retried up to 5 times with exponential backoff.\n- Permanent (5xx) failures add the recipient to the suppression list;\n  `mailroom suppress ADDR` adds one by hand.\n")
commit("lin", "docs: suppression list")

sub("mailroom/message.py", '    msg["Message-ID"] = make_msgid(domain="mailroom.dev")\n',
    '    msg["Message-ID"] = make_msgid(domain="mailroom.dev")\n    msg["List-Unsubscribe"] = f"<mailto:unsubscribe@mailroom.dev?subject={to}>"\n')
commit("omar", "Add List-Unsubscribe header")

w("tests/test_suppression.py", """
    from mailroom.suppression import SuppressionList


    def test_case_insensitive():
        s = SuppressionList()
        s.add("Bob@Example.org", "bounce")
        assert "bob@example.org" in s
""")
commit("omar", "Suppression tests")
EOF
python3 $WORK/mailroom-history.py
