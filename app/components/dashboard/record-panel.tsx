import type { ReactNode } from "react";
import { DescriptionList, factLooks } from "~/components/ui/description-list";
import { Panel, type PanelProps } from "~/components/ui/panel";
import { FollowUpForm, OwnerForm } from "~/components/workspace/workspace-forms";
import { describeFollowUp } from "~/lib/workspace";

type Owner = { id: string; email: string; name: string | null };

/** One block of the record's side panel, named for assistive technology by its heading. */
export function PanelSection(props: PanelProps) {
  return <Panel look="sidePanel" {...props} />;
}

/** Who owns the record and its next step, at the top of the side panel (record 118). */
export function OwnerAndNextStep({
  owners,
  owner,
  ownerId,
  followUp,
  children,
}: {
  owners: Owner[];
  owner: Owner | null;
  ownerId: string | null;
  followUp: { at: string; allDay: boolean; date: string; time: string } | null;
  /** What else belongs with the next step: an application's interview link. */
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Owner and next step"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="space-y-1">
        <OwnerForm owners={owners} ownerId={ownerId} />
        <p className="text-slate-600 text-sm">
          {owner ? `Owned by ${owner.name || owner.email}` : "Nobody owns this record yet."}
        </p>
      </div>
      <div className="space-y-1">
        <FollowUpForm
          date={followUp?.date ?? ""}
          time={followUp?.allDay ? "" : (followUp?.time ?? "")}
        />
        <p className="text-slate-600 text-sm">
          {followUp
            ? `Next step: ${describeFollowUp(followUp.at, followUp.allDay)}`
            : "No follow-up set."}
        </p>
      </div>
      {children}
    </section>
  );
}

/** The lead's facts as label and value rows, narrow enough for the side panel. */
export function FactList({ rows }: { rows: [string, string][] }) {
  return <DescriptionList pairs={rows} {...factLooks.stacked} />;
}
