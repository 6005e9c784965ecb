# The mock backend as an HTTP server (`npm run mock:server`), for a shared QA environment: the
# contract, rules, seed, clock and controls of the browser mock, its data kept in /data.
#   docker build -f scripts/production/mock-server.Dockerfile -t stripscan-mock .
#   docker run -p 8787:8787 -v stripscan-mock-data:/data stripscan-mock [--scenario large ...]
# compose.yaml (next to this file) puts the nginx-served app in front of it.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# one file with every dependency inside, and its lazily loaded chunks (scripts/mock-server.config.ts)
RUN npm run mock:build

FROM node:20-bookworm-slim
WORKDIR /srv
COPY --from=build /app/.mock-server ./
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8787/__mock').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# more options (--scenario, --clock, --reset ...) may follow the image name in `docker run`
ENTRYPOINT ["node", "main.js", "--host", "0.0.0.0", "--port", "8787", "--data", "/data"]
