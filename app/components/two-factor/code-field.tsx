import { InputField } from "~/components/ui/field";

/** The 6-digit code an authenticator app shows; phones offer it from the keyboard (one-time-code). */
export function TotpCodeField({ id, error }: { id: string; error?: string }) {
  return (
    <InputField
      id={id}
      label="Authentication code"
      error={error}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
    />
  );
}

export function RecoveryCodeField({ id, error }: { id: string; error?: string }) {
  return (
    <InputField
      id={id}
      label="Recovery code"
      error={error}
      name="code"
      autoComplete="off"
      spellCheck={false}
      maxLength={11}
      required
    />
  );
}
