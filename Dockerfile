# syntax=docker/dockerfile:1
# The Lazy Trader's production image (docs/decisions/0054-container-recipe.md; README, Deploy).
# `build` builds the web app and the server to JavaScript; `runtime` holds the production
# dependencies of the server only and the two builds, and runs `node` on them as the image's
# unprivileged `node` user.
#
# Debian 13 (trixie) is named rather than left to `node:24-slim`'s default, so that the runtime's
# `pg_dump` (Debian's postgresql-client, 17) stays at least the major version of compose.yaml's PostgreSQL.
ARG NODE_IMAGE=node:24-trixie-slim

# The lockfile and every workspace's package.json, alone: `npm ci` needs the whole lockfile's tree in
# both stages below, and their install layers are reused until a dependency changes.
FROM scratch AS manifests
COPY package.json package-lock.json /app/
COPY packages/shared/package.json /app/packages/shared/
COPY apps/server/package.json /app/apps/server/
COPY apps/web/package.json /app/apps/web/
COPY e2e/package.json /app/e2e/
COPY bench/package.json /app/bench/

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Nothing may download a browser at install time (e2e's playwright-core is a dev dependency).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY --from=manifests /app/ ./
RUN npm ci
COPY . .
# The web app (apps/web/dist, with the page renderer in dist/ssr) and the server (apps/server/dist,
# its migrations beside it: docs/decisions/0051-compiled-build.md).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for `db-backup.js`/`db-restore.js` and the nightly backup job on PostgreSQL
# (docs/decisions/0049-backups.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# NODE_ENV=production: safe defaults, and every missing secret is a start-up problem (config.ts).
# The MALLOC_* settings must be in the environment before the process starts (glibc reads them
# once): with --max-semi-space-size=2 below they keep a process within its memory target
# (docs/decisions/0051-compiled-build.md).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    PORT=3000 \
    DATA_DIR=/data \
    npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY --from=manifests /app/ ./
# The server's production dependencies only: @tlt/shared is bundled into the build and the page
# renderer bundles React, so the web app's packages are not needed. argon2 and sharp install their
# prebuilt binaries (argon2's prebuilds/linux-x64, sharp's @img/sharp-linux-x64 and libvips): no compiler.
RUN npm ci --omit=dev --workspace @tlt/server && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/cli.mjs apps/server/cli.mjs
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database when there is no DATABASE_URL, local uploads, backups, the page
# images' cache. Owned by `node`, so a new named volume mounted here is too.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready, not merely alive: the database, the LISTEN connection and the job queue (GET /api/health/ready).
# The start period covers the migrations a first start or an upgrade applies.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: a bounded, clean shutdown within 10 s (docs/decisions/0052-shutdown.md); node is PID 1
# here and handles the signal itself.
CMD ["node", "--max-semi-space-size=2", "apps/server/dist/server.js"]
