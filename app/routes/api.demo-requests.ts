import { answerTextForm } from "~/server/intake/respond.server";
import { submitDemoRequest } from "~/server/leads/leads.server";
import type { Route } from "./+types/api.demo-requests";

export function action({ request, context }: Route.ActionArgs) {
  return answerTextForm(request, context, submitDemoRequest);
}
