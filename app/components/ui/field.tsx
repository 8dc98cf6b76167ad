import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 sm:text-sm";

type LabelProps = {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
};

type FieldProps = LabelProps & {
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
};

/** A labelled form control with its error message tied to it for assistive technology. */
export function Field({ id, label, error, optional, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink text-sm">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          className: controlClass,
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** Classes beyond the control's look; a Field's `control` hands over the look itself, added once. */
const extra = (className: string | undefined) =>
  className === controlClass ? undefined : className;

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, extra(className))} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-28", extra(className))} {...props} />;
}

function Select(props: ComponentProps<"select">) {
  return <select {...props} />;
}

/**
 * `Field` and one plain control in one element, for the common case: the label's props and the
 * control's own, side by side.
 */
function labelled<Tag extends "input" | "textarea" | "select">(
  Control: (props: ComponentProps<Tag>) => ReactNode,
) {
  return function LabelledControl({
    id,
    label,
    error,
    optional,
    ...own
  }: LabelProps & Omit<ComponentProps<Tag>, "id">) {
    return (
      <Field id={id} label={label} error={error} optional={optional}>
        {(control) => <Control {...control} {...(own as ComponentProps<Tag>)} />}
      </Field>
    );
  };
}

/** A labelled input. */
export const InputField = labelled<"input">(Input);
/** A labelled textarea. */
export const TextareaField = labelled<"textarea">(Textarea);
/** A labelled select; its options are the children. */
export const SelectField = labelled<"select">(Select);

/**
 * One form's labelled controls, named once: given a field's name and label, the id
 * (`prefix-name`), the label, the error the form holds for the field and the posted name, to
 * spread into InputField, TextareaField or SelectField.
 */
export function labelledControls<Name extends string>(
  prefix: string,
  errors: Partial<Record<string, string>>,
) {
  return (name: Name, label: string) => ({
    id: `${prefix}-${name}`,
    label,
    error: errors[name],
    name,
  });
}
