// The authorization matrix rows of a deal's proposals (record 115), spread into admin-matrix.ts:
// admins only; HR and editors see none. The deal named does not exist, so an admin passes the
// guard and gets its 404, changing nothing; proposals.spec.ts works a real deal end to end.
import { adminGets, type Case, noSuchId } from "./matrix-case";

const pastTheGuard = adminGets(404);

export function proposalCases(): Case[] {
  const page = `/admin/deals/${noSuchId}/proposals`;
  return [
    { file: "routes/admin/deal-proposals.tsx", method: "GET", url: page, expect: pastTheGuard },
    {
      file: "routes/admin/deal-proposals.tsx",
      method: "POST",
      url: page,
      form: { intent: "send", versionId: noSuchId },
      expect: pastTheGuard,
    },
    {
      file: "routes/admin/proposal-pdf.ts",
      method: "GET",
      url: `${page}/${noSuchId}/pdf`,
      expect: pastTheGuard,
    },
  ];
}
