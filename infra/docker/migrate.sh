#!/usr/bin/env bash
# One-shot migration step of docker-compose.yml (the `migrate` service), also usable by hand inside
# the image: provisions and migrates the database of every service that keeps data (all but voice,
# which is stateless), then seeds the administrator.
#
# Per service <svc> (identity, challenge, ...), DATABASE_URL is taken from <SVC>_DATABASE_URL when
# set (docker-compose.yml passes the very URLs the services use), otherwise built from
# DB_HOST/DB_PORT/DB_NAME and <SVC>_DB_PASSWORD (default: the service name): each service has a
# database of its own, <DB_NAME>_<svc> (reto_identity, ...), which only its role may connect to.
# DATABASE_ADMIN_URL (a superuser URL) lets each migrate.js create the database, role and schema.
# SERVICES overrides the list; ADMIN_USERNAME / ADMIN_PASSWORD reach the identity seed.
set -euo pipefail

cd "$(dirname "$0")/../.."

SERVICES="${SERVICES:-identity challenge billing reviews admin community}"
DB_HOST="${DB_HOST:-postgres}"
DB_PORT="${DB_PORT:-5432}"
DB_NAME="${DB_NAME:-reto}"

: "${DATABASE_ADMIN_URL:?DATABASE_ADMIN_URL must be set (a superuser URL, e.g. postgres://postgres:<pw>@postgres:5432/postgres)}"

urlencode() { node -e 'process.stdout.write(encodeURIComponent(process.argv[1]))' "$1"; }

service_url() {
  local svc="$1" upper url_var pw_var
  upper="$(printf '%s' "$svc" | tr '[:lower:]' '[:upper:]')"
  url_var="${upper}_DATABASE_URL"
  pw_var="${upper}_DB_PASSWORD"
  if [[ -n "${!url_var:-}" ]]; then
    printf '%s' "${!url_var}"
  else
    printf 'postgres://%s:%s@%s:%s/%s' "$svc" "$(urlencode "${!pw_var:-$svc}")" "$DB_HOST" "$DB_PORT" "${DB_NAME}_${svc}"
  fi
}

started=$SECONDS
for svc in $SERVICES; do
  echo "migrate: ${svc}"
  DATABASE_URL="$(service_url "$svc")" node "services/${svc}/dist/migrate.js"
done

echo "migrate: seeding identity"
DATABASE_URL="$(service_url identity)" node services/identity/dist/seed.js

echo "migrate: done in $((SECONDS - started))s"
