#!/usr/bin/env bash
# du -ah | sort -h over a print studio's order/proofing app checkout: scanned type
# specimens, proof PDFs, a cached plate-render directory that has grown huge, build output.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pressroom
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYTHONHASHSEED=0 python3 - <<'PY'
import os, random
rng = random.Random(1450)
def put(path, kb):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(b"\0" * (kb * 1024))
faces = ["caslon", "bodoni", "gill-sans", "baskerville", "futura", "clarendon", "garamond", "akzidenz", "rockwell", "johnston"]
for f in faces:
    for size in ["12pt", "18pt", "24pt", "36pt", "48pt", "72pt"]:
        if rng.random() < 0.7:
            put(f"assets/specimens/{f}/{f}-{size}.tif", rng.randint(900, 4200))
    put(f"assets/specimens/{f}/README.md", 4)
for i in range(120):
    put(f"assets/proofs/2025/order-{3100 + i}-proof.pdf", rng.randint(80, 1400))
for i in range(40):
    put(f"assets/proofs/2024/order-{2700 + i}-proof.pdf", rng.randint(80, 900))
for i in range(600):
    put(f"var/cache/plate-renders/{i // 100:02d}/plate-{i:04d}.png", rng.randint(150, 700))
put("var/cache/fonts/metrics.sqlite", 6200)
put("var/log/pressroom.log", 48_000)
put("var/log/pressroom.log.1", 9_800)
put("var/uploads/tmp/upload-8f2c1e.bin", 1_100)
for part in ["server", "web", "shared"]:
    for j in range(rng.randint(8, 20)):
        put(f"src/{part}/mod{j:02d}.ts", rng.randint(4, 40))
for j in range(30):
    put(f"dist/web/assets/chunk-{j:02d}.js", rng.randint(20, 400))
put("dist/web/assets/vendor.js", 2_900)
put("dist/web/index.html", 4)
put("dist/server/main.js", 1_200)
put("dist/server/main.js.map", 3_800)
for j in range(25):
    put(f"tests/fixtures/orders/order-{j:02d}.json", 8)
put("tests/fixtures/plates/big-broadside.png", 14_500)
put("docs/press-maintenance.pdf", 2_300)
put("docs/pricing-2025.xlsx", 180)
for m in ["sharp", "pdfkit", "esbuild", "typescript", "vitest", "fastify", "pino", "zod", "@img/sharp-linux-x64", "fontkit"]:
    for k in range(rng.randint(3, 12)):
        put(f"node_modules/{m}/lib/file{k:02d}.js", rng.randint(8, 900))
put("node_modules/@img/sharp-libvips-linux-x64/lib/libvips-cpp.so.42", 21_000)
put("node_modules/@esbuild/linux-x64/bin/esbuild", 9_600)
put("node_modules/typescript/lib/typescript.js", 8_900)
PY
{ run "du -ah . | sort -h"; } | neutral
