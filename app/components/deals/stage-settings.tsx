import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { DealOutcome } from "~/lib/deals";
import type { FormResult } from "~/lib/forms/result";

type Stage = { id: string; name: string; probability: number; outcome: DealOutcome };

const input = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** Moving an open stage one column left or right on the board (up or down this list). */
const moves = [
  { intent: "up", arrow: "↑" },
  { intent: "down", arrow: "↓" },
] as const;

/** A stage's name: a row's own, or the new stage's. */
function NameField({ label, defaultValue }: { label: string; defaultValue?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-ink">{label}</span>
      <input
        name="name"
        defaultValue={defaultValue}
        required
        maxLength={60}
        className={`${input} w-44`}
      />
    </label>
  );
}

/** The chance of winning a deal that enters the stage; fixed for Won and Lost. */
function ProbabilityField({
  defaultValue,
  readOnly,
}: {
  defaultValue: number;
  readOnly?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-ink">Probability (%)</span>
      <input
        name="probability"
        type="number"
        min={0}
        max={100}
        defaultValue={defaultValue}
        readOnly={readOnly}
        className={`${input} w-24 read-only:bg-slate-100`}
      />
    </label>
  );
}

/** One stage's row: its name and probability, and moving or removing an open one. */
function StageRow({ stage, first, last }: { stage: Stage; first: boolean; last: boolean }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const open = stage.outcome === "open";
  return (
    <li className="flex flex-wrap items-end gap-2 py-2">
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="stageId" value={stage.id} />
        <NameField label="Name" defaultValue={stage.name} />
        <ProbabilityField defaultValue={stage.probability} readOnly={!open} />
        <Button type="submit" name="intent" value="save" size="sm" variant="secondary">
          Save
        </Button>
        {open ? (
          <>
            {moves.map(({ intent, arrow }) => (
              <Button
                key={intent}
                type="submit"
                name="intent"
                value={intent}
                size="sm"
                variant="ghost"
                disabled={intent === "up" ? first : last}
                aria-label={`Move ${stage.name} ${intent}`}
              >
                {arrow}
              </Button>
            ))}
            <Button
              type="submit"
              name="intent"
              value="remove"
              size="sm"
              variant="dangerGhost"
              onClick={(event) => {
                if (!window.confirm(`Remove the stage ${stage.name}?`)) event.preventDefault();
              }}
            >
              Remove
            </Button>
          </>
        ) : (
          <span className="pb-2 text-slate-600 text-sm">
            {stage.outcome === "won" ? "Winning stage" : "Losing stage"}: stays
          </span>
        )}
      </fetcher.Form>
    </li>
  );
}

export function StageSettings({ stages }: { stages: Stage[] }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const open = stages.filter((stage) => stage.outcome === "open");
  return (
    <div className="max-w-3xl rounded-lg border border-slate-200 bg-white px-4">
      <ul className="divide-y divide-slate-100">
        {stages.map((stage) => (
          <StageRow
            key={`${stage.id}:${stage.name}:${stage.probability}`}
            stage={stage}
            first={stage.id === open[0]?.id}
            last={stage.id === open[open.length - 1]?.id}
          />
        ))}
      </ul>
      <fetcher.Form
        method="post"
        className="flex flex-wrap items-end gap-2 border-slate-200 border-t py-3"
        aria-label="Add a stage"
      >
        <NameField label="New stage" />
        <ProbabilityField defaultValue={30} />
        <Button type="submit" name="intent" value="add" size="sm">
          Add stage
        </Button>
      </fetcher.Form>
    </div>
  );
}
