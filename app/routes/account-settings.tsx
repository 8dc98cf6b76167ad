import { SettingCard, SettingForm, TextSetting } from "~/components/account/settings-forms";
import { PageIntro } from "~/components/page-intro";
import { TextLink, textLinkClass } from "~/components/text-link";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { unlistedMeta } from "~/lib/seo";
import {
  changeEmail,
  changeName,
  changePassword,
  deleteAccount,
  signOutOthers,
} from "~/server/accounts/settings.server";
import { sessionCookieName } from "~/server/auth/auth.server";
import { countPasskeys } from "~/server/auth/passkeys.server";
import { isStaff } from "~/server/auth/permissions.server";
import { requireUser } from "~/server/auth/session.server";
import { formAnswer, personal, unknownIntent } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/account-settings";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return personal({
    name: viewer.name ?? "",
    email: viewer.email,
    staff: isStaff(viewer.role),
    twoFactorEnabled: viewer.twoFactorEnabled === true,
    passkeys: await countPasskeys(viewer.id),
  });
}

/** One intent per setting: name, password, email, sign-out-others, delete-account. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const values = (await readTextForm(request)) ?? {};
  switch (values.intent) {
    case "name":
      return formAnswer(await changeName(request, values));
    case "password":
      return formAnswer(await changePassword(request, values));
    case "email":
      return formAnswer(await changeEmail(request, values));
    case "sign-out-others":
      return formAnswer(await signOutOthers(request));
    case "delete-account":
      return formAnswer(await deleteAccount(request, viewer, values, sessionCookieName()));
    default:
      // Deleting is never the default: an unknown or missing intent changes nothing.
      return formAnswer(unknownIntent);
  }
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta("Account settings");

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { name, email, staff, twoFactorEnabled, passkeys } = loaderData;
  const factors = [twoFactorEnabled && "authenticator app", passkeys > 0 && "passkey"].filter(
    Boolean,
  );
  return (
    <>
      <PageIntro eyebrow="My Account" title="Account settings">
        <p>
          Signed in as {email}. <TextLink to="/account">Back to My Account</TextLink>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6 lg:px-8">
        <SettingForm intent="name" title="Name" submit="Save name">
          {(errors) => (
            <TextSetting
              id="settings-name"
              name="name"
              label="Full name"
              autoComplete="name"
              defaultValue={name}
              error={errors.name}
            />
          )}
        </SettingForm>
        <SettingForm
          intent="password"
          title="Password"
          intro="Changing it signs you out on every other device."
          submit="Change password"
        >
          {(errors) => (
            <>
              <TextSetting
                id="settings-current-password"
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                error={errors.currentPassword}
              />
              <TextSetting
                id="settings-new-password"
                name="newPassword"
                label="New password (at least 6 characters)"
                type="password"
                autoComplete="new-password"
                error={errors.newPassword}
              />
            </>
          )}
        </SettingForm>
        <SettingForm
          intent="email"
          title="Email"
          intro="We send a link to the new address; the change takes effect when you open it."
          submit="Change email"
        >
          {(errors) => (
            <TextSetting
              id="settings-email"
              name="newEmail"
              label="New email"
              type="email"
              autoComplete="email"
              error={errors.newEmail}
            />
          )}
        </SettingForm>
        <SettingCard id="settings-two-factor" title="Two-factor sign-in">
          <p className="mt-1 text-slate-600 text-sm">
            {factors.length > 0 ? `On (${factors.join(" and ")}).` : "Off."}{" "}
            <TextLink to="/account/two-factor">
              {factors.length > 0 ? "Manage two-factor sign-in" : "Set up two-factor sign-in"}
            </TextLink>
          </p>
        </SettingCard>
        <SettingForm
          intent="sign-out-others"
          title="Other sessions"
          intro="Signs you out on every other browser and device; this one stays signed in."
          submit="Sign out other sessions"
        />
        <SettingCard id="settings-data" title="Your data">
          <p className="mt-1 text-slate-600 text-sm">
            Everything we hold about you (your account and your submissions, with any résumé), as
            one ZIP file.{" "}
            <a href="/account/data" className={textLinkClass} download>
              Download my data
            </a>
          </p>
        </SettingCard>
        {!staff && (
          <SettingForm
            intent="delete-account"
            title="Delete account"
            intro="Your account goes, and your submissions are kept only without your name, email or message. This cannot be undone."
            submit="Delete my account"
            danger
          >
            {(errors) => (
              <TextSetting
                id="settings-delete-password"
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password}
              />
            )}
          </SettingForm>
        )}
      </div>
    </>
  );
}
