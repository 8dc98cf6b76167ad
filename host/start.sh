#!/bin/sh
# `npm start`: the production server inside a memory budget (docs/decisions/045-memory-budget.md).
# V8's heap limits can only be set on node's command line, so they are set here, and `exec`
# replaces this shell: no extra process stays behind, and signals reach the server directly.
#   HEAP_LIMIT_MB   old-generation cap (default 192). A number only; anything else is passed
#                   on unchanged, so the server's configuration check names the variable.
#   --max-semi-space-size=16: V8 grows the young generation's semi-spaces to 64 MB under load by
#                   default; 16 MB kept page and submission rates and saved ~80 MB at peak.
#   --liftoff-only: the embedded database is PostgreSQL compiled to WebAssembly, and V8's
#                   optimising compiler needs 600 MB for a few seconds to compile its SQL parser
#                   alone; the baseline compiler's code served submissions at the same CPU cost.
# It runs build/main.js, the launcher (host/main.ts) as plain JavaScript, written by `npm run build`:
# stripping TypeScript at run time keeps a compiler in the process, 17 MB for its lifetime
# (docs/decisions/057-plain-javascript-in-production.md). Another entry file may be given (the
# benchmarks run a copy under another name).
entry="${1:-build/main.js}"
# .env beside the app may set HEAP_LIMIT_MB too (the launcher reads the rest of it; a variable
# already in the environment wins, record 102). Not exported: node reads the same file itself.
env_file="$(dirname "$0")/../.env"
if [ -z "${HEAP_LIMIT_MB+set}" ] && [ -f "$env_file" ]; then
  HEAP_LIMIT_MB=$(sed -n "s/^[[:space:]]*HEAP_LIMIT_MB[[:space:]]*=[[:space:]]*[\"']\{0,1\}\([0-9]*\).*/\1/p" "$env_file" | tail -n 1)
fi
heap="${HEAP_LIMIT_MB:-192}"
case "$heap" in
  '' | *[!0-9]*) exec node "$entry" ;;
esac
exec node --max-old-space-size="$heap" --max-semi-space-size=16 --liftoff-only "$entry"
