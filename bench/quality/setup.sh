#!/usr/bin/env bash
# Installs what `npm run bench:quality` reads besides node_modules: the Debian
# packages whose source files the labeled items name (bench/quality/sources.ts),
# and the tools the labelers ran. Needs root and Debian's package index.
set -euo pipefail
packages=(rust-src golang-1.19-src ruby3.1 openjdk-17-source librust-regex-dev librust-serde-dev librust-clap-dev librust-tokio-dev
  python3-pip python3-setuptools python3-pkg-resources python3-pygments python3-cryptography python3-oauthlib
  python3-pyparsing python3-yaml python3-httplib2 python3-jwt python3-distro python3-toml python3-wheel
  python3-openssl python3-apt python3-argcomplete python3-dbus python3-gi python3-lazr.uri python3-lazr.restfulclient
  python3-six python3-wadllib ripgrep unzip)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if ((${#missing[@]})); then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
