import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/components/ui/field";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";
import { type Month, monthLabel } from "~/lib/analytics-goal";
import { toast } from "~/lib/toast";

/**
 * Sets a month's lead goal. With scripts the form is checked in the browser with the schema the
 * server uses (loaded on submit) and sent through a fetcher, after which the page's progress is
 * read again; without, it is a plain post to the page.
 */
export function GoalForm({
  months,
  month,
  goal,
}: {
  months: Month[];
  month: Month;
  goal: number | null;
}) {
  const { fetcher, errors, setErrors } = useFetcherForm();
  const pending = fetcher.state !== "idle";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const [{ formValues, validateForm }, { analyticsGoalForm }] = await Promise.all([
      import("~/lib/forms/validate"),
      import("~/lib/forms/analytics-goal"),
    ]);
    const validation = validateForm(analyticsGoalForm, formValues(formData));
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      toast(validation.toast);
      return;
    }
    setErrors({});
    await fetcher.submit(formData, { method: "post" });
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-label="Monthly lead goal">
      <input type="hidden" name="intent" value="goal" />
      <fieldset disabled={pending} className="flex flex-wrap items-end gap-3">
        <SelectField
          id="goal-month"
          label="Month"
          error={errors.month}
          name="month"
          defaultValue={month}
          className="w-44"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="goal-leads"
          label="Leads goal"
          error={errors.leads}
          name="leads"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          defaultValue={goal ?? ""}
          className="w-32"
        />
        <Button type="submit" size="sm" className="mb-0.5">
          {pending ? "Saving..." : "Save goal"}
        </Button>
      </fieldset>
    </fetcher.Form>
  );
}
