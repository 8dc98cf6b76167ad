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
  bytes: Uint8Array,
  contentType: string,
  disposition: "attachment" | "inline",
  fileName: string,
): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}
