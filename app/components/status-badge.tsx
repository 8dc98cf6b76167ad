import { cn } from "~/lib/cn";

/** Colours for every status in the spec's lists; anything else is grey (spec §4). */
const colours: Record<string, string> = {
  New: "bg-blue-100 text-blue-800 ring-blue-200",
  Received: "bg-blue-100 text-blue-800 ring-blue-200",
  Contacted: "bg-indigo-100 text-indigo-800 ring-indigo-200",
  "Under Review": "bg-indigo-100 text-indigo-800 ring-indigo-200",
  Responded: "bg-teal-100 text-teal-800 ring-teal-200",
  "In Progress": "bg-amber-100 text-amber-900 ring-amber-200",
  Interviewing: "bg-amber-100 text-amber-900 ring-amber-200",
  Scheduled: "bg-amber-100 text-amber-900 ring-amber-200",
  "Awaiting Response": "bg-orange-100 text-orange-900 ring-orange-200",
  "Offer Extended": "bg-violet-100 text-violet-800 ring-violet-200",
  Converted: "bg-green-100 text-green-800 ring-green-200",
  Hired: "bg-green-100 text-green-800 ring-green-200",
  Completed: "bg-green-100 text-green-800 ring-green-200",
  Rejected: "bg-red-100 text-red-800 ring-red-200",
  "No Show": "bg-red-100 text-red-800 ring-red-200",
  Closed: "bg-slate-200 text-slate-800 ring-slate-300",
  Archived: "bg-slate-200 text-slate-800 ring-slate-300",
};

const unknown = "bg-gray-100 text-gray-800 ring-gray-300";

function statusColour(status: string): string {
  return colours[status] ?? unknown;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset",
        statusColour(status),
      )}
    >
      {status}
    </span>
  );
}
