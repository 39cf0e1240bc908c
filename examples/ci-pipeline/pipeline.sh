#!/usr/bin/env bash
# Preflight check, then upload: the two steps a game's CI runs for every release build.
#
#   GAMESDK_SITE_URL   the service's site URL (a CI variable)
#   GAMESDK_API_KEY    the team API key (a CI secret: never echo it, never commit it)
#   GAME_ID            the game to upload to (a CI variable)
#   BUILD_VERSION      this build's version, unique per game (a tag, or a date and run number)
#   BUILD_NOTES        optional release notes (at most 500 characters)
#   GAMESDK_CLI        optional: how to run gamesdk (default: the project's own, npx --no-install gamesdk)
#
# Usage: pipeline.sh <build folder or build.zip>
set -euo pipefail

build="${1:?usage: pipeline.sh <build folder or build.zip>}"
: "${GAMESDK_SITE_URL:?set GAMESDK_SITE_URL}" "${GAMESDK_API_KEY:?set GAMESDK_API_KEY from the CI secrets}"
: "${GAME_ID:?set GAME_ID}" "${BUILD_VERSION:?set BUILD_VERSION}"

read -r -a gamesdk <<< "${GAMESDK_CLI:-npx --no-install gamesdk}"

# Runs one step, keeping its JSON answer in a file; when the step fails, the answer is printed to
# the log as well, so the failed run shows its code and message (the spec's retry guidance: the
# code says whether another attempt can help) without anyone opening the file.
# Usage: step <name> <answer file> <command...>
step() {
  local name="$1" answer="$2"
  shift 2
  local status=0
  "$@" > "$answer" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "the ${name} step failed (exit ${status}); its answer, kept in ${answer}:" >&2
    cat "$answer" >&2
    echo >&2
  fi
  return "$status"
}

# 1. Stop here when the platform would reject the build (exit 1 with each finding's file and line).
step check check-report.json "${gamesdk[@]}" check "$build"

# 2. Upload. A rerun of the same version is success; a 5xx is retried; any other failure fails
#    the step, its JSON answer printed.
step upload upload-answer.json "${gamesdk[@]}" builds upload "$GAME_ID" "$build" \
  --version "$BUILD_VERSION" --notes "${BUILD_NOTES:-}" --ok-if-exists
