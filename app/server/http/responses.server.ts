import { data } from "react-router";
import { type FormResult, formRefused, problem } from "~/lib/forms/result";
import { privateNoStore } from "./headers.server";

/**
 * Throws a response when a condition fails: the one way loaders and actions stop with a
 * status (403, 404 …). Route error boundaries show it by status; resource routes send it as is.
 */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: { status: number },
): asserts condition {
  if (!condition) {
    throw new Response(message, {
      status: init.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...privateNoStore },
    });
  }
}

/** Loader data for a personal page: never stored by any cache. */
export function personal<T>(value: T) {
  return data(value, { headers: privateNoStore });
}

/**
 * A form action's answer: the result as action data (a fetcher's `data`, or the page a plain
 * post renders), its status as the HTTP status, and never stored by a cache. A redirect (after
 * signing in, say) goes out as it is.
 */
export function formAnswer(answer: FormResult | Response) {
  if (answer instanceof Response) return answer;
  return data(answer, { status: answer.status, headers: privateNoStore });
}

/**
 * The answer to a form whose `intent` the action does not know (or that names none): 400, and
 * nothing changed. Destructive actions are always named, never an action's default branch.
 */
export const unknownIntent: FormResult = formRefused(problem("Nothing changed", "Unknown action."));

/**
 * A file for one person's browser, saved (`attachment`) or shown (`inline`) under `fileName`
 * (plain ASCII): never stored by a cache, never sniffed into another type.
 */
export function privateFile(
  body: Uint8Array | BodyInit,
  contentType: string,
  disposition: "attachment" | "inline",
  fileName: string,
): Response {
  return new Response(body instanceof Uint8Array ? Buffer.from(body) : body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}

/** A staff CSV export (it holds what the viewer may see): a private file the browser saves. */
export const csvDownload = (csv: BodyInit, fileName: string) =>
  privateFile(csv, "text/csv; charset=utf-8", "attachment", fileName);

/** Today's date (UTC) for a download's file name. */
export const today = () => new Date().toISOString().slice(0, 10);
