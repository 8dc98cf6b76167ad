import { AlertDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { buttonStyles } from "~/components/ui/button";

/**
 * Asks before an action that cannot be taken back: a title naming what happens, what it means,
 * then Cancel and the action. Opened by its own `trigger` button, or from code (`open`).
 * `children` go between the description and the buttons (a field to type a confirmation in).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  action,
  danger = true,
  actionDisabled,
  onConfirm,
}: {
  trigger?: ComponentProps<"button">;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  /** The confirming button's words. */
  action: string;
  /** Whether the action destroys something (a red button); else the primary one. */
  danger?: boolean;
  actionDisabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger {...trigger} />}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-ink text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 text-sm">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonStyles({ variant: "secondary", size: "sm" })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonStyles({ size: "sm", variant: danger ? "danger" : undefined })}
              disabled={actionDisabled}
              onClick={onConfirm}
            >
              {action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
