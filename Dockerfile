# syntax=docker/dockerfile:1
# One container serves the whole site (docs/architecture.md). Build:
#   docker build -t it-services-site .
# Several on one PostgreSQL: compose.yaml (README "Run several instances").
# Run (see README "Running in a container"):
#   docker run -p 3000:3000 -v site-data:/data -e N8N_WEBHOOK_BASE_URL=... it-services-site

# 1. Build the browser and server bundles with all dependencies.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. package.json's `dependencies` only: what the server bundle imports at run time (pg,
#    pino, prom-client). The build carries every other library it uses, so React, the
#    icons and the rest stay in the build stage (docs/architecture.md#building).
FROM node:24-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The runtime image: no compilers, no dev dependencies, not root.
FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
# Bookings and the outbox towards n8n live here: keep it on a volume.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets in-flight requests and the delivery in progress finish (10 s at most).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]
