import { submitQuote } from "~/server/leads/leads.server";
import { answerTextForm } from "~/server/leads/respond.server";
import type { Route } from "./+types/api.quotes";

export function action({ request, context }: Route.ActionArgs) {
  return answerTextForm(request, context, submitQuote);
}
