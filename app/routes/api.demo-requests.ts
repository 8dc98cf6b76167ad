import { answerOrNotSent } from "~/lib/forms/client-action";
import { formAnswer } from "~/server/http/responses.server";
import { submitTextForm } from "~/server/intake/respond.server";
import { submitDemoRequest } from "~/server/leads/leads.server";
import type { Route } from "./+types/api.demo-requests";

/** The demo dialog's action. The dialog is on every page, so its action has a URL of its own. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitTextForm(request, context, submitDemoRequest));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}
