import { Panel } from "~/components/ui/panel";
import { formatPercent } from "~/lib/analytics";
import { type GoalProgress, type Month, monthLabel, paceText } from "~/lib/analytics-goal";
import { GoalForm } from "./goal-form";

/**
 * This month's leads against its goal (record 084): the figures in words, a bar for the eye
 * (a progressbar named by the heading, its value in words too), the pace needed, and the form.
 */
export function GoalProgressCard({
  progress,
  months,
}: {
  progress: GoalProgress;
  months: Month[];
}) {
  const { goal, leads } = progress;
  const month = monthLabel(progress.month);
  const share = goal ? Math.min(leads / goal, 1) : 0;
  return (
    <Panel id="goal-heading" title={`Lead goal, ${month}`}>
      {goal === null ? (
        <p className="text-slate-700 text-sm">
          No goal set for {month}. <span className="font-semibold tabular-nums">{leads}</span>{" "}
          {leads === 1 ? "lead" : "leads"} so far.
        </p>
      ) : (
        <>
          <p className="text-slate-700 text-sm">
            <span className="font-semibold text-ink text-xl tabular-nums">{leads}</span> of{" "}
            <span className="tabular-nums">{goal}</span> leads (
            {formatPercent(goal ? leads / goal : null)}), day {progress.daysGone} of {progress.days}
            .
          </p>
          <div
            role="progressbar"
            aria-labelledby="goal-heading"
            aria-valuemin={0}
            aria-valuemax={goal}
            aria-valuenow={Math.min(leads, goal)}
            aria-valuetext={`${leads} of ${goal} leads`}
            className="relative h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700"
              style={{ width: `${(share * 100).toFixed(1)}%` }}
            />
          </div>
          <p className="text-slate-700 text-sm">{paceText(progress)}</p>
        </>
      )}
      <GoalForm months={months} month={progress.month} goal={goal} />
    </Panel>
  );
}
