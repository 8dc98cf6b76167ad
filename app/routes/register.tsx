import { useEffect, useRef } from "react";
import { redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField, PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { site } from "~/content/site";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { limits } from "~/lib/forms/limits";
import { takeRegistrationPrefill } from "~/lib/register-prefill";
import { seo } from "~/lib/seo";
import { register } from "~/server/auth/flows.server";
import { getSessionUser } from "~/server/auth/session.server";
import { formAnswer } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/account");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return formAnswer(await register(request, (await readTextForm(request)) ?? {}));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

// Indexed, with a description, like every public page (record 056).
export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Register",
    description: `Create a ${site.brand} account to follow the quotes, messages and job applications you send us.`,
    path: "/register",
    matches,
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/register",
    plainPost: actionData,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Coming from a form just sent: its name and address, in fields still empty.
  useEffect(() => {
    const prefill = takeRegistrationPrefill();
    const fields = formRef.current?.elements;
    if (!prefill || !fields) return;
    for (const [name, value] of Object.entries(prefill)) {
      const input = fields.namedItem(name);
      if (input instanceof HTMLInputElement && !input.value) input.value = value;
    }
  }, []);
  return (
    <AuthCard
      title="Create your account"
      intro="Follow the status of everything you send us."
      footer={
        <p>
          Already registered? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <Form {...formProps} ref={formRef} className="space-y-4">
        <FormStatus result={result} />
        <InputField
          id="register-name"
          label="Full name"
          error={fieldErrors.fullName}
          name="fullName"
          autoComplete="name"
          maxLength={limits.name}
          defaultValue={result?.values?.fullName}
          required
        />
        <EmailField
          id="register-email"
          defaultValue={result?.values?.email}
          error={fieldErrors.email}
        />
        <PasswordField id="register-password" purpose="new" error={fieldErrors.password} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Creating account..." : "Register"}
        </Button>
      </Form>
    </AuthCard>
  );
}
