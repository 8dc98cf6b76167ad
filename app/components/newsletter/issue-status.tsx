const labels = {
  draft: ["Draft", "bg-slate-100 text-slate-700"],
  scheduled: ["Scheduled", "bg-amber-100 text-amber-900"],
  sending: ["Sending", "bg-sky-100 text-sky-900"],
  sent: ["Sent", "bg-emerald-100 text-emerald-900"],
} as const;

/** An issue's status as a small badge, in words (not colour alone). */
export function IssueStatus({ status }: { status: keyof typeof labels }) {
  const [label, tone] = labels[status];
  return <span className={`rounded px-1.5 py-0.5 font-medium text-xs ${tone}`}>{label}</span>;
}
