import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { DescriptionList } from "~/components/ui/description-list";
import { InputField, labelledControls, TextareaField } from "~/components/ui/field";
import type { FieldErrors, FormResult } from "~/lib/forms/result";
import {
  allowedPlaceholders,
  fillAutoReply,
  fillTemplate,
  placeholders,
  sampleAutoReplyValues,
  sampleValues,
  type TemplateSetting,
  templateProblems,
} from "~/lib/mail-templates";

/** The templates of one page: a list to pick from, and the chosen one's editor and preview. */
export function TemplatePicker({
  templates,
  selected,
}: {
  templates: TemplateSetting[];
  selected: string;
}) {
  const current = templates.find((t) => t.key === selected) ?? templates[0];
  return (
    <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Templates">
        <ul className="space-y-1">
          {templates.map((t) => (
            <li key={t.key}>
              <Link
                to={`?t=${encodeURIComponent(t.key)}`}
                aria-current={t.key === current?.key ? "page" : undefined}
                className="flex min-h-9 items-center justify-between gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-white aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:shadow-sm"
              >
                {t.label}
                <span className={t.enabled ? "text-green-800 text-xs" : "text-slate-600 text-xs"}>
                  {t.enabled ? "On" : "Off"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current && <TemplateEditor key={current.key} template={current} />}
    </div>
  );
}

/**
 * One template: on or off, subject and message with placeholders, checked as it is typed, and
 * a live preview filled with sample values (drawn in the browser: a preview never sends).
 */
export function TemplateEditor({ template }: { template: TemplateSetting }) {
  const fetcher = useFetcher<FormResult>();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  useResultToast(fetcher.data, (result) => setServerErrors(result.fieldErrors ?? {}));
  const purpose = template.status ? "status" : "auto-reply";
  const problems = templateProblems({ subject, body }, purpose);
  const errors = { ...serverErrors, ...problems };
  // An auto-reply is previewed as it is sent: without the sender's typed text (record 099).
  const values = template.status
    ? sampleValues(template.kind, template.status)
    : sampleAutoReplyValues(template.kind);
  const fill = template.status ? fillTemplate : fillAutoReply;
  const pending = fetcher.state !== "idle";
  const control = labelledControls<"subject" | "body">("template", errors);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <fetcher.Form
        method="post"
        noValidate
        aria-label={`${template.label} template`}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
        onChange={() => setServerErrors({})}
      >
        <input type="hidden" name="key" value={template.key} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-lg">{template.label}</h3>
          <label className="inline-flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="enabled"
              defaultChecked={template.enabled}
              className="size-4"
            />
            {template.status ? "Offer this e-mail on the status change" : "Send this auto-reply"}
          </label>
        </div>
        <InputField
          {...control("subject", "Subject")}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextareaField
          {...control("body", "Message")}
          rows={12}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="font-mono"
        />
        <details className="text-sm">
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700">
            Placeholders
          </summary>
          <DescriptionList
            pairs={allowedPlaceholders(purpose).map((name) => [`{{${name}}}`, placeholders[name]])}
            className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1"
            termClass="font-mono text-ink"
            detailClass="text-slate-600"
          />
        </details>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save" size="sm" disabled={pending}>
            Save template
          </Button>
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="secondary"
            size="sm"
            disabled={pending}
          >
            Send a test to me
          </Button>
        </div>
      </fetcher.Form>
      <section
        aria-label="Preview"
        className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      >
        <h3 className="font-semibold text-lg">Preview</h3>
        <p className="mt-1 text-slate-600 text-xs">With sample values; nothing is sent.</p>
        <p className="mt-3 text-slate-600">
          Subject:{" "}
          <span data-testid="preview-subject" className="font-medium text-ink">
            {fill(subject, values)}
          </span>
        </p>
        <div
          data-testid="preview-body"
          className="mt-3 whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-ink"
        >
          {fill(body, values)}
        </div>
      </section>
    </div>
  );
}
