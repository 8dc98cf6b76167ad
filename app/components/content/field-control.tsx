import { type Field, Input, Textarea } from "~/components/ui/field";
import { SelectOptions } from "~/components/ui/select-options";
import type { FieldSpec } from "~/lib/content/field-specs";
import { iconNames } from "~/lib/content/icons";
import type { MediaImage } from "~/lib/content/images";
import { MarkdownEditor, type MarkdownPreview } from "./markdown-editor";

/** A picker's option: the stored slug, shown by the item's name. */
export type NamedChoice = { value: string; label: string };

export type Choices = {
  groups: NamedChoice[];
  /** The generated SVGs an image field may show besides uploads. */
  illustrations: string[];
  caseStudies: NamedChoice[];
  /** The media library, for image and logo fields (docs/decisions/073). */
  media: MediaImage[];
};

type Control = Parameters<Parameters<typeof Field>[0]["children"]>[0];

/** One field's control, by its kind: a choice, a number, a date, a line, Markdown or text. */
export function FieldControl({
  spec,
  control,
  value,
  choices,
  onInput,
  held,
  preview,
}: {
  spec: FieldSpec;
  control: Control;
  value: string;
  choices: Choices;
  onInput?: (text: string) => void;
  /** A value the form keeps in its state (the focal point, also set on the picture). */
  held?: { value: string; onChange: (text: string) => void };
  preview?: MarkdownPreview;
}) {
  const options =
    spec.kind === "icon"
      ? iconNames.map((name) => ({ value: name, label: name }))
      : spec.kind === "group"
        ? choices.groups
        : spec.kind === "case-study"
          ? choices.caseStudies
          : null;
  if (options)
    return (
      <select {...control} name={spec.name} defaultValue={value}>
        {(!value || !spec.required) && (
          <option value="">{spec.required ? "Choose…" : "None"}</option>
        )}
        <SelectOptions choices={options} />
      </select>
    );
  if (spec.kind === "percent")
    return (
      <Input
        {...control}
        name={spec.name}
        {...(held
          ? { value: held.value, onChange: (event) => held.onChange(event.currentTarget.value) }
          : { defaultValue: value })}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
      />
    );
  if (spec.input === "date")
    return <Input {...control} name={spec.name} defaultValue={value} type="date" />;
  if (spec.kind === "line" || spec.kind === "url")
    return (
      <Input
        {...control}
        name={spec.name}
        defaultValue={value}
        maxLength={spec.max}
        onInput={onInput && ((event) => onInput(event.currentTarget.value))}
      />
    );
  if (spec.kind === "markdown")
    return <MarkdownEditor control={control} name={spec.name} value={value} preview={preview} />;
  return (
    <Textarea
      {...control}
      name={spec.name}
      defaultValue={value}
      rows={spec.kind === "list" ? 6 : 5}
    />
  );
}
