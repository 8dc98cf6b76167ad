import { type DragEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import type { DealOutcome } from "~/lib/deals";
import type { FormResult } from "~/lib/forms/result";
import { type BoardCard, DealCard } from "./deal-card";

export type BoardColumnData = {
  id: string;
  name: string;
  probability: number;
  outcome: DealOutcome;
  count: number;
  total: string;
  deals: BoardCard[];
};

type LostMove = { dealId: string; stageId: string; from: HTMLElement | null };

/**
 * The pipeline by stage (record 113). Moves go through one fetcher (a drag, the arrow keys, or
 * a card's form); a move to Lost first asks for the reason. After a keyboard move the focus
 * follows the card to its new column.
 */
export function DealBoard({ columns, limit }: { columns: BoardColumnData[]; limit: number }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const [lost, setLost] = useState<LostMove | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const follow = useRef<string | null>(null);
  const stages = columns.map(({ id, name }) => ({ id, name }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the board is read again
  useEffect(() => {
    const id = follow.current;
    if (!id || fetcher.state !== "idle") return;
    document.querySelector<HTMLElement>(`[data-deal-handle="${id}"]`)?.focus();
    follow.current = null;
  }, [columns, fetcher.state]);

  function move(dealId: string, stageId: string, from: HTMLElement | null) {
    const stage = columns.find((column) => column.id === stageId);
    if (!stage) return;
    if (stage.outcome === "lost") {
      setReasonError(undefined);
      setLost({ dealId, stageId, from });
      return;
    }
    if (from?.dataset.dealHandle) follow.current = dealId;
    void fetcher.submit({ dealId, stageId }, { method: "post" });
  }

  function onDrop(event: DragEvent, stageId: string) {
    event.preventDefault();
    const dealId = event.dataTransfer.getData("text/x-deal");
    if (dealId) move(dealId, stageId, null);
  }

  return (
    <>
      <div
        className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-3"
        aria-busy={fetcher.state !== "idle"}
      >
        {columns.map((column) => (
          <section
            key={column.id}
            aria-labelledby={`column-${column.id}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, column.id)}
            className="flex w-64 shrink-0 flex-col rounded-lg bg-slate-100 p-2"
          >
            <header className="mb-2 px-1">
              <h3 id={`column-${column.id}`} className="font-semibold text-ink text-sm">
                {column.name} <span className="font-normal text-slate-600">({column.count})</span>
              </h3>
              <p className="text-slate-600 text-xs tabular-nums">
                {column.total} · {column.probability} %
              </p>
            </header>
            {column.deals.length === 0 ? (
              <p className="rounded-md border border-slate-300 border-dashed px-2 py-4 text-center text-slate-600 text-xs">
                No deals here
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {column.deals.map((deal) => (
                  <DealCard
                    key={deal.id}
                    deal={deal}
                    stages={stages}
                    onMove={move}
                    onDragStart={(event, id) => {
                      event.dataTransfer.setData("text/x-deal", id);
                      event.dataTransfer.effectAllowed = "move";
                    }}
                  />
                ))}
              </ul>
            )}
            {column.count > column.deals.length && (
              <p className="mt-2 px-1 text-xs">
                <span className="text-slate-600">
                  The {limit} latest of {column.count}.{" "}
                </span>
                <Link
                  to={`/admin/deals/list?stage=${column.id}`}
                  className="text-brand-700 hover:underline"
                >
                  All in {column.name}
                </Link>
              </p>
            )}
          </section>
        ))}
      </div>
      <Dialog
        open={lost !== null}
        onOpenChange={(open) => !open && setLost(null)}
        title="Why was the deal lost?"
        description="The reason stays with the deal and shows on the lead's timeline."
        returnFocus={lost?.from ?? null}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const reason = String(new FormData(event.currentTarget).get("lostReason") ?? "").trim();
            if (!lost) return;
            if (!reason) return setReasonError("Say why the deal was lost.");
            void fetcher.submit(
              { dealId: lost.dealId, stageId: lost.stageId, lostReason: reason },
              { method: "post" },
            );
            setLost(null);
          }}
        >
          <TextareaField
            id="lost-reason"
            label="Reason"
            error={reasonError}
            name="lostReason"
            maxLength={500}
            required
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setLost(null)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" variant="danger">
              Mark lost
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
