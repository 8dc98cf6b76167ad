import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { DialogButton } from "~/components/ui/dialog-button";
import { Panel } from "~/components/ui/panel";
import type { FormResult } from "~/lib/forms/result";
import { IntentButton } from "./intent-button";

/**
 * Order, copy and delete; deleting first says what links to the item. A page's own words
 * (`single`) have one item: nothing to order or copy. Dated items (articles) are ordered by
 * their date, so they have nothing to move (docs/decisions/119).
 */
export function ItemActions({
  name,
  links,
  single = false,
  dated = false,
}: {
  name: string;
  links: string[];
  single?: boolean;
  dated?: boolean;
}) {
  return (
    <Panel id="item-actions" title={dated ? "Copies" : "Order and copies"}>
      {!single && (
        <>
          <div className="flex flex-wrap gap-2">
            {!dated && (
              <>
                <IntentButton intent="move-up">Move up</IntentButton>
                <IntentButton intent="move-down">Move down</IntentButton>
              </>
            )}
            <IntentButton intent="duplicate">Duplicate</IntentButton>
          </div>
          <p className="text-slate-600 text-xs">
            {dated
              ? "Listed on the site by date, newest first."
              : "Moving changes the order on the site at once."}
          </p>
        </>
      )}
      <DeleteButton name={name} links={links} />
    </Panel>
  );
}

function DeleteButton({ name, links }: { name: string; links: string[] }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <DialogButton
      label="Delete…"
      variant="dangerGhost"
      open={open}
      onOpenChange={setOpen}
      title={`Delete “${name}”?`}
      description="The item, its drafts and its history are removed. This cannot be undone."
    >
      <div className="mt-4 space-y-3 text-sm">
        {links.length ? (
          <>
            <p className="font-medium">These link to it and will lose it:</p>
            <ul className="list-disc space-y-1 pl-5">
              {links.map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Nothing on the live site links to it.</p>
        )}
        <fetcher.Form method="post" className="flex flex-wrap justify-end gap-2 pt-2">
          <input type="hidden" name="intent" value="delete" />
          <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" size="sm" disabled={fetcher.state !== "idle"}>
            Delete permanently
          </Button>
        </fetcher.Form>
      </div>
    </DialogButton>
  );
}
