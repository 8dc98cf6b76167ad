import * as serverBuild from "virtual:react-router/server-build";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { countPageView } from "~/server/analytics/recorder.server";
import { config } from "~/server/config.server";
import { inlineStyleHash } from "~/server/inline-style.server";
import { log, withRequestLog } from "~/server/log.server";
import { metricsAccess, metricsText } from "~/server/ops/metrics.server";
import { observeRequest } from "~/server/ops/request-metrics.server";
import { routePatterns } from "~/server/ops/route-pattern.server";
import { requestInfoContext } from "~/server/request-info.server";
import { type CachedPage, cacheControlFor, cacheKey, pageCache, pickEncoding } from "./page-cache";
import { allowScriptHashes, bodyLimit, bodyLimitFor, sameOriginWrites } from "./security";
import { withoutSourceCookie } from "./source-cookie";
import { sendWebResponse, toWebRequest } from "./web-bridge";

export { beginShutdown, isReady, StartupError, shutdown, startup } from "./lifecycle";
export { config, log };

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The application: every request except static assets. Vite builds this file as the server
 * bundle's entry (see vite.config.ts), so it shares one module graph with the routes.
 */
export function createApp(build: BuildSource = serverBuild as unknown as ServerBuild) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config().TRUST_PROXY));
  // In development the build changes under us, so nothing is cached.
  const caching = typeof build !== "function";
  const patternOf = caching ? routePatterns(build.routes) : () => "(development)";
  app.use(
    requestLog(patternOf),
    sameOriginWrites(config().PUBLIC_URL),
    bodyLimit,
    allowInlineStyle,
  );
  app.get("/metrics", metrics);
  const handle = createRequestHandler(build, config().NODE_ENV);

  app.all("/{*path}", async (req, res, next) => {
    try {
      if (req.method === "GET" || req.method === "HEAD") {
        const cookie = withoutSourceCookie(req.headers.cookie);
        if (cookie === undefined) delete req.headers.cookie;
        else req.headers.cookie = cookie;
      }
      const request = toWebRequest(req, res, bodyLimitFor(req.path));
      const key = caching ? cacheKey(request) : null;
      const hit = key ? pageCache.get(key) : undefined;
      if (hit) {
        sendCachedPage(req, res, hit, "HIT");
        return countAnswer(request, req, res);
      }

      const generation = pageCache.generation();
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        ip: req.ip ?? "unknown",
        nonce: String(res.locals.cspNonce ?? ""),
        requestId: String(res.locals.requestId ?? ""),
      });
      const response = await handle(request, context);
      const cacheControl = cacheControlFor(request, response);
      if (cacheControl) response.headers.set("Cache-Control", cacheControl);
      const stored = key ? await pageCache.store(key, response, generation) : null;
      if (stored) sendCachedPage(req, res, stored, "MISS");
      else {
        if (isDataPrefetch(req)) response.headers.set("Cache-Control", "no-store");
        await sendWebResponse(res, response);
      }
      countAnswer(request, req, res);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

/**
 * Counts the answer as a page view if it is one (app/server/analytics, record 072): after it
 * was sent, and in about a microsecond (the rest waits for the batch write). A prefetched
 * page's data is not kept by the browser (no-store, isDataPrefetch), so the navigation that
 * uses it asks again and is counted.
 */
function countAnswer(request: Request, req: ExpressRequest, res: ExpressResponse) {
  const contentType = String(res.getHeader("content-type") ?? "");
  countPageView(request, { status: res.statusCode, contentType }, req.ip ?? "unknown");
}

/** A link's prefetch of a page's data (header links prefetch on hover). */
function isDataPrefetch(req: ExpressRequest): boolean {
  return req.path.endsWith(".data") && /prefetch/.test(String(req.headers["sec-purpose"] ?? ""));
}

/**
 * One log line per request, its duration under its route pattern for /metrics (record 104), and
 * the request id on every line logged while handling it.
 */
function requestLog(patternOf: (path: string) => string) {
  return (req: ExpressRequest, res: ExpressResponse, next: () => void) => {
    const started = performance.now();
    res.on("finish", () => {
      const ms = performance.now() - started;
      const route = typeof res.locals.route === "string" ? res.locals.route : patternOf(req.path);
      observeRequest(route, res.statusCode, ms / 1000);
      log().info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    withRequestLog(String(res.locals.requestId ?? ""), next);
  };
}

/** Prometheus scrapes with METRICS_TOKEN; without the variable there is no such page. */
async function metrics(req: ExpressRequest, res: ExpressResponse, next: (error?: unknown) => void) {
  res.setHeader("Cache-Control", "no-store");
  res.locals.route = "/metrics";
  const access = metricsAccess(config().METRICS_TOKEN, req.headers.authorization);
  if (access === 404) return next();
  if (access === 401) {
    res.status(401).setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    res.type("text/plain").send("Unauthorized.");
    return;
  }
  try {
    res.type("text/plain; version=0.0.4").send(await metricsText());
  } catch (error) {
    next(error);
  }
}

/** Lets the page's inlined stylesheet through the CSP (see app/root.tsx). */
function allowInlineStyle(_req: ExpressRequest, res: ExpressResponse, next: () => void) {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader(
      "Content-Security-Policy",
      policy.replace("style-src 'self'", `style-src 'self' ${inlineStyleHash}`),
    );
  }
  next();
}

function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: string,
) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (isDataPrefetch(req)) res.setHeader("Cache-Control", "no-store");
  allowScriptHashes(res, page.scriptHashes);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("X-Cache", state);
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = page.body[encoding];
  res.status(page.status).setHeader("Content-Length", body.byteLength);
  res.end(req.method === "HEAD" ? undefined : body);
}

function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A reason the server cannot start that the operator can fix; main.ts prints it as one line. */
