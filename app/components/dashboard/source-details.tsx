import type { LeadSource } from "~/lib/dashboard";
import { sourceGroup, sourceRows } from "~/lib/lead-source";
import { FactList, PanelSection } from "./record-panel";

/** Where a lead came from: the first page visited, the referring site and campaign tags. */
export function SourceDetails({ source }: { source: LeadSource | null }) {
  const rows = sourceRows(source);
  return (
    <PanelSection id="lead-source" title={`Source (${sourceGroup(source)})`}>
      {rows.length === 0 ? (
        <p className="px-4 py-2 text-slate-600 text-sm">Not recorded.</p>
      ) : (
        <FactList rows={rows} />
      )}
    </PanelSection>
  );
}
