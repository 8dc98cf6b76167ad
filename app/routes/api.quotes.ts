import { answerTextForm } from "~/server/intake/respond.server";
import { submitQuote } from "~/server/leads/leads.server";
import type { Route } from "./+types/api.quotes";

export function action({ request, context }: Route.ActionArgs) {
  return answerTextForm(request, context, submitQuote);
}
