// The authorization matrix rows of the deals pages (record 113), spread into admin-matrix.ts:
// admins only; HR and editors are refused with 403 before anything is looked up. The ids name
// no deal or lead, so an admin's answer is the page's own (404 or 400) and nothing changes.
import { adminGets, adminOnly, type Case, noSuchId } from "./matrix-case";

export function dealCases(): Case[] {
  return [
    { file: "routes/admin/deals.tsx", method: "GET", url: "/admin/deals", expect: adminOnly },
    {
      file: "routes/admin/deals.tsx",
      method: "POST",
      url: "/admin/deals",
      form: { dealId: noSuchId, stageId: noSuchId },
      expect: adminGets(404),
    },
    {
      file: "routes/admin/deals-list.tsx",
      method: "GET",
      url: "/admin/deals/list",
      expect: adminOnly,
    },
    {
      file: "routes/admin/deals-forecast.tsx",
      method: "GET",
      url: "/admin/deals/forecast",
      expect: adminOnly,
    },
    {
      file: "routes/admin/deals-new.tsx",
      method: "GET",
      url: "/admin/deals/new",
      expect: adminOnly,
    },
    {
      file: "routes/admin/deals-new.tsx",
      method: "POST",
      url: "/admin/deals/new",
      form: { title: "" },
      expect: adminGets(400),
    },
    {
      file: "routes/admin/deals-new.tsx",
      method: "POST",
      url: "/admin/deals/new",
      form: { intent: "from-lead", leadKind: "demos", leadId: noSuchId },
      expect: adminGets(404),
    },
    {
      file: "routes/admin/deal.tsx",
      method: "GET",
      url: `/admin/deals/${noSuchId}`,
      expect: adminGets(404),
    },
    {
      file: "routes/admin/deal.tsx",
      method: "POST",
      url: `/admin/deals/${noSuchId}`,
      form: { title: "" },
      expect: adminGets(400),
    },
    {
      file: "routes/admin/settings-deal-stages.tsx",
      method: "GET",
      url: "/admin/settings/deal-stages",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-deal-stages.tsx",
      method: "POST",
      url: "/admin/settings/deal-stages",
      form: { intent: "unknown" },
      expect: adminGets(400),
    },
  ];
}
