import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A modal dialog: traps focus, closes on Escape or the close button, and returns focus to the
 * control that opened it (Radix Dialog). Dialogs opened from code pass that control as
 * `returnFocus`, since Radix only knows its own trigger.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocus,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  returnFocus?: HTMLElement | null;
  /** Room for a grid (the image picker): up to 56rem instead of 32rem. */
  wide?: boolean;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (returnFocus?.isConnected && returnFocus.checkVisibility()) {
              event.preventDefault();
              returnFocus.focus();
            }
          }}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full ${wide ? "sm:max-w-4xl" : "sm:max-w-lg"} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8`}
        >
          <RadixDialog.Title className="pr-8 font-bold text-ink text-xl">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-slate-600 text-sm">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
