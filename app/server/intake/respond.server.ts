import { data, type RouterContextProvider } from "react-router";
import { invalidInput } from "~/lib/forms/limits";
import type { FormResult } from "~/lib/forms/result";
import { privateNoStore } from "../http/headers.server";
import type { Submitter } from "./intake.server";
import { readTextForm } from "./read-form.server";
import { submitterOf } from "./submitter.server";

/** A body we could not read at all (too large, files where none belong, malformed). */
export const unreadableForm: FormResult = { ok: false, status: 400, toast: invalidInput };

/**
 * A form action's answer: the result as action data (a fetcher's `data`, or the page a plain
 * post renders), its status as the HTTP status, and never stored by a cache. A redirect (after
 * signing in, say) goes out as it is.
 */
export function formResponse(answer: FormResult | Response) {
  if (answer instanceof Response) return answer;
  return data(answer, { status: answer.status, headers: privateNoStore });
}

/** Reads a text-only form and hands it, with who sent it, to the form's domain function. */
export async function submitTextForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (values: Record<string, string>, submitter: Submitter) => Promise<FormResult>,
): Promise<FormResult> {
  const values = await readTextForm(request);
  if (!values) return unreadableForm;
  return submit(values, await submitterOf(request, context));
}
