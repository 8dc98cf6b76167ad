import { Fragment, type ReactNode, useState } from "react";
import { Field, InputField } from "~/components/ui/field";
import type { FieldSpec } from "~/lib/content/field-specs";
import { contentFields, nameField } from "~/lib/content/fields";
import { fieldText } from "~/lib/content/form";
import { hasSlugField, slugify } from "~/lib/content/slug";
import type { ContentFields, ContentType } from "~/lib/content/types";
import type { FieldErrors } from "~/lib/forms/result";
import { type Choices, FieldControl } from "./field-control";
import { FocalPointPicker, type Focus } from "./focal-point";
import { ImagePicker } from "./image-picker";
import type { MarkdownPreview } from "./markdown-editor";

export type { Choices, NamedChoice } from "./field-control";

const focusFields = { imageFocusX: "x", imageFocusY: "y" } as const;
const isFocusField = (name: string): name is keyof typeof focusFields =>
  Object.hasOwn(focusFields, name);

/**
 * The inputs of one content type, in the order its pages show them, the slug right after the
 * name it is made from (docs/decisions/119).
 */
export function ContentFieldInputs({
  type,
  slug,
  fields,
  values,
  errors,
  choices,
  published,
  previews,
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
  /** The saved Markdown fields as the site shows them, by field name. */
  previews?: Record<string, MarkdownPreview>;
}) {
  const value = (name: string) => values?.[name] ?? fieldText(fields[name]);
  const [typedSlug, setTypedSlug] = useState(values?.slug ?? slug);
  // A new item's slug follows its name until the editor changes it by hand.
  const [followName, setFollowName] = useState(!slug && !values?.slug);
  const [imageSrc, setImageSrc] = useState(value("imageSrc"));
  const [focus, setFocus] = useState<Focus>({ x: value("imageFocusX"), y: value("imageFocusY") });
  const specs = contentFields[type];
  const nameIndex = specs.findIndex((spec) => spec.name === nameField[type]);
  const slugInput = hasSlugField(type) && (
    <SlugInput
      value={typedSlug}
      error={errors.slug}
      published={published}
      onChange={(text) => {
        setTypedSlug(text);
        setFollowName(false);
      }}
    />
  );
  const input = (spec: FieldSpec): ReactNode => {
    if (spec.kind === "upload" || spec.kind === "illustration")
      return (
        <div className="lg:col-span-2">
          <ImagePicker
            spec={spec}
            value={value(spec.name)}
            error={errors[spec.name]}
            media={choices.media}
            illustrations={spec.kind === "illustration" ? choices.illustrations : []}
            onPick={spec.name === "imageSrc" ? setImageSrc : undefined}
          />
        </div>
      );
    const wide = spec.kind === "text" || spec.kind === "list" || spec.kind === "markdown";
    const axis = isFocusField(spec.name) ? focusFields[spec.name] : null;
    return (
      <div className={wide ? "lg:col-span-2" : ""}>
        <Field
          id={`content-${spec.name}`}
          label={spec.label}
          optional={!spec.required}
          error={errors[spec.name]}
        >
          {(control) => (
            <FieldControl
              spec={spec}
              control={control}
              value={value(spec.name)}
              choices={choices}
              preview={previews?.[spec.name]}
              held={
                axis
                  ? {
                      value: focus[axis],
                      onChange: (text) => setFocus((point) => ({ ...point, [axis]: text })),
                    }
                  : undefined
              }
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
    );
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {nameIndex < 0 && slugInput}
      {specs.map((spec, index) => (
        <Fragment key={spec.name}>
          {input(spec)}
          {index === nameIndex && slugInput}
          {spec.name === "imageFocusY" && (
            <FocalPointPicker src={imageSrc} focus={focus} onChange={setFocus} />
          )}
        </Fragment>
      ))}
    </div>
  );
}

function SlugInput({
  value,
  error,
  published,
  onChange,
}: {
  value: string;
  error?: string;
  published?: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <div>
      <InputField
        id="content-slug"
        label="Slug"
        error={error}
        name="slug"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={80}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="mt-1 text-slate-600 text-xs">
        The last part of the page's address: lowercase letters, digits and hyphens.{" "}
        {published
          ? "Changing it moves the page; once published, the old address redirects to the new one."
          : "Made from the name as you type; change it if you like."}
      </p>
    </div>
  );
}
