import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { Panel, type PanelProps } from "~/components/ui/panel";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/forms/limits";
import type { FormResult } from "~/lib/forms/result";

/** One card of the settings page, named by its heading for assistive technology. */
export function SettingCard(props: PanelProps) {
  return <Panel look="setting" {...props} />;
}

/** One setting: a titled card with its own form, answer and toast. */
export function SettingForm({
  intent,
  title,
  intro,
  submit,
  danger,
  children,
}: {
  intent: string;
  title: string;
  intro?: ReactNode;
  submit: string;
  danger?: boolean;
  children?: (errors: Record<string, string>) => ReactNode;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.fieldErrors ?? {};
  const headingId = `setting-${intent}`;
  return (
    <SettingCard id={headingId} title={title}>
      {intro && <div className="mt-1 text-slate-600 text-sm">{intro}</div>}
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {children?.(errors)}
        <Button
          type="submit"
          variant={danger ? "danger" : "secondary"}
          disabled={fetcher.state !== "idle"}
        >
          {submit}
        </Button>
      </fetcher.Form>
    </SettingCard>
  );
}

export function TextSetting({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  error?: string;
}) {
  const password = type === "password";
  return (
    <InputField
      id={id}
      label={label}
      error={error}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={defaultValue}
      minLength={autoComplete === "new-password" ? MIN_PASSWORD_LENGTH : undefined}
      maxLength={password ? MAX_PASSWORD_LENGTH : 254}
      required
    />
  );
}
