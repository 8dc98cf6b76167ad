import type { ReactNode } from "react";
import { InputField, labelledControls, TextareaField } from "~/components/ui/field";
import { limits } from "~/lib/forms/limits";
import type { FieldErrors } from "~/lib/forms/result";
import type { Viewer } from "~/lib/viewer";

type IdentityProps = {
  idPrefix: string;
  viewer: Viewer | null;
  errors: FieldErrors;
  company?: boolean;
  /** Values to show again after a failed plain post, so nothing typed is lost. */
  defaults?: Record<string, string>;
};

/**
 * Name, email and (optional) company, as every lead form asks them. Signed-in visitors get name
 * and email pre-filled, and the email is locked to their account. `paired` puts name and email
 * side by side on wider screens.
 */
export function IdentityFields({
  idPrefix,
  viewer,
  errors,
  company = true,
  defaults,
  labels = { name: "Name", email: "Email" },
  paired = true,
}: IdentityProps & { labels?: { name: string; email: string }; paired?: boolean }) {
  const control = labelledControls<"name" | "email" | "company">(idPrefix, errors);
  const nameAndEmail = (
    <>
      <InputField
        {...control("name", labels.name)}
        maxLength={limits.name}
        autoComplete="name"
        defaultValue={viewer?.name ?? defaults?.name ?? ""}
      />
      <InputField
        {...control("email", labels.email)}
        maxLength={limits.email}
        type="email"
        autoComplete="email"
        defaultValue={viewer?.email ?? defaults?.email ?? ""}
        readOnly={Boolean(viewer)}
      />
    </>
  );
  return (
    <>
      {paired ? <div className="grid gap-4 sm:grid-cols-2">{nameAndEmail}</div> : nameAndEmail}
      {company && (
        <InputField
          {...control("company", "Company")}
          maxLength={limits.company}
          optional
          autoComplete="organization"
          defaultValue={defaults?.company}
        />
      )}
    </>
  );
}

/** The identity fields and a message: what the demo dialog, contact and apply forms share. */
export function PersonFields({
  messageLabel = "Message",
  messageOptional = false,
  children,
  ...identity
}: IdentityProps & {
  messageLabel?: string;
  messageOptional?: boolean;
  /** A form's own fields, between who is asking and the message. */
  children?: ReactNode;
}) {
  const { idPrefix, errors, defaults } = identity;
  return (
    <>
      <IdentityFields {...identity} />
      {children}
      <TextareaField
        id={`${idPrefix}-message`}
        label={messageLabel}
        optional={messageOptional}
        error={errors.message}
        name="message"
        maxLength={limits.longText}
        defaultValue={defaults?.message}
      />
    </>
  );
}
