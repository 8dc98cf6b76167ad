// One distinct quote submission (own formKey and address), as the contact form posts it, so the
// idempotency check dedupes none.
import { randomUUID } from "node:crypto";

export function quoteRequest(id: string | number) {
  const body = new URLSearchParams({
    name: `Bench Client ${id}`,
    email: `bench-${id}-${randomUUID().slice(0, 8)}@example.com`,
    company: "Bench Co",
    industry: "Technology",
    description: `Load-test quote request number ${id}: migrate a legacy ERP to the cloud.`,
    outcome: "Lower running costs and faster month-end close.",
    timeline: "",
    formKey: randomUUID(),
    startedAt: String(Date.now() - 60_000),
    website: "",
  });
  return {
    body: body.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}
