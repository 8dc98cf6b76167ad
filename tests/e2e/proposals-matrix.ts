// The authorization matrix rows of a deal's proposals (record 115), spread into admin-matrix.ts:
// admins only; HR and editors see none. The deal named does not exist, so an admin passes the
// guard and gets its 404, changing nothing; proposals.spec.ts works a real deal end to end.
import { type Case, staffOnly } from "./matrix-case";

const noDeal = "00000000-0000-4000-8000-000000000000";
const pastTheGuard = { ...staffOnly, hr: 403, editor: 403, admin: 404 } as const;

export function proposalCases(): Case[] {
  const page = `/admin/deals/${noDeal}/proposals`;
  return [
    { file: "routes/admin/deal-proposals.tsx", method: "GET", url: page, expect: pastTheGuard },
    {
      file: "routes/admin/deal-proposals.tsx",
      method: "POST",
      url: page,
      form: { intent: "send", versionId: noDeal },
      expect: pastTheGuard,
    },
    {
      file: "routes/admin/proposal-pdf.ts",
      method: "GET",
      url: `${page}/${noDeal}/pdf`,
      expect: pastTheGuard,
    },
  ];
}
