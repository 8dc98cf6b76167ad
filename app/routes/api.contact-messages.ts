import { answerTextForm } from "~/server/intake/respond.server";
import { submitContactMessage } from "~/server/leads/leads.server";
import type { Route } from "./+types/api.contact-messages";

export function action({ request, context }: Route.ActionArgs) {
  return answerTextForm(request, context, submitContactMessage);
}
