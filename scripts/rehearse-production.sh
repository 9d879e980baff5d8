#!/usr/bin/env bash
# Usage: scripts/rehearse-production.sh   (from anywhere; CI runs it from .ci/run)
#
# The production rehearsal (issue 28 §4): what the container recipe does, on this machine.
# 1. the production build (npm run build: the web app, and the server to JavaScript, decision 0051);
# 2. a runtime folder outside the repository with only what the runtime stage copies (the built
#    files and the package manifests) and `npm ci --omit=dev` there: no dev dependency at run time;
# 3. a throwaway PostgreSQL (scripts/with-postgres.sh), then scripts/rehearsal/rehearse.mjs: two API
#    processes from the runtime folder with NODE_ENV=production, S3 (s3rver), SMTP (smtp-server) and a
#    Razorpay stand-in, through which a member signs up, is notified, receives mail, is refunded, exported.
# Every temp folder and process is removed on any exit; the exit code is the rehearsal's.
set -euo pipefail

cd "$(dirname "$0")/.."
REPO="$PWD"
log() { echo "[rehearse-production] $*"; }

RUNTIME_TMP="$(mktemp -d "${TMPDIR:-/tmp}/tlt-rehearsal.XXXXXX")"
trap 'rm -rf "$RUNTIME_TMP"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

log "node $(node --version), npm $(npm --version)"
log "production build: npm run build"
npm run build --silent >"$RUNTIME_TMP/build.log" 2>&1 || { tail -n 60 "$RUNTIME_TMP/build.log"; exit 1; }
[[ -f apps/server/dist/server.js && -f apps/web/dist/index.html ]] || { log "the build left no apps/server/dist/server.js or apps/web/dist/index.html"; exit 1; }

# What the runtime stage has: the root and workspace manifests with the lock file (npm ci checks they
# agree), the built server and web app. No source, no packages/shared (bundled into the server).
APP="$RUNTIME_TMP/app"
mkdir -p "$APP"
cp package.json package-lock.json "$APP/"
for ws in $(node -p "require('./package.json').workspaces.join(' ')"); do
  mkdir -p "$APP/$ws"
  cp "$ws/package.json" "$APP/$ws/"
done
mkdir -p "$APP/apps/server" "$APP/apps/web"
cp -r apps/server/dist "$APP/apps/server/dist"
cp -r apps/web/dist "$APP/apps/web/dist"

log "runtime dependencies: npm ci --omit=dev --workspace=@tlt/server (from the npm cache when it has them)"
# Only the server's production dependencies (and the root's, which has none); install scripts run as
# in the container (argon2 and sharp pick their prebuilt binaries; nothing is compiled or downloaded).
(cd "$APP" && npm ci --omit=dev --workspace=@tlt/server --include-workspace-root --ignore-scripts=false \
  --prefer-offline --no-audit --no-fund --loglevel=error) >"$RUNTIME_TMP/npm-ci.log" 2>&1 \
  || { tail -n 60 "$RUNTIME_TMP/npm-ci.log"; exit 1; }
for dev in vitest s3rver smtp-server drizzle-kit pdfjs-dist; do
  [[ ! -e "$APP/node_modules/$dev" ]] || { log "a dev dependency was installed in the runtime folder: $dev"; exit 1; }
done
log "runtime folder: $(du -sh "$APP" | cut -f1) ($(ls "$APP/node_modules" | wc -l) top-level packages), build and install took ${SECONDS}s"

"$REPO/scripts/with-postgres.sh" node "$REPO/scripts/rehearsal/rehearse.mjs" "$APP"
