import { Plus } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, labelledControls, SelectField, TextareaField } from "~/components/ui/field";
import { fieldNames } from "~/lib/forms/fields";
import { parseRate, proposalSchema } from "~/lib/forms/proposal";
import type { FormResult } from "~/lib/forms/result";
import { dealCurrencies, parseMoney } from "~/lib/money";
import type { ProposalDraftStart } from "~/lib/proposal-staff";
import { formatMinor, proposalTotals } from "~/lib/proposals";
import { type DraftLine, ProposalLineRow } from "./proposal-line-row";

const field = fieldNames(proposalSchema);

const blankLine = (key: number): DraftLine => ({
  key,
  productSlug: null,
  description: "",
  quantity: 1,
  unitPrice: "",
  discount: "0",
});

/**
 * Staff's proposal builder (record 115): lines from the CMS products or free, with quantity,
 * price and discount; the proposal's discount, tax, terms and date; and the totals as the
 * client will see them, reckoned as the server will (proposalTotals). Rows live in state, so
 * a refused save keeps everything typed.
 */
export function ProposalBuilder({
  start,
  products,
  result,
}: {
  start: ProposalDraftStart;
  products: { slug: string; name: string }[];
  result?: FormResult;
}) {
  const busy = useNavigation().state === "submitting";
  const [currency, setCurrency] = useState(start.currency);
  const [discount, setDiscount] = useState(start.discount);
  const [taxRate, setTaxRate] = useState(start.taxRate);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    start.lines.length > 0 ? start.lines.map((line, key) => ({ ...line, key })) : [blankLine(0)],
  );
  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const errors = result?.fieldErrors ?? {};
  const control = labelledControls<ReturnType<typeof field>>("proposal", errors);
  const priced = lines.map((line) => {
    const price = parseMoney(line.unitPrice || "0", currency);
    return {
      productSlug: line.productSlug,
      description: line.description,
      quantity: Math.max(0, Math.trunc(Number(line.quantity)) || 0),
      unitPriceMinor: price.ok ? Number(price.minor) : 0,
      discountBp: parseRate(line.discount) ?? 0,
    };
  });
  const totals = proposalTotals(priced, parseRate(discount) ?? 0, parseRate(taxRate) ?? 0);
  const money = (minor: number) => formatMinor(minor, currency);

  return (
    <Form method="post" className="space-y-5" aria-labelledby="builder-title">
      <h3 id="builder-title" className="font-semibold text-ink text-base">
        {start.proposalId ? "Change the proposal (a sent version stays as it was)" : "New proposal"}
      </h3>
      {start.proposalId && (
        <Link to={{ search: "" }} className="rounded text-brand-700 text-sm underline">
          Start another proposal instead
        </Link>
      )}
      <input type="hidden" name="intent" value="save" />
      {start.proposalId && <input type="hidden" name="proposalId" value={start.proposalId} />}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <InputField {...control("title", "Title")} defaultValue={start.title} required />
        <SelectField
          {...control("currency", "Currency")}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {dealCurrencies.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </SelectField>
        <InputField
          {...control("validUntil", "Valid until")}
          type="date"
          defaultValue={start.validUntil}
          required
        />
      </div>

      <fieldset>
        <legend className="font-medium text-ink text-sm">Lines</legend>
        {errors.lines && (
          <p id="lines-error" className="mt-1 text-red-700 text-sm">
            {errors.lines}
          </p>
        )}
        <ol className="mt-2 space-y-3">
          {lines.map((line, index) => (
            <ProposalLineRow
              key={line.key}
              line={line}
              index={index}
              currency={currency}
              products={products}
              removable={lines.length > 1}
              onChange={(patch) => change(line.key, patch)}
              onRemove={() => setLines((rows) => rows.filter((row) => row.key !== line.key))}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            setLines((rows) => [
              ...rows,
              blankLine(Math.max(-1, ...rows.map((row) => row.key)) + 1),
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" /> Add a line
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr]">
        <InputField
          {...control("discount", "Discount on the total %")}
          inputMode="decimal"
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
        />
        <InputField
          {...control("taxRate", "Tax %")}
          inputMode="decimal"
          value={taxRate}
          onChange={(event) => setTaxRate(event.target.value)}
        />
        <dl
          aria-label="Totals"
          aria-live="polite"
          className="grid grid-cols-[1fr_auto] gap-x-4 self-end text-sm tabular-nums"
        >
          <dt>Subtotal</dt>
          <dd className="text-right">{money(totals.subtotalMinor)}</dd>
          <dt>Discount</dt>
          <dd className="text-right">−{money(totals.discountMinor)}</dd>
          <dt>Tax</dt>
          <dd className="text-right">{money(totals.taxMinor)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold" data-testid="builder-total">
            {money(totals.totalMinor)}
          </dd>
        </dl>
      </div>
      <TextareaField {...control("terms", "Terms")} optional defaultValue={start.terms} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save draft"}
      </Button>
    </Form>
  );
}
