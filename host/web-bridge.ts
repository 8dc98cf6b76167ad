import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** Express request → Fetch API Request, for React Router's web-standard handler. */
export function toWebRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  bodyLimit: number,
): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // x-client-ip is ours to set (below); a client-sent one is dropped.
    if (value === undefined || name === "x-client-ip") continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set("x-client-ip", req.ip ?? "unknown");
  const controller = new AbortController();
  // Aborts loaders and rendering when the client goes away before the answer is sent.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(limited(req, bodyLimit)) as ReadableStream, duplex: "half" }
      : {}),
  } as RequestInit);
}

/** Writes a Fetch API Response (status, headers including every Set-Cookie, streamed body). */
export async function sendWebResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // The app's own value replaces the host's default (e.g. a route's Cache-Control).
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body && res.req.method !== "HEAD") {
    await writeReadableStreamToWritable(response.body as NodeReadableStream as ReadableStream, res);
  } else {
    res.end();
  }
}

/** Cuts a body off once it passes `limit` bytes, whatever Content-Length claimed. */
function limited(source: Readable, limit: number): Readable {
  let seen = 0;
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > limit ? new Error("Request body too large") : null, chunk);
      },
    }),
  );
}
