import { Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { namedChoices, SelectOptions } from "~/components/ui/select-options";
import { fieldNames } from "~/lib/forms/fields";
import { proposalSchema } from "~/lib/forms/proposal";
import type { ProposalDraftStart } from "~/lib/proposal-staff";

const field = fieldNames(proposalSchema);

/** A builder row as typed: the draft's line and a key that stays while rows come and go. */
export type DraftLine = ProposalDraftStart["lines"][number] & { key: number };

/**
 * One line of the proposal builder (record 115): a CMS product or a free line, its
 * description, quantity, unit price and discount; posted as the same index of five lists.
 */
export function ProposalLineRow({
  line,
  index,
  currency,
  products,
  removable,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  currency: string;
  products: { slug: string; name: string }[];
  removable: boolean;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1.2fr_2fr_0.6fr_1fr_0.7fr_auto] sm:items-end">
      <LineControl label="Product" index={index}>
        {(id) => (
          <select
            id={id}
            name={field("lineProduct")}
            value={line.productSlug ?? ""}
            onChange={(event) => {
              const slug = event.target.value || null;
              const name = products.find((product) => product.slug === slug)?.name;
              onChange({
                productSlug: slug,
                ...(name && !line.description ? { description: name } : {}),
              });
            }}
            className={controlClass}
          >
            <SelectOptions none="Free line" choices={namedChoices(products, "slug")} />
          </select>
        )}
      </LineControl>
      {typedColumns(line, currency).map(({ name, patch, ...input }) => (
        <LineInput
          key={name}
          index={index}
          name={field(name)}
          {...input}
          onChange={(event) => onChange(patch(event.target.value))}
        />
      ))}
      <Button
        type="button"
        variant="dangerGhost"
        size="sm"
        aria-label={`Remove line ${index + 1}`}
        disabled={!removable}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** A line's typed columns after its product, left to right, and how typing in each changes it. */
function typedColumns(line: DraftLine, currency: string) {
  return [
    {
      label: "Description",
      name: "lineDescription",
      value: line.description,
      patch: (typed: string): Partial<DraftLine> => ({ description: typed }),
    },
    {
      label: "Quantity",
      name: "lineQuantity",
      inputMode: "numeric",
      value: line.quantity,
      patch: (typed: string): Partial<DraftLine> => ({
        quantity: Number(typed.replace(/\D/g, "")),
      }),
    },
    {
      label: `Unit price (${currency})`,
      name: "linePrice",
      inputMode: "decimal",
      placeholder: "0.00",
      value: line.unitPrice,
      patch: (typed: string): Partial<DraftLine> => ({ unitPrice: typed }),
    },
    {
      label: "Discount %",
      name: "lineDiscount",
      inputMode: "decimal",
      value: line.discount,
      patch: (typed: string): Partial<DraftLine> => ({ discount: typed }),
    },
  ] as const;
}

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-ink text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** A line's text input under its label. */
function LineInput({
  label,
  index,
  ...input
}: { label: string; index: number } & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <LineControl label={label} index={index}>
      {(id) => <input id={id} className={controlClass} {...input} />}
    </LineControl>
  );
}

/** A line's control and its label: on a wide screen the first row's labels head the columns. */
function LineControl({
  label,
  index,
  children,
}: {
  label: string;
  index: number;
  children: (id: string) => ReactNode;
}) {
  const id = `line-${index}-${label.split(" ")[0]?.toLowerCase()}`;
  return (
    <div>
      <label
        htmlFor={id}
        className={
          index === 0 ? "block text-slate-600 text-xs" : "block text-slate-600 text-xs sm:sr-only"
        }
      >
        {label}
        <span className="sr-only"> (line {index + 1})</span>
      </label>
      {children(id)}
    </div>
  );
}
