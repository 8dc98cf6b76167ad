// Launcher: security headers and health checks, then the built client assets, then the app.
// In development, Vite serves the assets and compiles the app and routes on the fly.
// First: .env beside the app fills in what the environment does not set (record 102).
import "./env-file.ts";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { enableCompileCache } from "node:module";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { requestId, securityHeaders, supportedMethods } from "./security.ts";

type AppModule = typeof import("./app.ts");

// Node keeps the compiled server bundle on disk between starts (about 70 ms off a cold start).
enableCompileCache();

const production = process.env.NODE_ENV === "production";
const host = express();
const server = createServer(host);
host.disable("x-powered-by");
const https = (process.env.PUBLIC_URL ?? "").startsWith("https://");
host.use(requestId, securityHeaders({ production, https }), supportedMethods);

let appModule: AppModule | undefined;
// Liveness: the process answers. Readiness: the app can serve (database up, not stopping).
host.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain").send("ok");
});
host.get("/readyz", async (_req, res) => {
  const ready = (await appModule?.isReady()) ?? false;
  res.setHeader("Cache-Control", "no-store");
  res
    .status(ready ? 200 : 503)
    .type("text/plain")
    .send(ready ? "ready" : "not ready");
});
let build: (() => Promise<ServerBuild>) | undefined;
if (production) {
  const buildDir = new URL("../build/", import.meta.url);
  // Hashed assets never change: cache for a year, and send the .br/.gz written at build time.
  host.use(
    "/assets",
    expressStaticGzip(new URL("client/assets", buildDir).pathname, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
    }),
  );
  const clientDir = new URL("client", buildDir).pathname;
  const clientFiles = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { maxAge: "1h", index: false },
  });
  // Only what build/client holds is looked up on disk: a page's path goes straight to the app,
  // instead of costing a file-system stat and, for "/", a 404 error object (record 090).
  const clientNames = new Set(readdirSync(clientDir));
  host.use((req, res, next) => {
    if (clientNames.has(req.path.split("/")[1] ?? "")) clientFiles(req, res, next);
    else next();
  });
  // Only what is rendered per request (uncached pages, data, API answers) is compressed live.
  host.use(compression());
  appModule = (await import(new URL("server/index.js", buildDir).href)) as AppModule;
} else {
  const vite = await import("vite");
  host.use(compression());
  // Hot reload's websocket shares the page's origin, which the CSP's connect-src 'self' allows.
  const devServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server } },
  });
  host.use(devServer.middlewares);
  appModule = (await devServer.ssrLoadModule("./host/app.ts")) as AppModule;
  build = () =>
    devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}
const app = appModule;

/** Says in one line why the server cannot start, and exits non-zero (never "listening"). */
function refuseToStart(reason: string): never {
  console.error(`Brazos Digital site cannot start: ${reason}`);
  process.exit(1);
}

try {
  await app.startup();
} catch (error) {
  if (!(error instanceof Error)) throw error;
  if (error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  if (error.name === "StartupError") refuseToStart(error.message);
  throw error;
}

host.use(app.createApp(build));
// Last resort: a friendly page and a request id; the details stay in the log.
host.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  const id = String(res.locals.requestId ?? "");
  const log = app.log();
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    // A missing asset, a malformed request: the client's problem, said plainly.
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found." : "Bad request.");
    return;
  }
  log.error({ err: error, reqId: id }, "unhandled error");
  if (res.headersSent) return res.end();
  res.status(500).type("text/plain").send(`Something went wrong on our side. Reference: ${id}`);
});

const { HOST, PORT, NODE_ENV } = app.config();
// Slow clients cannot hold connections open: headers within 10 s, the whole request within 60 s.
server.headersTimeout = 10_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;
try {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(PORT, HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  // The database is open (PGlite holds unflushed pages): close it before leaving.
  await app.shutdown().catch(() => {});
  if (code === "EADDRINUSE") refuseToStart(`port ${PORT} is already in use (set PORT to another)`);
  if (code === "EACCES") refuseToStart(`not allowed to listen on port ${PORT}`);
  refuseToStart(`cannot listen on ${HOST}:${PORT}: ${(error as Error).message}`);
}
app
  .log()
  .info({ port: PORT, env: NODE_ENV }, `Brazos Digital site listening on http://localhost:${PORT}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log().info({ signal }, "stopping: finishing in-flight requests");
  // Also ends the open live-list streams (event streams never finish on their own).
  app.beginShutdown();
  // Requests in flight get up to 10 s; then remaining sockets are dropped.
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  // A keep-alive connection whose request finishes after close() stays open until its idle
  // timeout (or the client's): closed as soon as it is idle, so stopping waits for requests only.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(forced);
  clearInterval(idle);
  await app.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
