import type { ComponentProps, ReactNode } from "react";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";
import { contentForm } from "~/lib/content/form";
import { formValues, validateForm } from "~/lib/forms/validate";
import { toast } from "~/lib/toast";
import { ContentFieldInputs } from "./content-fields";

/**
 * A content item's draft. Checked in the browser with the schema the server uses; the server
 * also refuses a save when the item changed since this form was opened (`revision`).
 */
export function ContentForm({
  revision,
  label,
  buttons,
  ...item
}: Omit<ComponentProps<typeof ContentFieldInputs>, "values" | "errors"> & {
  revision: number | null;
  label: string;
  buttons: ReactNode;
}) {
  const { fetcher, errors, setErrors } = useFetcherForm();
  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        const check = validateForm(
          contentForm(item.type),
          formValues(new FormData(event.currentTarget)),
        );
        setErrors(check.ok ? {} : check.fieldErrors);
        if (!check.ok) {
          event.preventDefault();
          toast(check.toast);
        }
      }}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {revision !== null && <input type="hidden" name="revision" value={revision} />}
      {errors.form && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-red-800 text-sm ring-1 ring-red-200"
        >
          {errors.form}
        </p>
      )}
      <fieldset disabled={fetcher.state !== "idle"} className="space-y-4">
        <ContentFieldInputs
          {...item}
          errors={errors}
          values={fetcher.data && !fetcher.data.ok ? fetcher.data.values : undefined}
        />
        <div className="flex flex-wrap gap-2">{buttons}</div>
      </fieldset>
    </fetcher.Form>
  );
}
