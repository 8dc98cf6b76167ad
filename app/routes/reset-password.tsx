import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useActionToast } from "~/components/forms/use-action-toast";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { resetPassword } from "~/server/auth/flows.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { token: params.get("error") ? null : params.get("token") };
}

export async function action({ request }: Route.ActionArgs) {
  return resetPassword(request, (await readTextForm(request)) ?? {});
}

export function meta() {
  return [{ title: pageTitle("Choose a new password") }, { name: "robots", content: "noindex" }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useActionToast(actionData);
  if (!loaderData.token) {
    return (
      <AuthCard title="Link not valid" intro="This reset link is invalid or has expired.">
        <Link to="/forgot-password" className="rounded font-semibold text-brand-700 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro="After this, every other session of your account is signed out."
    >
      <Form method="post" noValidate className="space-y-4">
        {actionData && <FormStatus result={{ ok: false, toast: actionData.toast }} />}
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField id="reset-password" purpose="new" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
