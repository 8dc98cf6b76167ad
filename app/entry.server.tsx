import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { log } from "~/server/log.server";
import { requestInfoContext } from "~/server/request-info.server";
import { holdsHydration, hydrateAfterPaint } from "~/server/script-priority.server";

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the request's CSP nonce on every inline script, and errors
 * logged with the request id (the browser never sees their details).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId } = loadContext.get(requestInfoContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (holdsHydration(request)) pipe(hydrateAfterPaint()).pipe(body);
          else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log().error({ err: error, reqId: requestId }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { requestId } = context.get(requestInfoContext);
  const where = { reqId: requestId, method: request.method, path: new URL(request.url).pathname };
  // A refused request (an OPTIONS or PUT with no handler: 405) is the client's doing, not a fault.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log().info({ ...where, status: error.status }, "request refused");
    return;
  }
  log().error({ err: error, ...where }, "request failed");
};
