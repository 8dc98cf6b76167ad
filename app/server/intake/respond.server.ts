import { data, type RouterContextProvider } from "react-router";
import { invalidInput } from "~/lib/forms/fields";
import type { SubmissionResult } from "~/lib/forms/validate";
import type { Submission, Submitter } from "./intake.server";
import { readTextForm } from "./read-form.server";
import { submitterOf } from "./submitter.server";

/** A body we could not read at all (too large, files where none belong, malformed). */
export const unreadableForm: Submission = {
  status: 400,
  result: { ok: false, toast: invalidInput } satisfies SubmissionResult,
};

/** The JSON answer scripts get from the /api/* form endpoints. */
export function submissionResponse({ status, result }: Submission): Response {
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

/** The whole of an /api/* text-form endpoint: read the form, submit it, answer in JSON. */
export async function answerTextForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (values: Record<string, string>, submitter: Submitter) => Promise<Submission>,
): Promise<Response> {
  const values = await readTextForm(request);
  if (!values) return submissionResponse(unreadableForm);
  return submissionResponse(await submit(values, await submitterOf(request, context)));
}

/** The action data of a plain (script-less) form post: the answer, and the input to show again. */
export async function answerPlainPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (values: Record<string, string>, submitter: Submitter) => Promise<Submission>,
) {
  const values = await readTextForm(request);
  const submission = values
    ? await submit(values, await submitterOf(request, context))
    : unreadableForm;
  return plainPostData(submission, values);
}

/** Action data for a plain post: the answer, and on failure the input to show again. */
export function plainPostData(
  { status, result }: Submission,
  values?: Record<string, string> | null,
) {
  return data({ result, values: result.ok ? undefined : (values ?? undefined) }, { status });
}
