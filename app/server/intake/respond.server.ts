import type { RouterContextProvider } from "react-router";
import { invalidInput } from "~/lib/forms/limits";
import { type FormResult, formRefused } from "~/lib/forms/result";
import type { Submitter } from "./intake.server";
import { readTextForm } from "./read-form.server";
import { submitterOf } from "./submitter.server";

/** A body we could not read at all (too large, files where none belong, malformed). */
export const unreadableForm: FormResult = formRefused(invalidInput);

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
