import { SettingsPage } from "~/components/dashboard/settings-nav";
import { RefusedMailTable } from "~/components/replies/refused-mail-table";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { personal } from "~/server/http/responses.server";
import { refusedMail } from "~/server/inbound/refused.server";
import type { Route } from "./+types/settings-refused-mail";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admins only (the users area): refused mail can come from anyone, about any list.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "users");
  return personal(await refusedMail());
}

export default function RefusedMail({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          Mail sent to a reply address that was not filed on any record: the address was forged or
          its record is gone, the message was an auto-reply or a bounce, or it was too large. Kept
          as long as sent mail (Privacy settings).
        </>
      }
    >
      <RefusedMailTable total={loaderData.total} messages={loaderData.messages} />
    </SettingsPage>
  );
}
