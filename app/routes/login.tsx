import { Link, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField, PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { PasskeySignIn } from "~/components/two-factor/passkey-sign-in";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { seo } from "~/lib/seo";
import { resendConfirmation, signIn } from "~/server/auth/flows.server";
import { getSessionUser } from "~/server/auth/session.server";
import { passkeyRelyingParty } from "~/server/config.server";
import { formAnswer } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/post-login");
  const params = new URL(request.url).searchParams;
  // better-auth sends confirmation links back here: ?verified=1, or with ?error= on a bad link.
  const notice = params.get("error")
    ? {
        ok: false,
        toast: {
          title: "Link not valid",
          description: "This confirmation link is invalid or has expired. Log in to get a new one.",
        },
      }
    : params.get("verified")
      ? {
          ok: true,
          toast: {
            title: "Email confirmed",
            description: "Your email address is confirmed. You can now log in.",
          },
        }
      : null;
  return { notice, passkeysOffered: passkeyRelyingParty() !== null };
}

/** Signs in, or (intent "resend") sends a new confirmation link. */
export async function action({ request }: Route.ActionArgs) {
  const values = (await readTextForm(request)) ?? {};
  const answer =
    values.intent === "resend"
      ? await resendConfirmation(request, values)
      : await signIn(request, values);
  return formAnswer(answer);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

// Indexed, with a description, like every public page (record 056).
export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Log in",
    description: `Log in to your ${site.brand} account to follow your quotes, messages and job applications.`,
    path: "/login",
    matches,
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Both forms share one fetcher, so the page shows the latest answer of either.
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/login",
    plainPost: actionData,
  });
  // 403 means the address is not confirmed yet (see signIn).
  const unverifiedEmail = result?.status === 403 ? result.values?.email : undefined;
  return (
    <AuthCard
      title="Log in"
      intro="Track your quotes, demo requests, messages and applications."
      footer={
        <p>
          New here? <TextLink to="/register">Sign up</TextLink>
        </p>
      }
    >
      <div className="space-y-4">
        {loaderData.notice && <FormStatus result={loaderData.notice} />}
        <FormStatus result={result} />
        <Form {...formProps} className="space-y-4">
          <EmailField
            id="login-email"
            defaultValue={result?.values?.email}
            error={fieldErrors.email}
          />
          <PasswordField id="login-password" purpose="current" error={fieldErrors.password} />
          <div className="flex items-center justify-between gap-4">
            <Button type="submit" name="intent" value="login" disabled={pending}>
              {pending ? "Logging in..." : "Log in"}
            </Button>
            <Link
              to="/forgot-password"
              className="rounded font-medium text-brand-700 text-sm underline"
            >
              Forgot password?
            </Link>
          </div>
        </Form>
        {unverifiedEmail && (
          <Form {...formProps}>
            <input type="hidden" name="email" value={unverifiedEmail} />
            <Button
              type="submit"
              name="intent"
              value="resend"
              variant="secondary"
              size="sm"
              disabled={pending}
            >
              Resend confirmation email
            </Button>
          </Form>
        )}
        {loaderData.passkeysOffered && <PasskeySignIn />}
      </div>
    </AuthCard>
  );
}
