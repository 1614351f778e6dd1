#!/usr/bin/env bash
# Toy Node.js service "invoice-render" whose package.json depends on a private-scope package that is
# not on the public registry; runs `npm install --verbose`.
# Usage: WORKDIR=<scratch dir> bash make/npm-e404.sh > outputs/npm-e404.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/invoice-render"
neutral() { sed -e "s#$P#/home/dev/invoice-render#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/src"; cd "$P"

cat > package.json <<'EOF'
{
  "name": "invoice-render",
  "version": "2.3.0",
  "private": true,
  "type": "module",
  "main": "src/server.js",
  "scripts": {
    "start": "node src/server.js",
    "test": "node --test"
  },
  "dependencies": {
    "@kestrel-labs/pdf-stamp": "^1.4.0",
    "dayjs": "^1.11.10",
    "express": "^4.19.2",
    "handlebars": "^4.7.8",
    "zod": "^3.23.8"
  },
  "devDependencies": {
    "supertest": "^7.0.0"
  }
}
EOF

cat > src/server.js <<'EOF'
import express from "express";
import { renderInvoice } from "./render.js";

const app = express();
app.use(express.json());
app.post("/invoices/:id/pdf", async (req, res) => {
  const pdf = await renderInvoice(req.params.id, req.body);
  res.type("application/pdf").send(pdf);
});
app.listen(process.env.PORT ?? 3000);
EOF

cat > src/render.js <<'EOF'
import Handlebars from "handlebars";
import dayjs from "dayjs";
import { stamp } from "@kestrel-labs/pdf-stamp";

const tpl = Handlebars.compile("<h1>Invoice {{id}}</h1><p>Issued {{date}}</p>");

export async function renderInvoice(id, data) {
  const html = tpl({ id, date: dayjs(data.issued).format("D MMM YYYY") });
  return stamp(html, { watermark: data.paid ? "PAID" : "DUE" });
}
EOF

npm install --verbose 2>&1 | neutral
