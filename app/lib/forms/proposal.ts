import { dealCurrencies, parseMoney } from "../money";
import type { ProposalLine } from "../proposals";
import { type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

// The proposal forms (record 115): staff's builder, and the client's accept and decline.

/** "20" or "2.5" (per cent, at most two decimals, 0 to 100) → basis points. */
export function parseRate(typed: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.trim() || "0");
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

const rate = (label: string) =>
  z
    .string()
    .optional()
    .transform((typed, ctx) => {
      const bp = parseRate(typed ?? "");
      if (bp === null) {
        ctx.addIssue({ code: "custom", message: `${label} is a percentage from 0 to 100.` });
        return z.NEVER;
      }
      return bp;
    });

/** The builder's fields; each line is the same index of the five `line*` lists. */
export const proposalSchema = z
  .object({
    title: requiredText("Title", 200),
    currency: z.enum(dealCurrencies, { error: "Choose a currency." }),
    discount: rate("Discount"),
    taxRate: rate("Tax"),
    terms: optionalText("Terms", limits.longText).transform((terms) => terms ?? ""),
    validUntil: z.iso.date({ error: "Enter the date the proposal is valid until." }),
    lineProduct: z.array(z.string().max(200)).default([]),
    lineDescription: z.array(z.string().max(limits.shortText)).default([]),
    lineQuantity: z.array(z.string().max(20)).default([]),
    linePrice: z.array(z.string().max(30)).default([]),
    lineDiscount: z.array(z.string().max(10)).default([]),
  })
  .transform((input, ctx) => {
    const lines: ProposalLine[] = [];
    input.lineDescription.forEach((typed, index) => {
      const description = typed.trim();
      const productSlug = input.lineProduct[index]?.trim() || null;
      const quantityText = input.lineQuantity[index]?.trim() ?? "";
      const priceText = input.linePrice[index]?.trim() ?? "";
      // A row left wholly blank is a row the person added and did not use.
      if (!description && !productSlug && !priceText) return;
      const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : 0;
      const price = parseMoney(priceText, input.currency);
      const unitPriceMinor = price.ok ? Number(price.minor) : null;
      const discountBp = parseRate(input.lineDiscount[index] ?? "");
      const problem = !description
        ? "Each line needs a description."
        : quantity < 1
          ? "Each line's quantity is a whole number from 1."
          : unitPriceMinor === null
            ? `Each line's price is an amount in ${input.currency}, such as 1,250.00.`
            : discountBp === null
              ? "A line's discount is a percentage from 0 to 100."
              : null;
      if (problem || unitPriceMinor === null || discountBp === null) {
        ctx.addIssue({ code: "custom", path: ["lines"], message: problem ?? "" });
        return;
      }
      lines.push({ productSlug, description, quantity, unitPriceMinor, discountBp });
    });
    if (lines.length === 0)
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Add at least one line." });
    const { title, currency, discount, taxRate, terms, validUntil } = input;
    return { title, currency, discountBp: discount, taxRateBp: taxRate, terms, validUntil, lines };
  });

export type ProposalInput = z.output<typeof proposalSchema>;

/** The list fields of the builder, read with FormData.getAll. */
export const proposalLineFields = [
  "lineProduct",
  "lineDescription",
  "lineQuantity",
  "linePrice",
  "lineDiscount",
] as const;

export const proposalForm: FormDefinition<typeof proposalSchema> = {
  schema: proposalSchema,
  required: ["title", "validUntil"],
  missing: failure("Missing details")("A proposal needs a title and a date it is valid until."),
  success: { title: "Proposal saved" },
  saveFailed: failure("Proposal not saved")("Could not save the proposal. Please try again."),
};

export const acceptSchema = z.object({
  name: requiredText("Your full name", limits.name),
  agree: z.literal("on", { error: "Tick the box to accept the proposal." }),
});

export const acceptForm: FormDefinition<typeof acceptSchema> = {
  schema: acceptSchema,
  required: ["name", "agree"],
  missing: failure("Not accepted yet")("Type your full name and tick the box to accept."),
  success: { title: "Proposal accepted", description: "Thank you. We will be in touch." },
  saveFailed: failure("Not accepted")("Could not record your acceptance. Please try again."),
};

export const declineSchema = z.object({
  reason: requiredText("A reason", limits.shortText),
});

export const declineForm: FormDefinition<typeof declineSchema> = {
  schema: declineSchema,
  required: ["reason"],
  missing: failure("Not declined yet")("Tell us briefly why, so we can do better."),
  success: { title: "Proposal declined", description: "Thank you for letting us know." },
  saveFailed: failure("Not declined")("Could not record your answer. Please try again."),
};
