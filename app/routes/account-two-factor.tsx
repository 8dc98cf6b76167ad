import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TotpCodeField } from "~/components/two-factor/code-field";
import { SetupSteps } from "~/components/two-factor/setup-steps";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { isStaff } from "~/server/auth/permissions.server";
import { requireUser } from "~/server/auth/session.server";
import { confirmSetup, startSetup, turnOff } from "~/server/auth/two-factor.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/account-two-factor";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return personal({ enabled: viewer.twoFactorEnabled === true, staff: isStaff(viewer.role) });
}

/** intent start (password → secret and codes), confirm (first code), or turn-off. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const values = (await readTextForm(request)) ?? {};
  if (values.intent === "confirm") return formAnswer(await confirmSetup(request, viewer, values));
  if (values.intent === "turn-off") return formAnswer(await turnOff(request, viewer, values));
  return formAnswer(await startSetup(request, values));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export function meta() {
  return [{ title: pageTitle("Two-factor sign-in") }, { name: "robots", content: "noindex" }];
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, staff } = loaderData;
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/account/two-factor",
    plainPost: actionData,
  });
  const setup = result?.values?.step === "confirm" ? result.values : null;
  const back = (
    <Link to="/account" className="rounded font-semibold text-brand-700 underline">
      Back to My Account
    </Link>
  );
  if (enabled) {
    return (
      <AuthCard
        title="Two-factor sign-in is on"
        intro="Each time you log in, you enter a code from your authenticator app after your password."
        footer={back}
      >
        {staff ? (
          <p className="text-slate-700 text-sm">
            Staff accounts keep it on. If you lose your phone and your recovery codes, ask an
            administrator to reset it.
          </p>
        ) : (
          <Form {...formProps} className="space-y-4">
            <FormStatus result={result} />
            <PasswordField id="turn-off-password" purpose="current" error={fieldErrors.password} />
            <Button
              type="submit"
              name="intent"
              value="turn-off"
              variant="secondary"
              disabled={pending}
            >
              Turn off two-factor sign-in
            </Button>
          </Form>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro={
        staff
          ? "Staff accounts need a second factor before they open the dashboard: a code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password."
          : "Add a code from an authenticator app on your phone to your password, so a stolen password alone cannot open your account."
      }
      footer={back}
    >
      {setup ? (
        <SetupSteps
          values={setup}
          confirmForm={
            <Form {...formProps} className="space-y-4">
              <FormStatus result={result?.ok ? undefined : result} />
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              <input type="hidden" name="backupCodes" value={setup.backupCodes} />
              <TotpCodeField id="setup-code" error={fieldErrors.code} />
              <Button
                type="submit"
                name="intent"
                value="confirm"
                className="w-full"
                disabled={pending}
              >
                {pending ? "Checking..." : "Turn on two-factor sign-in"}
              </Button>
            </Form>
          }
        />
      ) : (
        <Form {...formProps} className="space-y-4">
          <FormStatus result={result} />
          <p className="text-slate-700 text-sm">Enter your password to begin.</p>
          <PasswordField id="setup-password" purpose="current" error={fieldErrors.password} />
          <Button type="submit" name="intent" value="start" className="w-full" disabled={pending}>
            {pending ? "Checking..." : "Continue"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
