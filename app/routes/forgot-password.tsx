import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useActionToast } from "~/components/forms/use-action-toast";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { requestPasswordReset } from "~/server/auth/flows.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/forgot-password";

export async function action({ request }: Route.ActionArgs) {
  return requestPasswordReset(request, (await readTextForm(request)) ?? {});
}

export function meta() {
  return [{ title: pageTitle("Forgot password") }, { name: "robots", content: "noindex" }];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useActionToast(actionData);
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email address and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="rounded font-semibold text-brand-700 underline">
          Back to log in
        </Link>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {actionData && (
          <FormStatus result={{ ok: !actionData.toast.variant, toast: actionData.toast }} />
        )}
        <EmailField id="forgot-email" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
