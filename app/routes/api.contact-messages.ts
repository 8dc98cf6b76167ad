import { submitContactMessage } from "~/server/leads/leads.server";
import { answerTextForm } from "~/server/leads/respond.server";
import type { Route } from "./+types/api.contact-messages";

export function action({ request, context }: Route.ActionArgs) {
  return answerTextForm(request, context, submitContactMessage);
}
