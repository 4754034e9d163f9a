# The app as production runs it: built once, started with `node backend/dist/main.js`.
# docker-compose.yml's "app" profile runs two of these behind a proxy.
FROM node:24-bookworm-slim
WORKDIR /app
# Dependencies first, so a change to the source does not reinstall them.
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# Compose sends SIGTERM on stop: the server drains (docs/operations.md) within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]
