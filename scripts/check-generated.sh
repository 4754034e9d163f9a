#!/usr/bin/env bash
# Regenerates the GraphQL schema file and the client's typed documents from their sources and
# fails when either differs from what is committed.
set -euo pipefail
npm run --silent generate >/dev/null
if ! git diff --exit-code --stat -- graphql/schema.graphql frontend/src/gql; then
  echo "Generated GraphQL files are stale: run 'npm run generate' and commit graphql/ and frontend/src/gql/." >&2
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- graphql frontend/src/gql)
if [ -n "$untracked" ]; then
  echo "Generated files are not committed: $untracked" >&2
  exit 1
fi
echo "Generated GraphQL files are up to date."
