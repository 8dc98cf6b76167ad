import { SettingsNav } from "~/components/dashboard/settings-nav";
import { PersonResult, PersonSearch } from "~/components/privacy/person-lookup";
import { RetentionForm } from "~/components/privacy/retention-form";
import { db } from "~/server/db/index.server";
import { unknownIntent } from "~/server/http/responses.server";
import { erasePerson, lookUpPerson, readPersonEmail } from "~/server/privacy/requests.server";
import { loadRetention, saveRetention } from "~/server/privacy/retention.server";
import type { Route } from "./+types/privacy";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

/** A person's data on request (find, export, erase) and the retention periods. Admins only. */
const staff = staffRoute("users");

export const loader = staff.loader(async (_viewer, request) => {
  const q = new URL(request.url).searchParams.get("email") ?? "";
  const email = readPersonEmail(q);
  return {
    q,
    invalid: q !== "" && !email,
    person: await lookUpPerson(email),
    retention: await loadRetention(db()),
  };
});

/**
 * intent erase (confirmed by the address typed again) or retention. Erasing is never the
 * default: any other intent answers 400 and changes nothing.
 */
export const action = staff.formAction(async (values, viewer, request) => {
  switch (values.intent) {
    case "retention":
      return saveRetention(db(), viewer, values);
    case "erase":
      return erasePerson(request, viewer, values);
    default:
      return unknownIntent;
  }
});

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { q, invalid, person, retention } = loaderData;
  return (
    <div className="max-w-4xl space-y-4">
      <SettingsNav />
      <h2 className="font-bold text-ink text-lg">Privacy</h2>
      <PersonSearch q={q} invalid={invalid} />
      {person && <PersonResult person={person} />}
      <RetentionForm retention={retention} />
    </div>
  );
}
