import type { ReactNode } from "react";
import { useFetcher, useFetchers } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/** One action on an item (publish, move, duplicate …) as its own small form, with its toast. */
export function IntentButton({
  intent,
  revision,
  extra,
  variant = "secondary",
  children,
  onResult,
  label,
  action,
}: {
  intent: string;
  revision?: number;
  extra?: Record<string, string>;
  variant?: "primary" | "secondary" | "ghost" | "danger" | "dangerGhost";
  children: ReactNode;
  onResult?: (result: FormResult) => void;
  /** The button's accessible name, when its words need the context around them. */
  label?: string;
  /** Where it posts, when not to the page it is on (the preview posts to its item). */
  action?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data, onResult);
  // While another form's answer is still reloading the page, the revision here is the one
  // before it: posting it would be refused as "Someone changed this item" (our own change).
  const pageReloading = useFetchers().some((other) => other.state !== "idle");
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {revision !== undefined && <input type="hidden" name="revision" value={revision} />}
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={fetcher.state !== "idle" || (revision !== undefined && pageReloading)}
        aria-label={label}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}
