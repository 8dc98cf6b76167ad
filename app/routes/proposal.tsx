import { CircleCheck, Download } from "lucide-react";
import { NotFound } from "~/components/not-found";
import { ProposalAnswer } from "~/components/proposals/proposal-answer";
import { ProposalDocument } from "~/components/proposals/proposal-document";
import { proposalRefusal } from "~/lib/proposal-page";
import { formatMinor } from "~/lib/proposals";
import { unlistedMeta } from "~/lib/seo";
import { proposalPageAction, proposalPageLoader } from "~/server/proposals/proposal-page.server";
import { requestInfo } from "~/server/request-info.server";
import type { Route } from "./+types/proposal";

/**
 * A client's proposal by signed link (record 115): read it, download the PDF, accept or decline.
 * Personal: never cached, counted in analytics as its route (app/lib/secret-links.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  return proposalPageLoader(params.token);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return proposalPageAction(params.token, request, requestInfo(context).ip);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "refused" ? proposalRefusal.title : "Your proposal";
  return unlistedMeta(title);
}

export default function Proposal({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "refused")
    return (
      <NotFound
        eyebrow="Proposal"
        title={proposalRefusal.title}
        message={proposalRefusal.message}
        backTo="/contact"
        backLabel="Contact us"
      />
    );
  const { view } = loaderData;
  const total = formatMinor(view.totals.totalMinor, view.currency);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <ProposalDocument view={view} />
      <p className="mt-8">
        <a
          href={loaderData.pdfUrl}
          download
          className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {loaderData.state === "accepted" ? "Download the signed PDF" : "Download as PDF"}
        </a>
      </p>
      {loaderData.state === "open" && (
        <ProposalAnswer
          result={actionData && "toast" in actionData ? actionData : undefined}
          total={total}
        />
      )}
      {loaderData.state === "accepted" && (
        <section
          role="status"
          className="mt-10 rounded-lg border border-emerald-300 bg-emerald-50 p-4 sm:p-6"
        >
          <CircleCheck aria-hidden="true" className="size-8 text-emerald-700" />
          <h2 className="mt-2 font-semibold text-xl">Accepted — thank you</h2>
          <p className="mt-2 text-slate-700">
            {loaderData.acceptedName} accepted this proposal on{" "}
            {loaderData.answeredAt?.replace("T", " ").slice(0, 16)} UTC. The signed PDF carries the
            record of it; anyone can check a copy at{" "}
            <a href="/proposals/verify" className="font-semibold text-brand-700 underline">
              proposal verification
            </a>
            .
          </p>
        </section>
      )}
      {loaderData.state === "declined" && (
        <section
          role="status"
          className="mt-10 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:p-6"
        >
          <h2 className="font-semibold text-xl">You declined this proposal</h2>
          <p className="mt-2 text-slate-700">
            Thank you for letting us know. If anything changes, reply to our e-mail or{" "}
            <a href="/contact" className="font-semibold text-brand-700 underline">
              contact us
            </a>
            .
          </p>
        </section>
      )}
    </div>
  );
}
