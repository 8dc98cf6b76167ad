import { Field, Input, Textarea } from "~/components/ui/field";
import type { FieldSpec } from "~/lib/content/field-specs";
import { contentFields } from "~/lib/content/fields";
import { fieldText } from "~/lib/content/form";
import { iconNames } from "~/lib/content/icons";
import type { ContentFields, ContentType } from "~/lib/content/types";
import type { FieldErrors } from "~/lib/forms/result";

export type Choices = {
  groups: string[];
  illustrations: string[];
  caseStudies: string[];
  uploads: string[];
};

/** The inputs of one content type, in the order its pages show them. */
export function ContentFieldInputs({
  type,
  slug,
  fields,
  values,
  errors,
  choices,
}: {
  type: ContentType;
  slug: string;
  fields: ContentFields;
  /** What was typed, after a refused plain post. */
  values?: Record<string, string>;
  errors: FieldErrors;
  choices: Choices;
}) {
  const value = (name: string) => values?.[name] ?? fieldText(fields[name]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <Field id="content-slug" label="Slug" error={errors.slug}>
          {(control) => (
            <Input
              {...control}
              name="slug"
              defaultValue={values?.slug ?? slug}
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <p className="mt-1 text-slate-600 text-xs">
          The last part of the page's address: lowercase letters, digits and hyphens.
        </p>
      </div>
      {contentFields[type].map((spec) => (
        <div
          key={spec.name}
          className={spec.kind === "text" || spec.kind === "list" ? "lg:col-span-2" : ""}
        >
          <Field
            id={`content-${spec.name}`}
            label={spec.label}
            optional={!spec.required}
            error={errors[spec.name]}
          >
            {(control) => (
              <Control spec={spec} control={control} value={value(spec.name)} choices={choices} />
            )}
          </Field>
          {spec.hint && <p className="mt-1 text-slate-600 text-xs">{spec.hint}</p>}
        </div>
      ))}
    </div>
  );
}

function Control({
  spec,
  control,
  value,
  choices,
}: {
  spec: FieldSpec;
  control: Parameters<Parameters<typeof Field>[0]["children"]>[0];
  value: string;
  choices: Choices;
}) {
  const options =
    spec.kind === "icon"
      ? iconNames
      : spec.kind === "group"
        ? choices.groups
        : spec.kind === "illustration"
          ? choices.illustrations
          : spec.kind === "case-study"
            ? choices.caseStudies
            : spec.kind === "upload"
              ? choices.uploads
              : null;
  if (options)
    return (
      <select {...control} name={spec.name} defaultValue={value}>
        {(!value || !spec.required) && (
          <option value="">{spec.required ? "Choose…" : "None"}</option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  if (spec.kind === "percent")
    return (
      <Input
        {...control}
        name={spec.name}
        defaultValue={value}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
      />
    );
  if (spec.kind === "line" || spec.kind === "url")
    return <Input {...control} name={spec.name} defaultValue={value} maxLength={spec.max} />;
  return (
    <Textarea
      {...control}
      name={spec.name}
      defaultValue={value}
      rows={spec.kind === "list" ? 6 : 5}
    />
  );
}
