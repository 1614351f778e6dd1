#!/bin/sh
# Invoice PDF-metadata checker: `npm install` where one dependency does not exist (E404).
# usage: BASE=<scratch dir> sh make/12-npm-e404-invoice.sh > outputs/12-npm-e404-invoice.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/invoicemeta"; rm -rf "$P"; mkdir -p "$P/src"; cd "$P"
cat > package.json <<'EOF'
{
  "name": "invoicemeta",
  "version": "0.9.0",
  "description": "Check that invoice PDFs carry the XMP/Info metadata our ERP import expects",
  "type": "module",
  "main": "src/index.js",
  "scripts": { "check": "node src/index.js invoices/" },
  "dependencies": {
    "pdf-lib": "^1.17.1",
    "dayjs": "^1.11.10",
    "@invoicemeta-internal/xmp-schema-zugferd": "^2.1.0",
    "commander": "^12.0.0"
  }
}
EOF
cat > src/index.js <<'EOF'
import { PDFDocument } from "pdf-lib";
import { readFile } from "node:fs/promises";
export async function metadata(file) {
  const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
  return { title: pdf.getTitle(), producer: pdf.getProducer(), created: pdf.getCreationDate() };
}
EOF
{ npm install --verbose 2>&1; echo "exit status: $?"; } | neut
