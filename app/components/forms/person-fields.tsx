import type { ReactNode } from "react";
import { InputField, TextareaField } from "~/components/ui/field";
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
  const nameAndEmail = (
    <>
      <InputField
        id={`${idPrefix}-name`}
        label={labels.name}
        error={errors.name}
        name="name"
        autoComplete="name"
        maxLength={limits.name}
        defaultValue={viewer?.name ?? defaults?.name ?? ""}
      />
      <InputField
        id={`${idPrefix}-email`}
        label={labels.email}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
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
          id={`${idPrefix}-company`}
          label="Company"
          optional
          error={errors.company}
          name="company"
          autoComplete="organization"
          maxLength={limits.company}
          defaultValue={defaults?.company}
        />
      )}
    </>
  );
}

/** The identity fields and a message: what the demo dialog, contact and apply forms share. */
export function PersonFields({
  idPrefix,
  viewer,
  errors,
  messageLabel = "Message",
  messageOptional = false,
  company = true,
  defaults,
  children,
}: IdentityProps & {
  messageLabel?: string;
  messageOptional?: boolean;
  /** A form's own fields, between who is asking and the message. */
  children?: ReactNode;
}) {
  return (
    <>
      <IdentityFields
        idPrefix={idPrefix}
        viewer={viewer}
        errors={errors}
        company={company}
        defaults={defaults}
      />
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
