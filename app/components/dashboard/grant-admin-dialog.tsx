import { ConfirmDialog } from "~/components/ui/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={`Make ${who} an admin?`}
      description="Admins manage every account and role, all leads and applications, exports and personal data. They must set up two-factor sign-in before their next visit to the dashboard."
      action="Make admin"
      danger={false}
      onConfirm={onConfirm}
    />
  );
}
