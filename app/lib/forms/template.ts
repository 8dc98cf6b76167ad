import { isLeadKind, leadKinds } from "../lead-kinds";
import { templateProblems } from "../mail-templates";
import { applicationStatuses } from "../statuses";
import { type FormDefinition, withoutControlChars } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

/** The templates staff may edit: a list's auto-reply, or an application status's e-mail. */
export function templatePurpose(key: string): "auto-reply" | "status" | null {
  const [purpose, kind, status] = key.split(":");
  if (purpose === "auto-reply" && kind && Object.hasOwn(leadKinds, kind) && !status)
    return "auto-reply";
  if (
    purpose === "status" &&
    isLeadKind(kind) &&
    leadKinds[kind].candidate &&
    (applicationStatuses as readonly string[]).includes(status ?? "")
  )
    return "status";
  return null;
}

const templateSchema = z
  .object({
    key: z.string().refine((key) => templatePurpose(key) !== null, "This template does not exist."),
    enabled: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    subject: z.string().overwrite(withoutControlChars).default(""),
    body: z.string().overwrite(withoutControlChars).default(""),
  })
  .superRefine((value, ctx) => {
    const purpose = templatePurpose(value.key);
    if (!purpose) return;
    for (const [field, message] of Object.entries(templateProblems(value, purpose)))
      ctx.addIssue({ code: "custom", path: [field], message });
  });

export type TemplateInput = z.output<typeof templateSchema>;

/** An auto-reply or status e-mail: on/off, subject and body with placeholders. */
export const templateForm: FormDefinition<typeof templateSchema> = {
  schema: templateSchema,
  required: [],
  missing: failure("Template not saved")(),
  success: { title: "Template saved." },
  saveFailed: failure("Template not saved")(),
  invalid: failure("Template not saved"),
};
