#!/usr/bin/env bash
# Debian packages the e2e suite needs (run as root, before `npm run test:e2e`; CI must run it itself):
# the browser and CJK fonts, and what node-gyp needs to rebuild code-server's native modules for Node 24.
set -euo pipefail
pkgs=(chromium fonts-noto-cjk build-essential python3 libkrb5-dev libx11-dev libxkbfile-dev libsecret-1-dev)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -eq 0 ]; then echo "e2e apt deps: all present"; exit 0; fi
echo "e2e apt deps: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
