import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { dealPath } from "~/lib/deals";

export type LeadDeal = { id: string; reference: string; title: string; stage: string };

/**
 * On a lead's record: the deals opened from it, and "Open a deal" in one click (record 113). A
 * plain post: the new deal's page opens, with the lead's contact, company and source.
 */
export function LeadDeals({
  kind,
  leadId,
  deals,
}: {
  kind: string;
  leadId: string;
  deals: LeadDeal[];
}) {
  return (
    <section
      aria-label="Deals"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      {deals.map((deal) => (
        <Link
          key={deal.id}
          to={dealPath(deal.id)}
          className="font-medium text-brand-700 hover:underline"
        >
          Deal {deal.reference}: {deal.title} ({deal.stage})
        </Link>
      ))}
      <Form method="post" action="/admin/deals/new">
        <input type="hidden" name="intent" value="from-lead" />
        <input type="hidden" name="leadKind" value={kind} />
        <input type="hidden" name="leadId" value={leadId} />
        <Button type="submit" size="sm" variant="secondary">
          Open a deal
        </Button>
      </Form>
    </section>
  );
}
