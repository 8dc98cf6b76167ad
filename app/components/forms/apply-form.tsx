import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { resumeProblem, resumeRules } from "~/lib/forms/resume";
import type { SubmissionResult } from "~/lib/forms/validate";
import { toast } from "~/lib/toast";
import type { Viewer } from "~/lib/viewer";
import { FormGuards } from "./form-guards";
import { FormStatus } from "./form-status";
import { PersonFields } from "./person-fields";
import { type FormMeta, useLeadForm } from "./use-lead-form";

/**
 * The inline application form of one job. With scripts it posts in place; without, it is a
 * plain multipart post to /careers that renders the answer in the page.
 */
export function ApplyForm({
  jobId,
  jobTitle,
  viewer,
  initialMeta,
  plainPostResult,
  onDone,
}: {
  jobId: string;
  jobTitle: string;
  viewer: Viewer | null;
  initialMeta: FormMeta;
  plainPostResult?: { result: SubmissionResult; values?: Record<string, string> };
  onDone: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form moves keyboard focus into it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, []);
  const clearFile = () => {
    if (fileRef.current) fileRef.current.value = "";
  };
  const { onSubmit, pending, fieldErrors, meta } = useLeadForm({
    loadForm: () => import("~/lib/forms/application").then((m) => m.applicationForm),
    action: "/api/applications",
    initialMeta,
    check: (formData) => {
      const file = formData.get("resume");
      const problem = file instanceof File && file.size > 0 ? resumeProblem(file) : null;
      if (problem) clearFile();
      return problem;
    },
    onSuccess: onDone,
    onFailure: (result) => {
      if (!result.ok && /file|resume/i.test(`${result.toast.title} ${result.toast.description}`)) {
        clearFile();
      }
    },
  });
  const posted = plainPostResult?.result;
  const errors = posted && !posted.ok ? (posted.fieldErrors ?? {}) : fieldErrors;

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={`/careers?apply=${jobId}`}
      reloadDocument
      noValidate
      onSubmit={onSubmit}
      aria-label={`Apply for ${jobTitle}`}
      className="relative mt-6 space-y-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <FormStatus result={posted} />
      <FormGuards meta={meta} />
      <input type="hidden" name="jobId" value={jobId} />
      <fieldset disabled={pending} className="space-y-4">
        <PersonFields
          idPrefix={`apply-${jobId}`}
          viewer={viewer}
          errors={errors}
          company={false}
          messageOptional
          defaults={plainPostResult?.values}
        />
        <Field
          id={`apply-${jobId}-resume`}
          label="Resume (PDF, DOC or DOCX, up to 4.5 MB)"
          optional
        >
          {(control) => (
            <Input
              {...control}
              ref={fileRef}
              type="file"
              name="resume"
              accept={resumeRules.accept}
              className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                const problem = file ? resumeProblem(file) : null;
                if (problem) {
                  toast(problem);
                  event.currentTarget.value = "";
                }
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{pending ? "Submitting..." : "Submit Application"}</Button>
          <ButtonLink to="/careers" variant="secondary" preventScrollReset replace>
            Cancel
          </ButtonLink>
        </div>
      </fieldset>
    </Form>
  );
}
