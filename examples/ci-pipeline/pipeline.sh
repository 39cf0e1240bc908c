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

# 1. Stop here when the platform would reject the build (exit 1 with each finding's file and line).
"${gamesdk[@]}" check "$build" > check-report.json

# 2. Upload. A rerun of the same version is success; a 5xx is retried; any other failure fails
#    the step with the JSON answer on stdout.
"${gamesdk[@]}" builds upload "$GAME_ID" "$build" \
  --version "$BUILD_VERSION" --notes "${BUILD_NOTES:-}" --ok-if-exists > upload-answer.json
