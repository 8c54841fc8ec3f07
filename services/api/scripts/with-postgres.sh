#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL 15 cluster:
#   services/api/scripts/with-postgres.sh npx vitest run
# initdb's a cluster in a temp dir as the postgres user, starts it on 127.0.0.1 on a free port,
# creates a database, exports DATABASE_URL, runs the command, then stops and removes the cluster.
# The command's exit code is the script's. PG_EXTRA_OPTS adds server options, e.g.
#   PG_EXTRA_OPTS="-c shared_preload_libraries=pg_stat_statements" to see where the database's time goes.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found (set PG_BIN)" >&2
  exit 1
fi

# The server refuses to run as root: as root, run it as the postgres user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

CLUSTER_DIR="$(mktemp -d /tmp/pg-cluster.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$CLUSTER_DIR"; fi
DATA="$CLUSTER_DIR/data"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER_DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DATA" -w -l "$CLUSTER_DIR/server.log" \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$CLUSTER_DIR -c fsync=off -c max_connections=200 ${PG_EXTRA_OPTS:-}" \
  start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres platform

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/platform"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
