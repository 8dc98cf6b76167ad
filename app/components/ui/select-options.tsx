import type { ReactNode } from "react";

/** One option of a select: the value posted and the words shown. */
export type Choice = { value: string; label: ReactNode };

/**
 * A select's options, one per choice, after an optional first one with an empty value (`none`:
 * "Every stage", "Free line") for leaving the select unset.
 */
export function SelectOptions({ choices, none }: { choices: readonly Choice[]; none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/**
 * The choices for records shown by their name and known by `key`: an id (stages, owners), or a
 * slug or key (products, snippets).
 */
export function namedChoices<Key extends string = "id">(
  items: readonly (Record<NoInfer<Key>, string> & { name: string })[],
  key = "id" as Key,
): Choice[] {
  return items.map((item) => ({ value: item[key], label: item.name }));
}
