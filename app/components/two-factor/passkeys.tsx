import { useEffect, useId, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import { addPasskey, passkeysSupported } from "~/lib/passkey-ceremony";
import { toast } from "~/lib/toast";

export type PasskeyRow = { id: string; name: string; createdAt: string };

/**
 * My Account's passkeys: the list with a Remove button each (a form, so the server decides),
 * and "Add a passkey", which needs the browser's WebAuthn and so appears once scripts run.
 */
export function Passkeys({
  passkeys,
  canAdd,
  afterAdd,
}: {
  passkeys: PasskeyRow[];
  canAdd: boolean;
  /** Where to go once a passkey is added (staff setting up their first factor: the dashboard). */
  afterAdd?: string;
}) {
  const headingId = useId();
  const revalidator = useRevalidator();
  // A removal changes the list: read it again (forms do not reload the page by default).
  const { Form, formProps, pending } = useFormSubmission({
    action: "/account/two-factor",
    onSuccess: () => void revalidator.revalidate(),
  });
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  useEffect(() => setSupported(passkeysSupported()), []);

  async function add() {
    setAdding(true);
    const result = await addPasskey(name.trim().slice(0, 60));
    setAdding(false);
    if (!result.ok) {
      toast({ title: "Passkey not added", description: result.message, variant: "destructive" });
      return;
    }
    setName("");
    toast({ title: "Passkey added.", description: "You can now sign in with it." });
    if (afterAdd) await navigate(afterAdd);
    else await revalidator.revalidate();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-semibold text-ink">
        Passkeys
      </h2>
      <p className="text-slate-700 text-sm">
        A passkey signs you in with your device's fingerprint, face or PIN, without a password or
        code. It counts as your second factor.
      </p>
      {passkeys.length > 0 ? (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span>
                <span className="font-medium text-ink">{passkey.name}</span>
                <span className="block text-slate-600">Added {formatDate(passkey.createdAt)}</span>
              </span>
              <Form {...formProps}>
                <input type="hidden" name="id" value={passkey.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove-passkey"
                  variant="secondary"
                  size="sm"
                  disabled={pending}
                  aria-label={`Remove passkey ${passkey.name}`}
                >
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 text-sm">You have no passkeys yet.</p>
      )}
      {canAdd && supported && (
        <div className="space-y-3">
          <InputField
            id="passkey-name"
            label="Passkey name"
            optional
            value={name}
            maxLength={60}
            placeholder="Work laptop"
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={adding}>
            {adding ? "Waiting for your device..." : "Add a passkey"}
          </Button>
        </div>
      )}
    </section>
  );
}
