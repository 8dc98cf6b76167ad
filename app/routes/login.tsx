import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField, PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useActionToast } from "~/components/forms/use-action-toast";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { resendConfirmation, signIn } from "~/server/auth/flows.server";
import { getSessionUser } from "~/server/auth/session.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/post-login");
  const params = new URL(request.url).searchParams;
  // better-auth sends confirmation links back here: ?verified=1, or with ?error= on a bad link.
  const notice = params.get("error")
    ? {
        ok: false as const,
        toast: {
          title: "Link not valid",
          description: "This confirmation link is invalid or has expired. Log in to get a new one.",
        },
      }
    : params.get("verified")
      ? {
          ok: true as const,
          toast: {
            title: "Email confirmed",
            description: "Your email address is confirmed. You can now log in.",
          },
        }
      : null;
  return { notice };
}

export async function action({ request }: Route.ActionArgs) {
  const values = (await readTextForm(request)) ?? {};
  return values.intent === "resend" ? resendConfirmation(request, values) : signIn(request, values);
}

export function meta() {
  return [{ title: pageTitle("Log in") }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useActionToast(actionData);
  return (
    <AuthCard
      title="Log in"
      intro="Track your quotes, demo requests, messages and applications."
      footer={
        <p>
          New here?{" "}
          <Link to="/register" className="rounded font-semibold text-brand-700 underline">
            Sign up
          </Link>
        </p>
      }
    >
      <div className="space-y-4">
        {loaderData.notice && <FormStatus result={loaderData.notice} />}
        {actionData && (
          <FormStatus result={{ ok: !actionData.toast.variant, toast: actionData.toast }} />
        )}
        <Form method="post" noValidate className="space-y-4">
          <EmailField id="login-email" defaultValue={actionData?.email} />
          <PasswordField id="login-password" purpose="current" />
          <div className="flex items-center justify-between gap-4">
            <Button type="submit" name="intent" value="login" disabled={busy}>
              {busy ? "Logging in..." : "Log in"}
            </Button>
            <Link
              to="/forgot-password"
              className="rounded font-medium text-brand-700 text-sm underline"
            >
              Forgot password?
            </Link>
          </div>
        </Form>
        {actionData?.unverifiedEmail && (
          <Form method="post">
            <input type="hidden" name="email" value={actionData.unverifiedEmail} />
            <Button
              type="submit"
              name="intent"
              value="resend"
              variant="secondary"
              size="sm"
              disabled={busy}
            >
              Resend confirmation email
            </Button>
          </Form>
        )}
      </div>
    </AuthCard>
  );
}
