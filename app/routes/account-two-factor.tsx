import { AuthCard } from "~/components/auth-card";
import { PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { TotpCodeField } from "~/components/two-factor/code-field";
import { Passkeys } from "~/components/two-factor/passkeys";
import { SetupSteps } from "~/components/two-factor/setup-steps";
import { Button } from "~/components/ui/button";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { SIGN_IN_WITH_PASSKEY } from "~/lib/forms/two-factor";
import { unlistedMeta } from "~/lib/seo";
import { listPasskeys, mayAddSecondFactor } from "~/server/auth/passkeys.server";
import { isStaff } from "~/server/auth/permissions.server";
import { requireUser } from "~/server/auth/session.server";
import { confirmSetup, removePasskey, startSetup, turnOff } from "~/server/auth/two-factor.server";
import { passkeyRelyingParty } from "~/server/config.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/account-two-factor";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return personal({
    enabled: viewer.twoFactorEnabled === true,
    staff: isStaff(viewer.role),
    // Staff who have a passkey but signed in with the password alone change nothing here.
    mayAdd: await mayAddSecondFactor(viewer),
    passkeys: await listPasskeys(viewer.id),
    passkeysOffered: passkeyRelyingParty() !== null,
  });
}

/**
 * intent start (password → secret and codes), confirm (first code), turn-off, or remove-passkey.
 * Passkeys are added by the browser with better-auth's endpoints (passkey-guard holds the rules).
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const values = (await readTextForm(request)) ?? {};
  if (values.intent === "confirm") return formAnswer(await confirmSetup(request, viewer, values));
  if (values.intent === "turn-off") return formAnswer(await turnOff(request, viewer, values));
  if (values.intent === "remove-passkey") return formAnswer(await removePasskey(request, values));
  // Every intent is named; an unknown one changes nothing.
  invariantResponse(values.intent === "start", "Unknown action", { status: 400 });
  return formAnswer(await startSetup(request, values));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta("Two-factor sign-in");

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, staff, mayAdd, passkeys, passkeysOffered } = loaderData;
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/account/two-factor",
    plainPost: actionData,
  });
  const setup = result?.values?.step === "confirm" ? result.values : null;
  const back = <TextLink to="/account">Back to My Account</TextLink>;
  const passkeySection = passkeysOffered && (
    <div className="mt-8 border-slate-200 border-t pt-6">
      <Passkeys
        passkeys={passkeys}
        canAdd={mayAdd}
        afterAdd={staff && !enabled && passkeys.length === 0 ? "/admin/dashboard" : undefined}
      />
    </div>
  );
  if (!mayAdd) {
    return (
      <AuthCard title="Sign in with your passkey" intro={SIGN_IN_WITH_PASSKEY} footer={back}>
        <form method="post" action="/logout">
          <Button type="submit" className="w-full">
            Log out
          </Button>
        </form>
      </AuthCard>
    );
  }
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
        {passkeySection}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro={
        passkeys.length > 0
          ? "Your passkey is your second factor. You can also add an authenticator app, for signing in where your passkey is not at hand."
          : staff
            ? "Staff accounts need a second factor before they open the dashboard: a code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password, or a passkey."
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
      {!setup && passkeySection}
    </AuthCard>
  );
}
