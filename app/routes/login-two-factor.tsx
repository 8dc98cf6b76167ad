import { Link, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { RecoveryCodeField, TotpCodeField } from "~/components/two-factor/code-field";
import { Button } from "~/components/ui/button";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { unlistedMeta } from "~/lib/seo";
import { getSessionUser } from "~/server/auth/session.server";
import { signInPending, verifySignInCode } from "~/server/auth/two-factor.server";
import { formAnswer } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/login-two-factor";

/** Only a sign-in waiting for its second factor has anything to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/post-login");
  if (!signInPending(request)) throw redirect("/login");
  // A link switches to recovery codes, so the choice works without scripts too.
  return { recovery: new URL(request.url).searchParams.has("recovery") };
}

/** A code from the app, or (intent "recovery") a recovery code. */
export async function action({ request }: Route.ActionArgs) {
  return formAnswer(await verifySignInCode(request, (await readTextForm(request)) ?? {}));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta("Two-factor sign-in");

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { recovery } = loaderData;
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: recovery ? "/login/two-factor?recovery" : "/login/two-factor",
    plainPost: actionData,
  });
  return (
    <AuthCard
      title="Two-factor sign-in"
      intro={
        recovery
          ? "Enter one of the recovery codes you saved when you set up your app. Each works once."
          : "Open your authenticator app and enter the code it shows for Brazos Digital."
      }
      footer={
        <p>
          Wrong account? <TextLink to="/login">Log in again</TextLink>
        </p>
      }
    >
      <div className="space-y-4">
        <FormStatus result={result} />
        <Form {...formProps} className="space-y-4">
          {recovery ? (
            <RecoveryCodeField id="two-factor-recovery" error={fieldErrors.code} />
          ) : (
            <TotpCodeField id="two-factor-code" error={fieldErrors.code} />
          )}
          <Button
            type="submit"
            name="intent"
            value={recovery ? "recovery" : "totp"}
            className="w-full"
            disabled={pending}
          >
            {pending ? "Checking..." : "Verify"}
          </Button>
        </Form>
        <Link
          to={recovery ? "/login/two-factor" : "/login/two-factor?recovery"}
          className="inline-block rounded font-medium text-brand-700 text-sm underline"
        >
          {recovery ? "Use the code from your app" : "Use a recovery code instead"}
        </Link>
      </div>
    </AuthCard>
  );
}
