import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { config } from "~/server/config.server";
import { database } from "~/server/db/index.server";
import { prepareDatabase } from "~/server/db/prepare.server";
import { startMailWorker, stopMailWorker } from "~/server/mail/worker.server";
import { requestInfoContext } from "~/server/request-info.server";

export { config };

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The application: every request except static assets. Vite builds this file as the server
 * bundle's entry (see vite.config.ts), so it shares one module graph with the routes.
 */
export function createApp(build: BuildSource = serverBuild as unknown as ServerBuild) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config().TRUST_PROXY));
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: config().NODE_ENV,
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, { ip: req.ip ?? "unknown" });
        return context;
      },
    }),
  );
  return app;
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Validates configuration and prepares what the app needs before it takes traffic. */
export async function startup() {
  config();
  await prepareDatabase();
  startMailWorker();
}

/** Lets the mail worker finish its batch, then closes the database (PGlite flushes to disk). */
export async function shutdown() {
  await stopMailWorker();
  await database().close();
}
