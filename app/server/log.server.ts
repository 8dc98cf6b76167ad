import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";

/**
 * Structured JSON logs. Inside a request, `log()` is a child logger carrying its `reqId`, so
 * every line can be tied to the X-Request-Id the client saw. Secrets are redacted by path, and
 * callers never pass passwords, tokens or file contents.
 */
let base: Logger | undefined;
const perRequest = new AsyncLocalStorage<Logger>();

function rootLogger(): Logger {
  base ??= pino({
    // Validated with the rest of the configuration at start (config.server.ts); read directly so
    // logging never caches the configuration before it is complete.
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
  });
  return base;
}

export function log(): Logger {
  return perRequest.getStore() ?? rootLogger();
}

/** Runs `next` with a logger that stamps every line with this request's id. */
export function withRequestLog(requestId: string, next: () => void) {
  perRequest.run(rootLogger().child({ reqId: requestId }), next);
}
