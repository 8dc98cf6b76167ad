import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

type Mode = "production" | "development";

/** The Express host: static assets, then every other request goes to React Router. */
export async function createApp({ mode }: { mode: Mode }) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  if (mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    app.all(
      "/{*path}",
      createRequestHandler({
        mode,
        build: () =>
          devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      }),
    );
    return app;
  }

  const buildDir = new URL("../build/", import.meta.url);
  app.use(
    "/assets",
    express.static(new URL("client/assets", buildDir).pathname, {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  app.use(express.static(new URL("client", buildDir).pathname, { maxAge: "1h", index: false }));
  const build = (await import(new URL("server/index.js", buildDir).href)) as ServerBuild;
  app.all("/{*path}", createRequestHandler({ mode, build }));
  return app;
}
