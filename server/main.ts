// Launcher: serves the built client assets, then hands every other request to the app.
// In development, Vite serves the assets and compiles the app and routes on the fly.
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

type AppModule = typeof import("./app.ts");

const production = process.env.NODE_ENV === "production";
const host = express();
host.disable("x-powered-by");
host.use(compression());

let appModule: AppModule;
let build: (() => Promise<ServerBuild>) | undefined;
if (production) {
  const buildDir = new URL("../build/", import.meta.url);
  host.use(
    "/assets",
    express.static(new URL("client/assets", buildDir).pathname, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  host.use(express.static(new URL("client", buildDir).pathname, { maxAge: "1h", index: false }));
  appModule = (await import(new URL("server/index.js", buildDir).href)) as AppModule;
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  host.use(devServer.middlewares);
  appModule = (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
  build = () =>
    devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

try {
  await appModule.startup();
} catch (error) {
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

host.use(appModule.createApp(build));
const { HOST, PORT, NODE_ENV } = appModule.config();
const server = host.listen(PORT, HOST, () => {
  console.log(`Brazos Digital site listening on http://localhost:${PORT} (${NODE_ENV})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests, then stopping.`);
  // Requests in flight get up to 10 s; then idle keep-alive sockets are dropped.
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(forced);
  await appModule.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
