import { Link } from "react-router";
import type { LeadKind } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";

/** A meeting's visitor by name, opening their record where the meeting was booked from one. */
export function VisitorName({
  kind,
  leadId,
  name,
}: {
  kind: LeadKind | null;
  leadId: string;
  name: string;
}) {
  if (!kind) return name;
  return (
    <Link to={recordPath(kind, leadId)} className="rounded text-brand-700 underline">
      {name}
    </Link>
  );
}
