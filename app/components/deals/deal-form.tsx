import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { InputField, labelledControls, SelectField, TextareaField } from "~/components/ui/field";
import { namedChoices, SelectOptions } from "~/components/ui/select-options";
import type { DealOutcome } from "~/lib/deals";
import { dealForm, dealSchema, lostReasonMissing } from "~/lib/forms/deal";
import { fieldNames } from "~/lib/forms/fields";
import type { FieldErrors, FormResult } from "~/lib/forms/result";
import { dealCurrencies } from "~/lib/money";
import { toast } from "~/lib/toast";

const field = fieldNames(dealSchema);

export type DealFormValues = Record<ReturnType<typeof field>, string>;
type Stage = { id: string; name: string; probability: number; outcome: DealOutcome };

/**
 * A deal's fields, new or existing (record 113). With scripts it is checked in the browser with
 * the server's schema and sent through a fetcher; without, it is a plain post whose refusal
 * shows what was typed again. Choosing a stage proposes its probability; Lost asks a reason.
 */
export function DealForm({
  values,
  stages,
  owners,
  result,
  submitLabel,
}: {
  values: DealFormValues;
  stages: Stage[];
  owners: { id: string; name: string }[];
  /** A plain post's refusal, to show its errors and the typed values again. */
  result?: FormResult;
  submitLabel: string;
}) {
  const fetcher = useFetcher<FormResult>();
  const typed = { ...values, ...(result?.values ?? {}) };
  const [errors, setErrors] = useState<FieldErrors>(result?.fieldErrors ?? {});
  const [stageId, setStageId] = useState(typed.stageId);
  const [probability, setProbability] = useState(typed.probability);
  useResultToast(fetcher.data, (answer) => setErrors(answer.fieldErrors ?? {}));
  const pending = fetcher.state !== "idle";
  const lost = stages.find((stage) => stage.id === stageId)?.outcome === "lost";
  const control = labelledControls<ReturnType<typeof field>>("deal", errors);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // The schema is here already (the field names come from it); the checker loads on submit.
    const { formValues, validateForm } = await import("~/lib/forms/validate");
    const posted = formValues(formData);
    const validation = validateForm(dealForm, posted);
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      toast(validation.toast);
      return;
    }
    if (lost && !posted.lostReason?.trim()) {
      setErrors({ lostReason: lostReasonMissing });
      toast({ ...dealForm.saveFailed, description: lostReasonMissing });
      return;
    }
    setErrors({});
    await fetcher.submit(formData, { method: "post" });
  }

  const text = (name: ReturnType<typeof field>, label: string, optional = true, type = "text") => (
    <InputField
      {...control(name, label)}
      optional={optional}
      type={type}
      defaultValue={typed[name]}
    />
  );

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-label="Deal">
      <fieldset disabled={pending} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">{text("title", "Title", false)}</div>
        {text("company", "Company")}
        {text("contactName", "Contact name")}
        {text("contactEmail", "Contact e-mail", true, "email")}
        <div className="grid grid-cols-[1fr_6rem] gap-2">
          <InputField
            {...control("value", "Value")}
            inputMode="decimal"
            defaultValue={typed.value}
          />
          <SelectField {...control("currency", "Currency")} defaultValue={typed.currency}>
            {dealCurrencies.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </SelectField>
        </div>
        <SelectField
          {...control("stageId", "Stage")}
          value={stageId}
          onChange={(event) => {
            setStageId(event.target.value);
            const stage = stages.find((s) => s.id === event.target.value);
            if (stage) setProbability(String(stage.probability));
          }}
        >
          <SelectOptions choices={namedChoices(stages)} />
        </SelectField>
        <InputField
          {...control("probability", "Probability (%)")}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          value={probability}
          onChange={(event) => setProbability(event.target.value)}
        />
        {lost && (
          <div className="sm:col-span-2">
            <TextareaField
              {...control("lostReason", "Why was it lost?")}
              defaultValue={typed.lostReason}
              maxLength={500}
              className="min-h-16"
            />
          </div>
        )}
        {text("expectedCloseOn", "Expected close date", true, "date")}
        <SelectField {...control("ownerId", "Owner")} optional defaultValue={typed.ownerId}>
          <SelectOptions none="Nobody" choices={namedChoices(owners)} />
        </SelectField>
        {text("nextStep", "Next step")}
        {text("nextStepOn", "Next step on", true, "date")}
      </fieldset>
      <div className="mt-4 flex justify-end">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
