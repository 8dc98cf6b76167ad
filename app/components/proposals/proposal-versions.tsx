import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TableHead } from "~/components/ui/table-head";
import type { StaffProposal } from "~/lib/proposal-staff";
import { type ProposalState, proposalStateLabels } from "~/lib/proposals";

const stateTone: Record<ProposalState, string> = {
  draft: "bg-slate-100 text-slate-700",
  sent: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-700",
};

const versionColumns = [
  "Version",
  "State",
  { label: "Total", className: "text-right" },
  { label: "Sent", className: "hidden sm:table-cell" },
  { label: "Viewed", className: "hidden sm:table-cell" },
  { label: "Answer", className: "hidden md:table-cell" },
  { label: "Actions", labelHidden: true },
];

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) : "—");

/**
 * A deal's proposals and their versions for staff (record 115): state, total, sent, viewed and
 * answered; preview any version's PDF, send a draft, revoke a sent one's link, change one.
 */
export function ProposalVersions({
  dealId,
  proposals,
}: {
  dealId: string;
  proposals: StaffProposal[];
}) {
  const busy = useNavigation().state === "submitting";
  if (proposals.length === 0)
    return <p className="text-slate-600 text-sm">No proposals on this deal yet.</p>;
  return (
    <div className="space-y-6">
      {proposals.map((proposal) => (
        <section
          key={proposal.id}
          aria-label={proposal.title}
          className="rounded-md border border-slate-200"
        >
          <header className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-b bg-slate-50 px-3 py-2">
            <h3 className="font-semibold text-ink">{proposal.title}</h3>
            {proposal.versions.some((version) => version.state === "accepted") ? (
              <span className="text-slate-600 text-sm">Accepted: fixed</span>
            ) : (
              <Link
                to={`?proposal=${proposal.id}`}
                className="rounded font-semibold text-brand-700 text-sm underline"
              >
                Change
              </Link>
            )}
          </header>
          <table className="w-full text-sm">
            <TableHead
              className="text-left text-slate-600"
              cell="px-3 py-1.5 font-medium"
              columns={versionColumns}
            />
            <tbody className="divide-y divide-slate-100">
              {proposal.versions.map((version) => (
                <tr key={version.id}>
                  <td className="px-3 py-1.5">v{version.version}</td>
                  <td className="px-3 py-1.5">
                    <span className={`rounded px-1.5 py-0.5 text-xs ${stateTone[version.state]}`}>
                      {proposalStateLabels[version.state]}
                    </span>
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{version.total}</td>
                  <td className="hidden px-3 py-1.5 sm:table-cell">{when(version.sentAt)}</td>
                  <td className="hidden px-3 py-1.5 sm:table-cell">{when(version.viewedAt)}</td>
                  <td className="hidden px-3 py-1.5 md:table-cell">
                    {version.acceptedName
                      ? `${version.acceptedName}, ${when(version.answeredAt)}`
                      : version.declineReason
                        ? `Declined: ${version.declineReason}`
                        : "—"}
                  </td>
                  <td className="px-3 py-1.5">
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <a
                        href={`/admin/deals/${dealId}/proposals/${version.id}/pdf`}
                        className="rounded font-semibold text-brand-700 underline"
                      >
                        PDF<span className="sr-only"> of version {version.version}</span>
                      </a>
                      {version.state === "draft" && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="send" />
                          <input type="hidden" name="versionId" value={version.id} />
                          <Button type="submit" size="sm" disabled={busy}>
                            Send<span className="sr-only"> version {version.version}</span>
                          </Button>
                        </Form>
                      )}
                      {version.liveLinks > 0 && version.state === "sent" && (
                        <Form
                          method="post"
                          onSubmit={(event) => {
                            if (
                              !window.confirm(
                                "Revoke the client's link? It will stop opening the proposal.",
                              )
                            )
                              event.preventDefault();
                          }}
                        >
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="versionId" value={version.id} />
                          <Button type="submit" size="sm" variant="dangerGhost" disabled={busy}>
                            Revoke link
                            <span className="sr-only"> of version {version.version}</span>
                          </Button>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
