import { AlertDialog } from "radix-ui";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { buttonStyles } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/** Clears someone's lost second factor, after a confirmation naming them. */
export function ResetSecondFactor({ user }: { user: { id: string; email: string; name: string } }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonStyles({ size: "sm", variant: "secondary" })}
        disabled={fetcher.state !== "idle"}
      >
        Reset 2FA<span className="sr-only"> of {user.email}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-ink text-lg">
            Reset two-factor sign-in of {user.name || user.email}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 text-sm">
            Their authenticator app and recovery codes stop working and they are signed out
            everywhere. They set up a new factor at their next sign-in.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonStyles({ variant: "secondary", size: "sm" })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonStyles({ size: "sm", variant: "danger" })}
              onClick={() =>
                fetcher.submit({ intent: "reset-two-factor", userId: user.id }, { method: "post" })
              }
            >
              Reset
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
