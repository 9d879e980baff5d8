#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 (a free port, trust auth,
# tuned for tests: fsync=off, synchronous_commit=off, max_connections=200),
# exports DATABASE_URL and TEST_DATABASE_URL (postgres://postgres@127.0.0.1:PORT/postgres),
# runs CMD as the current user, then stops the cluster and deletes its folder
# on any exit. Exits with CMD's exit code.
#
# Needs Debian's `postgresql` package (initdb/pg_ctl under /usr/lib/postgresql/*/bin).
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` user.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

log() { echo "[with-postgres] $*" >&2; }

# --- find the server binaries (newest major version first) -----------------
PG_BIN=""
for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then PG_BIN="$dir"; break; fi
done
if [[ -z "$PG_BIN" ]]; then
  for c in initdb pg_ctl; do command -v "$c" >/dev/null || { log "PostgreSQL server binaries not found (install Debian's postgresql package)"; exit 127; }; done
  PG_BIN="$(dirname "$(readlink -f "$(command -v initdb)")")"
fi

# --- who runs the server ----------------------------------------------------
if [[ $EUID -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || { log "running as root but there is no 'postgres' user"; exit 1; }
  as_pg() { runuser -u postgres -- "$@"; }
  PG_OWNER=postgres
else
  as_pg() { "$@"; }
  PG_OWNER="$(id -un)"
fi

# --- a free port on 127.0.0.1 ------------------------------------------------
free_port() {
  if command -v node >/dev/null; then
    node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  else
    python3 -c "import socket;s=socket.socket();s.bind(('127.0.0.1',0));print(s.getsockname()[1]);s.close()"
  fi
}
PORT="${PG_PORT:-$(free_port)}"

# --- cluster folder and cleanup ---------------------------------------------
PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
chmod 700 "$PG_TMP"
chown "$PG_OWNER" "$PG_TMP"
PGDATA_DIR="$PG_TMP/data"
PG_LOG="$PG_TMP/server.log"
STARTED=0

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [[ $STARTED -eq 1 ]]; then
    (cd "$PG_TMP" && as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m fast -t 30 stop >/dev/null 2>&1) \
      || (cd "$PG_TMP" && as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m immediate stop >/dev/null 2>&1) || true
  fi
  rm -rf "$PG_TMP"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# --- create and start --------------------------------------------------------
# Run the server tools from inside the folder: the postgres user may not be able to read the caller's cwd.
if ! (cd "$PG_TMP" && as_pg "$PG_BIN/initdb" -D "$PGDATA_DIR" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$PG_TMP/initdb.log" 2>&1); then
  log "initdb failed:"; cat "$PG_TMP/initdb.log" >&2; exit 1
fi

cat >>"$PGDATA_DIR/postgresql.conf" <<EOF

# --- with-postgres.sh: throwaway test cluster ---
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$PG_TMP'
max_connections = 200
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
checkpoint_timeout = 30min
max_wal_size = 2GB
logging_collector = off
log_min_messages = warning
EOF
# Trust auth on loopback and the private socket only.
cat >"$PGDATA_DIR/pg_hba.conf" <<EOF
local   all  all                trust
host    all  all  127.0.0.1/32  trust
EOF

STARTED=1
if ! (cd "$PG_TMP" && as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -l "$PG_LOG" -w -t 60 start >/dev/null); then
  log "PostgreSQL failed to start:"; cat "$PG_LOG" >&2 || true; exit 1
fi

# Wait until it accepts TCP connections (pg_ctl -w already waited; be sure about TCP).
for _ in $(seq 1 100); do
  if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres 2>/dev/null; then break; fi
  sleep 0.1
done
"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
  || { log "PostgreSQL is not accepting connections on 127.0.0.1:$PORT"; cat "$PG_LOG" >&2 || true; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export TEST_DATABASE_URL="$DATABASE_URL"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') ready at $DATABASE_URL"

# --- run the command as the current user -------------------------------------
set +e
"$@"
rc=$?
set -e
exit "$rc"
