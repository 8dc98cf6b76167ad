import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { fieldNames } from "~/lib/forms/fields";
import { acceptSchema, declineSchema } from "~/lib/forms/proposal";
import type { FormResult } from "~/lib/forms/result";

const acceptField = fieldNames(acceptSchema);
const declineField = fieldNames(declineSchema);

/**
 * The client's answer (record 115): accept by typing a full name and ticking the box, or
 * decline with a reason. Plain posts: they work before (or without) scripts, and a refused post
 * shows what was typed again.
 */
export function ProposalAnswer({ result, total }: { result?: FormResult; total: string }) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const declining = values.intent === "decline";
  return (
    <section
      aria-labelledby="answer-title"
      className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id="answer-title" className="font-semibold text-xl">
        Your answer
      </h2>
      {result && !result.ok && (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {result.toast.description ?? result.toast.title}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4" aria-label="Accept the proposal">
        <input type="hidden" name="intent" value="accept" />
        <Field id="accept-name" label="Your full name" error={declining ? undefined : errors.name}>
          {(control) => (
            <Input
              {...control}
              name={acceptField("name")}
              autoComplete="name"
              required
              defaultValue={declining ? "" : values.name}
            />
          )}
        </Field>
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name={acceptField("agree")}
              required
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={!declining && errors.agree ? true : undefined}
              aria-describedby={!declining && errors.agree ? "accept-agree-error" : undefined}
            />
            <span>
              I accept this proposal, {total} in total, on the terms above, and sign it with the
              name I typed.
            </span>
          </label>
          {!declining && errors.agree && (
            <p id="accept-agree-error" className="mt-1.5 text-red-700 text-sm">
              {errors.agree}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          Accept proposal
        </Button>
      </Form>
      <details className="mt-6 border-slate-200 border-t pt-4" open={declining}>
        <summary className="cursor-pointer rounded font-medium text-slate-700 text-sm">
          Decline this proposal
        </summary>
        <Form method="post" className="mt-4 space-y-4" aria-label="Decline the proposal">
          <input type="hidden" name="intent" value="decline" />
          <Field id="decline-reason" label="Why are you declining?" error={errors.reason}>
            {(control) => (
              <Textarea
                {...control}
                name={declineField("reason")}
                required
                defaultValue={values.reason}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={busy}>
            Decline proposal
          </Button>
        </Form>
      </details>
    </section>
  );
}
