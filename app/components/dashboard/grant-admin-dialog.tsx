import { AlertDialog } from "radix-ui";
import { buttonStyles } from "~/components/ui/button";

/**
 * Asks before anyone becomes an admin, naming them: one slip on a dropdown must not hand out
 * the keys to every account, lead and résumé. The server refuses the change without it.
 */
export function GrantAdminDialog({
  person,
  open,
  onCancel,
  onConfirm,
}: {
  person: { name: string; email: string };
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const who = person.name ? `${person.name} (${person.email})` : person.email;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-ink text-lg">
            Make {who} an admin?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 text-sm">
            Admins manage every account and role, all leads and applications, exports and personal
            data. They must set up two-factor sign-in before their next visit to the dashboard.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonStyles({ variant: "secondary", size: "sm" })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonStyles({ size: "sm" })} onClick={onConfirm}>
              Make admin
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
