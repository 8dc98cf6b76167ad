import { dealCurrencies, parseMoney } from "~/lib/money";
import { emailField, type FormDefinition, optionalText, requiredText } from "./fields";
import { failureToasts } from "./toasts";
import { z } from "./zod";

// The deal forms (record 113), checked alike in the browser and on the server.

const id = (message: string) => z.string({ error: message }).regex(/^[0-9a-f-]{36}$/i, message);
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Choose a date.")
  .optional()
  .transform((value) => (value ? value : null));
const probability = z
  .string({ error: "Probability is required." })
  .trim()
  .regex(/^\d{1,3}$/, "Probability must be a whole number of percent.")
  .transform(Number)
  .pipe(z.number().max(100, "Probability must be between 0 and 100."));

/** A deal's fields, as the new-deal form and the deal page send them. */
export const dealSchema = z
  .object({
    title: requiredText("Title", 200),
    company: optionalText("Company", 200),
    contactName: optionalText("Contact name", 200),
    contactEmail: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .pipe(z.union([z.literal(""), emailField]))
      .transform((value) => (value ? value : null)),
    value: z.string({ error: "Value is required." }),
    currency: z.enum(dealCurrencies, { error: "Choose a currency." }),
    stageId: id("Choose a stage."),
    probability,
    expectedCloseOn: day,
    ownerId: z
      .string()
      .optional()
      .transform((value) => (value ? value : null)),
    nextStep: optionalText("Next step", 300),
    nextStepOn: day,
    lostReason: optionalText("Reason", 500),
  })
  .transform((deal, context) => {
    const parsed = parseMoney(deal.value, deal.currency);
    if (!parsed.ok) {
      context.addIssue({ code: "custom", path: ["value"], message: parsed.error });
      return z.NEVER;
    }
    const { value: _typed, ...rest } = deal;
    return { ...rest, valueMinor: parsed.minor };
  });

export type DealInput = z.output<typeof dealSchema>;

export const dealForm: FormDefinition<typeof dealSchema> = {
  schema: dealSchema,
  required: ["title", "value", "stageId", "probability"],
  ...failureToasts("Deal not saved", "Fill in the title and the value."),
  success: { title: "Deal saved." },
};

/** Moving a deal to another stage (the board's form, its keys and its drag); Lost needs a reason. */
export const dealMoveSchema = z.object({
  dealId: id("Choose a deal."),
  stageId: id("Choose a stage."),
  lostReason: optionalText("Reason", 500),
});

export const dealMoveForm: FormDefinition<typeof dealMoveSchema> = {
  schema: dealMoveSchema,
  required: ["dealId", "stageId"],
  ...failureToasts("Deal not moved", "Choose a stage."),
  success: { title: "Deal moved." },
};

/** One stage as admins set it: name and default probability. */
export const dealStageSchema = z.object({
  name: requiredText("Stage name", 60),
  probability,
});

export const dealStageForm: FormDefinition<typeof dealStageSchema> = {
  schema: dealStageSchema,
  required: ["name", "probability"],
  ...failureToasts("Stage not saved", "Stage name is required."),
  success: { title: "Stage saved." },
};

/** The message when Lost is chosen without a reason (the server checks, as the browser does). */
export const lostReasonMissing = "Say why the deal was lost.";
