import type { DragEvent, KeyboardEvent } from "react";
import { Form, Link } from "react-router";
import { namedChoices, SelectOptions } from "~/components/ui/select-options";
import { formatDate } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import type { DealCard as DealCardData } from "~/server/deals/cards.server";

export type CardStage = { id: string; name: string };
/** A card as the board and the list receive it from the server. */
export type BoardCard = DealCardData;

/**
 * One deal on the board. Three ways to move it (record 113): drag it; focus its handle and press
 * the left or right arrow key; or choose a stage in its form and press Move, a plain post that
 * works without scripts.
 */
export function DealCard({
  deal,
  stages,
  onMove,
  onDragStart,
}: {
  deal: BoardCard;
  stages: CardStage[];
  onMove: (dealId: string, stageId: string, from: HTMLElement | null) => void;
  onDragStart: (event: DragEvent, dealId: string) => void;
}) {
  const index = stages.findIndex((stage) => stage.id === deal.stageId);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = stages[index + step];
    if (!step || !target) return;
    event.preventDefault();
    onMove(deal.id, target.id, event.currentTarget);
  }
  return (
    <li
      draggable
      onDragStart={(event) => onDragStart(event, deal.id)}
      className="rounded-md border border-slate-200 bg-white p-2.5 text-sm shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={dealPath(deal.id)} className="font-semibold text-ink hover:underline">
          {deal.title}
        </Link>
        <button
          type="button"
          data-deal-handle={deal.id}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="ArrowLeft ArrowRight"
          aria-label={`Move ${deal.title} (${deal.reference}) with the left and right arrow keys`}
          className="cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <p className="text-slate-600">
        {deal.reference}
        {deal.company && deal.company !== deal.title ? ` · ${deal.company}` : ""}
      </p>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2">
        <span className="font-medium text-ink tabular-nums">{deal.value}</span>
        <span className="text-slate-600">{deal.probability} %</span>
      </p>
      <p className="text-slate-600">
        {deal.ownerName ?? "Nobody"}
        {deal.expectedCloseOn && ` · closes ${formatDate(deal.expectedCloseOn)}`}
      </p>
      {!deal.nextStep && <p className="text-amber-800">No next step</p>}
      <Form
        method="post"
        className="mt-2 flex gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const stageId = new FormData(event.currentTarget).get("stageId");
          if (typeof stageId === "string") onMove(deal.id, stageId, event.currentTarget);
        }}
      >
        <input type="hidden" name="dealId" value={deal.id} />
        <label htmlFor={`stage-${deal.id}`} className="sr-only">
          Stage of {deal.title}
        </label>
        <select
          id={`stage-${deal.id}`}
          name="stageId"
          defaultValue={deal.stageId}
          className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-1 text-sm"
        >
          <SelectOptions choices={namedChoices(stages)} />
        </select>
        <button
          type="submit"
          className="rounded border border-slate-300 px-2 py-1 font-medium text-ink hover:bg-slate-50"
        >
          Move
        </button>
      </Form>
    </li>
  );
}
