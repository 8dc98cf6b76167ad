import { SettingsNav } from "~/components/dashboard/settings-nav";
import { PersonResult, PersonSearch } from "~/components/privacy/person-lookup";
import { RetentionForm } from "~/components/privacy/retention-form";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { formAnswer, personal, unknownIntent } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { erasePerson, lookUpPerson, readPersonEmail } from "~/server/privacy/requests.server";
import { loadRetention, saveRetention } from "~/server/privacy/retention.server";
import type { Route } from "./+types/privacy";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

/** A person's data on request (find, export, erase) and the retention periods. Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "users");
  const q = new URL(request.url).searchParams.get("email") ?? "";
  const email = readPersonEmail(q);
  return personal({
    q,
    invalid: q !== "" && !email,
    person: await lookUpPerson(email),
    retention: await loadRetention(db()),
  });
}

/**
 * intent erase (confirmed by the address typed again) or retention. Erasing is never the
 * default: any other intent answers 400 and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "users");
  const values = (await readTextForm(request)) ?? {};
  switch (values.intent) {
    case "retention":
      return formAnswer(await saveRetention(db(), viewer, values));
    case "erase":
      return formAnswer(await erasePerson(request, viewer, values));
    default:
      return formAnswer(unknownIntent);
  }
}

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
