import { answerOrNotSent } from "~/lib/forms/client-action";
import { formAnswer } from "~/server/http/responses.server";
import { submitTextForm } from "~/server/intake/respond.server";
import { submitQuote } from "~/server/leads/leads.server";
import type { Route } from "./+types/api.quotes";

/** The quote dialog's action. The dialog is on every page, so its action has a URL of its own. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitTextForm(request, context, submitQuote));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}
