#!/usr/bin/env bash
# The README's two commands on whichever Node is first on PATH (CI runs it on the machine's own Node,
# docs/decisions/0001): `npm ci`, then `npm start` must serve the site with its demo data (the landing
# page and a demo login answer), then the shared suite of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "node $(node --version), npm $(npm --version)"
npm ci --no-audit --no-fund

data="$(mktemp -d "${TMPDIR:-/tmp}/tlt-readme-XXXXXX")"
port="${README_CHECK_PORT:-3197}"
# A session of its own, so the stop reaches npm's child (the server) too.
PORT="$port" DATA_DIR="$data" setsid npm start >"$data/start.log" 2>&1 &
pid=$!
stop() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
}
trap stop EXIT

PORT="$port" node --input-type=module -e '
const base = `http://127.0.0.1:${process.env.PORT}`;
const deadline = Date.now() + 180_000;
for (;;) {
  try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
  if (Date.now() > deadline) { console.error("npm start did not answer within 180 s"); process.exit(1); }
  await new Promise((r) => setTimeout(r, 500));
}
const page = await fetch(`${base}/`);
const html = await page.text();
if (!page.ok || !html.includes("The Lazy Trader")) { console.error(`landing page: ${page.status}`); process.exit(1); }
const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "member@example.com", password: "Member@123" }) });
if (!login.ok) { console.error(`demo login: ${login.status}`); process.exit(1); }
console.log("npm start: the landing page and a demo login answer");
' || { tail -40 "$data/start.log"; exit 1; }

npm run test -w @tlt/shared
