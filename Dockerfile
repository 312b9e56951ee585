# MentalCoach AI: site, voice-chat demo and operator area in one Node.js process.
#
#   docker build -t mentalcoach-ai --build-arg VITE_SITE_URL=https://www.example-coaching.de .
#   docker run -p 3000:3000 -v mentalcoach-data:/data mentalcoach-ai
#
# Three stages: `build` installs every dependency and builds the site, `deps`
# installs the production dependencies alone, `runtime` holds the build, those
# dependencies and nothing else, and runs as the unprivileged user `node`.
# Configuration comes from the environment at run time (README, Configuration).

# Any Debian-based Node.js image of a version package.json's engines accept.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The public origin is baked into the prerendered pages (canonical URLs, sitemap);
# run the image with the same SITE_URL.
ARG VITE_SITE_URL=http://localhost:3000
ENV VITE_SITE_URL=${VITE_SITE_URL}
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No production dependency has an install script; none may run.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json site.config.json ./
# The embedded database and uploaded files live in DATA_DIR unless DATABASE_URL and
# S3_BUCKET are set; it belongs to `node`, everything else stays read-only to it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: 200 while the process serves requests (GET /api/health touches neither database nor
# storage, so an orchestrator that restarts unhealthy containers does not restart us for a database
# outage). Readiness for a load balancer is GET /api/ready (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "build/server-app/index.js"]
