import { readApplicationForm, submitApplication } from "~/server/careers/applications.server";
import { submissionResponse } from "~/server/intake/respond.server";
import { submitterOf } from "~/server/intake/submitter.server";
import type { Route } from "./+types/api.applications";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readApplicationForm(request);
  if ("status" in parsed) return submissionResponse(parsed);
  return submissionResponse(await submitApplication(parsed, await submitterOf(request, context)));
}
