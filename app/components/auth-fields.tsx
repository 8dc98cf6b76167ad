import { InputField } from "~/components/ui/field";
import { limits, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/forms/limits";

/** The email field of the login, register and password pages. */
export function EmailField({
  id,
  defaultValue,
  error,
}: {
  id: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <InputField
      id={id}
      label="Email"
      error={error}
      name="email"
      type="email"
      autoComplete="email"
      maxLength={limits.email}
      defaultValue={defaultValue}
      required
    />
  );
}

/** A password field: the current one to log in, or a new one (with the length rule shown). */
export function PasswordField({
  id,
  purpose,
  error,
}: {
  id: string;
  purpose: "current" | "new";
  error?: string;
}) {
  const isNew = purpose === "new";
  return (
    <InputField
      id={id}
      label={isNew ? `Password (at least ${MIN_PASSWORD_LENGTH} characters)` : "Password"}
      error={error}
      name="password"
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      minLength={isNew ? MIN_PASSWORD_LENGTH : undefined}
      maxLength={MAX_PASSWORD_LENGTH}
      required
    />
  );
}
