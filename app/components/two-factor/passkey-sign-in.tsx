import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { passkeysSupported, signInWithPasskey } from "~/lib/passkey-ceremony";
import { toast } from "~/lib/toast";

/**
 * "Sign in with a passkey" on the login page: the device offers this site's passkeys, and a
 * verified one opens a session (a second factor in itself). Shown once scripts run, where the
 * browser supports passkeys.
 */
export function PasskeySignIn() {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    const result = await signInWithPasskey();
    if (result.ok) {
      window.location.assign("/post-login");
      return;
    }
    setBusy(false);
    toast({ title: "Login failed", description: result.message, variant: "destructive" });
  }

  return (
    <div className="border-slate-200 border-t pt-4">
      <Button type="button" variant="secondary" className="w-full" onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your device..." : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
