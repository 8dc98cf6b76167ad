import { Field, Input, Textarea } from "~/components/ui/field";
import { limits } from "~/lib/forms/limits";
import type { FieldErrors } from "~/lib/forms/validate";
import type { Viewer } from "./lead-dialogs";

/**
 * Name, email, company and message: the fields the demo dialog and the contact form share.
 * Signed-in visitors get name and email pre-filled, and the email is locked to their account.
 */
export function PersonFields({
  idPrefix,
  viewer,
  errors,
  messageLabel = "Message",
  messageOptional = false,
  company = true,
  defaults,
}: {
  idPrefix: string;
  viewer: Viewer;
  errors: FieldErrors;
  messageLabel?: string;
  messageOptional?: boolean;
  company?: boolean;
  /** Values to show again after a failed plain post, so nothing typed is lost. */
  defaults?: Record<string, string>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-name`} label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={limits.name}
              defaultValue={viewer?.name ?? defaults?.name ?? ""}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-email`} label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={limits.email}
              defaultValue={viewer?.email ?? defaults?.email ?? ""}
              readOnly={Boolean(viewer)}
            />
          )}
        </Field>
      </div>
      {company && (
        <Field id={`${idPrefix}-company`} label="Company" optional error={errors.company}>
          {(control) => (
            <Input
              {...control}
              name="company"
              autoComplete="organization"
              maxLength={limits.company}
              defaultValue={defaults?.company}
            />
          )}
        </Field>
      )}
      <Field
        id={`${idPrefix}-message`}
        label={messageLabel}
        optional={messageOptional}
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            maxLength={limits.longText}
            defaultValue={defaults?.message}
          />
        )}
      </Field>
    </>
  );
}
