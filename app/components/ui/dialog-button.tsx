import { type ComponentProps, type ReactNode, useRef } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * A small button and the dialog it opens; focus goes back to the button when the dialog closes.
 * The caller holds `open`, so that what is done inside (an image chosen, "Keep it") can close it.
 */
export function DialogButton({
  label,
  variant,
  describedBy,
  open,
  onOpenChange,
  ...dialog
}: Omit<ComponentProps<typeof Dialog>, "returnFocus"> & {
  label: ReactNode;
  variant: ComponentProps<typeof Button>["variant"];
  /** The button's aria-describedby: an error shown beside it. */
  describedBy?: string;
}) {
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        type="button"
        size="sm"
        variant={variant}
        onClick={() => onOpenChange(true)}
        aria-describedby={describedBy}
      >
        {label}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange} returnFocus={opener.current} {...dialog} />
    </>
  );
}
