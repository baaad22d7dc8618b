# syntax=docker/dockerfile:1
# One image for every Reto app: the gateway (default command), the six NATS services and their
# migrate/seed entry points. docker-compose.yml picks the command per container.
#
#   docker build -t reto:local .
#   docker run --rm reto:local node services/identity/dist/main.js
#
# Debian (glibc) on purpose: the native modules (argon2, piscina's nice) ship prebuilt linux-x64/arm64 glibc binaries, no compiler needed.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Manifests only, so the dependency layers stay cached until a package.json or the lockfile changes.
# A new workspace needs its package.json line here (and its dist line in the runtime stage).
FROM base AS manifests
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY services/identity/package.json services/identity/
COPY services/challenge/package.json services/challenge/
COPY services/billing/package.json services/billing/
COPY services/reviews/package.json services/reviews/
COPY services/voice/package.json services/voice/
COPY services/admin/package.json services/admin/
COPY services/community/package.json services/community/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY system-tests/package.json system-tests/

# Build: every workspace into its own dist/, the SPA into frontend/dist.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies only (workspace links included; e2e has none).
FROM manifests AS prod-deps
RUN npm ci --omit=dev && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
# Code and dependencies stay root-owned and read-only for the app user.
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/platform/dist packages/platform/dist
COPY --from=build /app/services/identity/dist services/identity/dist
COPY --from=build /app/services/challenge/dist services/challenge/dist
COPY --from=build /app/services/billing/dist services/billing/dist
COPY --from=build /app/services/reviews/dist services/reviews/dist
COPY --from=build /app/services/voice/dist services/voice/dist
COPY --from=build /app/services/admin/dist services/admin/dist
COPY --from=build /app/services/community/dist services/community/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY infra/docker infra/docker
USER node
EXPOSE 3000
CMD ["node", "gateway/dist/main.js"]

# The voice service's image: the runtime plus Debian's offline speech tools (DECISIONS.md 4):
# espeak-ng speaks Spanish, pocketsphinx (with its only Debian model, en-us, driven by a Spanish
# grammar and dictionary) recognises the coach's phrases. `docker build --target voice .`
FROM runtime AS voice
USER root
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends espeak-ng pocketsphinx pocketsphinx-en-us \
    && rm -rf /var/lib/apt/lists/*
USER node
