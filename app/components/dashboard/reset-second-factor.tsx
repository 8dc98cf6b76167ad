import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { FormResult } from "~/lib/forms/result";

/** Clears someone's lost second factor, after a confirmation naming them. */
export function ResetSecondFactor({ user }: { user: { id: string; email: string; name: string } }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <ConfirmDialog
      trigger={{
        className: buttonStyles({ size: "sm", variant: "secondary" }),
        disabled: fetcher.state !== "idle",
        children: (
          <>
            Reset 2FA<span className="sr-only"> of {user.email}</span>
          </>
        ),
      }}
      title={`Reset two-factor sign-in of ${user.name || user.email}?`}
      description="Their authenticator app and recovery codes stop working and they are signed out everywhere. They set up a new factor at their next sign-in."
      action="Reset"
      onConfirm={() =>
        fetcher.submit({ intent: "reset-two-factor", userId: user.id }, { method: "post" })
      }
    />
  );
}
