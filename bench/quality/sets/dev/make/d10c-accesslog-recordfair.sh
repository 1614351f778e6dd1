#!/usr/bin/env bash
# nginx-style combined access log written by a real http.server run (record-fair stall map site + small API).
set -u
P=${WORK:-/home/dev}/recordfair-site
rm -rf "$P"; mkdir -p "$P/public/stalls" "$P/public/img" "$P/public/css"
cd "$P"
for n in $(seq 1 40); do printf '<html><body><h1>Stall %02d</h1><p>%s</p></body></html>\n' $n "$(printf 'crates of 7-inch singles %.0s' $(seq 1 $((n * 3))))" > public/stalls/stall-$n.html; done
printf 'body{font-family:sans-serif}\n%.0s' $(seq 1 200) > public/css/fair.css
head -c 184320 /dev/zero | tr '\0' 'x' > public/img/hall-map.png
head -c 2310144 /dev/zero | tr '\0' 'y' > public/img/poster-hires.png
echo '<html><body>Record fair 2026 - hall map</body></html>' > public/index.html
cat > serve.py <<'PY'
import http.server, json, sys, time, datetime, os, functools
class H(http.server.SimpleHTTPRequestHandler):
    server_version = "nginx/1.24.0"
    def __init__(self, *a, **kw):
        super().__init__(*a, directory="public", **kw)
    def do_GET(self):
        self._t0 = time.time()
        if self.path.startswith("/api/stalls/"):
            return self.api()
        super().do_GET()
    def api(self):
        sid = self.path.rsplit("/", 1)[1]
        try:
            n = int(sid)
            if n == 0:
                raise ZeroDivisionError("division by zero in crates_per_metre")
            body = json.dumps({"stall": n, "crates": n * 3, "per_metre": round(n * 3 / (n % 7 or 1), 2)}).encode()
            if n == 31:
                time.sleep(1.2)
            self.send_response(200)
        except ValueError:
            body = b'{"error":"bad stall id"}'; self.send_response(400)
        except Exception as e:
            sys.stderr.write(f"[error] upstream exception on {self.path}: {type(e).__name__}: {e}\n")
            body = b'{"error":"internal"}'; self.send_response(500)
        self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(body)))
        self.end_headers(); self.wfile.write(body); self._bytes = len(body)
    def log_request(self, code="-", size="-"):
        self._code = code
    def send_response(self, code, message=None):
        self._code = code
        super().send_response(code, message)
    def finish(self):
        super().finish()
        if not hasattr(self, "requestline") or not self.requestline:
            return
        size = getattr(self, "_size", "-")
        rt = time.time() - getattr(self, "_t0", time.time())
        ua = self.headers.get("User-Agent", "-") if self.headers else "-"
        ref = self.headers.get("Referer", "-") if self.headers else "-"
        ts = datetime.datetime.now().strftime("%d/%b/%Y:%H:%M:%S +0000")
        code = int(getattr(self, "_code", 0))
        sys.stdout.write(f'{self.client_address[0]} - - [{ts}] "{self.requestline}" {code} {self._bytes} "{ref}" "{ua}" rt={rt:.3f}\n')
        sys.stdout.flush()
    def end_headers(self):
        super().end_headers()
    def copyfile(self, src, dst):
        data = src.read(); self._bytes = len(data); dst.write(data)
    def send_error(self, code, message=None, explain=None):
        self._bytes = 0
        super().send_error(code, message, explain)
    def handle_one_request(self):
        self._bytes = 0
        super().handle_one_request()
http.server.ThreadingHTTPServer.daemon_threads = True
srv = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H)
sys.stderr.write(f"[notice] recordfair static server listening on 127.0.0.1:{sys.argv[1]} root=public\n")
try:
    srv.serve_forever()
except KeyboardInterrupt:
    pass
PY
cat > visitors.py <<'PY'
import random, sys, urllib.request, urllib.error
base = sys.argv[1]
rnd = random.Random(9)
uas = ["Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
       "curl/8.5.0", "Mozilla/5.0 (compatible; crateBot/2.1; +http://crawler.example/bot)"]
def get(path, ua, ref="-"):
    h = {"User-Agent": ua}
    if ref != "-": h["Referer"] = base + ref
    try:
        urllib.request.urlopen(urllib.request.Request(base + path, headers=h)).read()
    except urllib.error.HTTPError as e:
        e.read()
for v in range(62):
    ua = rnd.choice(uas)
    get("/", ua)
    get("/css/fair.css", ua, "/")
    if v % 5 == 0: get("/img/hall-map.png", ua, "/")
    s = rnd.randint(1, 44)
    get(f"/stalls/stall-{s}.html", ua, "/")
    if v % 4 == 0: get(f"/api/stalls/{s}", ua, f"/stalls/stall-{s}.html")
    if v == 33: get("/api/stalls/0", ua, "/stalls/stall-1.html")
    if v == 48: get("/api/stalls/31", ua, "/stalls/stall-31.html")
    if v == 52: get("/img/poster-hires.png", ua, "/")
    if v == 60: get("/api/stalls/B12", ua, "/")
    if v % 17 == 0: get("/wp-login.php", "Mozilla/5.0 (compatible; crateBot/2.1; +http://crawler.example/bot)")
PY
PORT=8391
{
  echo "\$ python3 serve.py $PORT"
  python3 -u serve.py $PORT > "$P/access.raw" 2>&1 &
  SRV=$!
  sleep 0.5
  python3 visitors.py "http://127.0.0.1:$PORT" > /dev/null 2>&1
  sleep 0.2
  kill -TERM $SRV; wait $SRV; RC=$?
  cat "$P/access.raw"
  echo "exit status: $RC"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
