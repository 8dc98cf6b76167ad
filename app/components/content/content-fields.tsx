import { useState } from "react";
import { Field, Input, Textarea } from "~/components/ui/field";
import type { FieldSpec } from "~/lib/content/field-specs";
import { contentFields, nameField } from "~/lib/content/fields";
import { fieldText } from "~/lib/content/form";
import { iconNames } from "~/lib/content/icons";
import type { MediaImage } from "~/lib/content/images";
import { hasSlugField, slugify } from "~/lib/content/slug";
import type { ContentFields, ContentType } from "~/lib/content/types";
import type { FieldErrors } from "~/lib/forms/result";
import { ImagePicker } from "./image-picker";

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

/** The inputs of one content type, in the order its pages show them. */
export function ContentFieldInputs({
  type,
  slug,
  fields,
  values,
  errors,
  choices,
  published,
}: {
  type: ContentType;
  slug: string;
  fields: ContentFields;
  /** What was typed, after a refused plain post. */
  values?: Record<string, string>;
  errors: FieldErrors;
  choices: Choices;
  /** Whether the item has been live under its slug: then a new one redirects from the old. */
  published?: boolean;
}) {
  const value = (name: string) => values?.[name] ?? fieldText(fields[name]);
  const [typedSlug, setTypedSlug] = useState(values?.slug ?? slug);
  // A new item's slug follows its name until the editor changes it by hand.
  const [followName, setFollowName] = useState(!slug && !values?.slug);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {hasSlugField(type) && (
        <div>
          <Field id="content-slug" label="Slug" error={errors.slug}>
            {(control) => (
              <Input
                {...control}
                name="slug"
                value={typedSlug}
                onChange={(event) => {
                  setTypedSlug(event.currentTarget.value);
                  setFollowName(false);
                }}
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
          <p className="mt-1 text-slate-600 text-xs">
            The last part of the page's address: lowercase letters, digits and hyphens.{" "}
            {published
              ? "Changing it moves the page; once published, the old address redirects to the new one."
              : "Made from the name as you type; change it if you like."}
          </p>
        </div>
      )}
      {contentFields[type].map((spec) =>
        spec.kind === "upload" || spec.kind === "illustration" ? (
          <div key={spec.name} className="lg:col-span-2">
            <ImagePicker
              spec={spec}
              value={value(spec.name)}
              error={errors[spec.name]}
              media={choices.media}
              illustrations={spec.kind === "illustration" ? choices.illustrations : []}
            />
          </div>
        ) : (
          <div
            key={spec.name}
            className={
              spec.kind === "text" || spec.kind === "list" || spec.kind === "markdown"
                ? "lg:col-span-2"
                : ""
            }
          >
            <Field
              id={`content-${spec.name}`}
              label={spec.label}
              optional={!spec.required}
              error={errors[spec.name]}
            >
              {(control) => (
                <Control
                  spec={spec}
                  control={control}
                  value={value(spec.name)}
                  choices={choices}
                  onInput={
                    followName && spec.name === nameField[type]
                      ? (text) => setTypedSlug(slugify(text))
                      : undefined
                  }
                />
              )}
            </Field>
            {spec.hint && <p className="mt-1 text-slate-600 text-xs">{spec.hint}</p>}
          </div>
        ),
      )}
    </div>
  );
}

function Control({
  spec,
  control,
  value,
  choices,
  onInput,
}: {
  spec: FieldSpec;
  control: Parameters<Parameters<typeof Field>[0]["children"]>[0];
  value: string;
  choices: Choices;
  onInput?: (text: string) => void;
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
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
    return (
      <Input
        {...control}
        name={spec.name}
        defaultValue={value}
        maxLength={spec.max}
        onInput={onInput && ((event) => onInput(event.currentTarget.value))}
      />
    );
  return (
    <Textarea
      {...control}
      name={spec.name}
      defaultValue={value}
      rows={spec.kind === "markdown" ? 18 : spec.kind === "list" ? 6 : 5}
      className={spec.kind === "markdown" ? "font-mono text-sm" : undefined}
    />
  );
}
