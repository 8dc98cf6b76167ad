import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField, PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useActionToast } from "~/components/forms/use-action-toast";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { pageTitle } from "~/content/site";
import { limits } from "~/lib/forms/limits";
import { register } from "~/server/auth/flows.server";
import { getSessionUser } from "~/server/auth/session.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/account");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return register(request, (await readTextForm(request)) ?? {});
}

export function meta() {
  return [{ title: pageTitle("Register") }, { name: "robots", content: "noindex" }];
}

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useActionToast(actionData);
  return (
    <AuthCard
      title="Create your account"
      intro="Follow the status of everything you send us."
      footer={
        <p>
          Already registered?{" "}
          <Link to="/login" className="rounded font-semibold text-brand-700 underline">
            Log in
          </Link>
        </p>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {actionData && <FormStatus result={{ ok: false, toast: actionData.toast }} />}
        <Field id="register-name" label="Full name">
          {(control) => (
            <Input
              {...control}
              name="fullName"
              autoComplete="name"
              maxLength={limits.name}
              required
            />
          )}
        </Field>
        <EmailField id="register-email" defaultValue={actionData?.email} />
        <PasswordField id="register-password" purpose="new" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Register"}
        </Button>
      </Form>
    </AuthCard>
  );
}
