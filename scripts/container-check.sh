#!/usr/bin/env bash
# The container check with a real engine (Docker, or Podman), for a machine without the
# team's shared tool (.ci/run picks which runs; README "Running in a container"):
#
#   bash scripts/container-check.sh [PROJECT_DIR]     (default: the current directory)
#
# Builds the Dockerfile from a clean clone of HEAD (what an operator builds), runs the
# image as it is (its USER, a named volume on /data) and checks: not root, /healthz
# answers, the image's HEALTHCHECK command succeeds inside it, a booking is taken, a stop
# (SIGTERM) ends it with exit 0, and the store is kept on the volume.
# Ends with "N passed, N failed"; a machine where no engine runs containers fails.
set -uo pipefail
PROJECT_DIR=$(cd "${1:-.}" && pwd)
PORT=${CHECK_PORT:-3095}
IMAGE=localhost/it-services-site:check
NAME=it-services-site-check-$$
VOLUME=$NAME-data
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
no() { echo "FAIL $1"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; exit $?; }

engine=""
for candidate in docker podman; do
  command -v "$candidate" >/dev/null && "$candidate" info >/dev/null 2>&1 && { engine=$candidate; break; }
done
[ -n "$engine" ] || { no "a container engine that runs containers (docker or podman)"; finish; }
# Podman's own image format drops HEALTHCHECK.
format=()
[ "$engine" = podman ] && format=(--format docker)

ctx=$(mktemp -d)
cleanup() {
  "$engine" rm -f "$NAME" >/dev/null 2>&1
  "$engine" volume rm -f "$VOLUME" >/dev/null 2>&1
  rm -rf "$ctx"
}
trap cleanup EXIT
git -C "$PROJECT_DIR" rev-parse --git-dir >/dev/null 2>&1 && git clone -q "$PROJECT_DIR" "$ctx/src" || cp -a "$PROJECT_DIR" "$ctx/src"

started=$(date +%s)
if "$engine" build "${format[@]}" -t "$IMAGE" "$ctx/src" >"$ctx/build.log" 2>&1; then
  size=$("$engine" image inspect --format '{{.Size}}' "$IMAGE")
  ok "Dockerfile builds with $engine ($(($(date +%s) - started)) s, $((size / 1000000)) MB)"
else
  tail -15 "$ctx/build.log"; no "Dockerfile builds with $engine"; finish
fi

user=$("$engine" image inspect --format '{{.Config.User}}' "$IMAGE")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] && ok "runs as USER $user, not root" || no "the image runs as root (USER '$user')"

"$engine" volume create "$VOLUME" >/dev/null
"$engine" run -d --name "$NAME" -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/data" "$IMAGE" >/dev/null || { no "the image starts"; finish; }
up=0
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && { up=1; break; }; sleep 0.5; done
[ "$up" = 1 ] && ok "the image's CMD serves /healthz" || { "$engine" logs "$NAME" 2>&1 | tail -10; no "the image's CMD serves /healthz"; finish; }

# The HEALTHCHECK command, run now inside the container rather than on the engine's schedule.
mapfile -t hc < <("$engine" image inspect --format '{{range .Config.Healthcheck.Test}}{{println .}}{{end}}' "$IMAGE" | sed '/^$/d')
case "${hc[0]:-}" in
  CMD) "$engine" exec "$NAME" "${hc[@]:1}" && ok "HEALTHCHECK command succeeds" || no "HEALTHCHECK command fails" ;;
  CMD-SHELL) "$engine" exec "$NAME" sh -c "${hc[1]}" && ok "HEALTHCHECK command succeeds" || no "HEALTHCHECK command fails" ;;
  "") no "no HEALTHCHECK in the image" ;;
  *) no "HEALTHCHECK form ${hc[0]}" ;;
esac

date=$(date -d '+40 days' +%F)
body="{\"name\":\"Container Check\",\"email\":\"container.check@example.com\",\"phone\":\"+1 555 010 0000\",\"isWhatsapp\":false,\"serviceCategories\":[],\"hours\":1,\"date\":\"$date\",\"timeSlot\":\"12:00 to 13:00\",\"subject\":\"Container check\",\"description\":\"Booked inside the built image.\"}"
code=$(curl -s -o "$ctx/book.json" -w '%{http_code}' -H 'Content-Type: application/json' -H "Idempotency-Key: container-check-$(date +%s)-0000" -d "$body" "http://127.0.0.1:$PORT/api/n8n/send-consultation-email")
[ "${code:0:1}" = 2 ] && ok "a booking is taken ($code)" || no "a booking is taken (HTTP $code: $(head -c 200 "$ctx/book.json"))"

t0=$(date +%s)
"$engine" stop -t 15 "$NAME" >/dev/null
status=$("$engine" inspect --format '{{.State.ExitCode}}' "$NAME")
[ "$status" = 0 ] && ok "stop (SIGTERM): exit 0 in $(($(date +%s) - t0)) s" || no "stop (SIGTERM): exit $status"

kept=$("$engine" run --rm --entrypoint ls -v "$VOLUME:/data" "$IMAGE" /data 2>/dev/null | tr '\n' ' ')
[ -n "$kept" ] && ok "the store is kept on the /data volume ($kept)" || no "nothing on the /data volume"
finish
