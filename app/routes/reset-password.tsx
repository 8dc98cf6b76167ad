import { AuthCard } from "~/components/auth-card";
import { PasswordField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { Button } from "~/components/ui/button";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { unlistedMeta } from "~/lib/seo";
import { resetPassword } from "~/server/auth/flows.server";
import { formAnswer } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { token: params.get("error") ? null : params.get("token") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAnswer(await resetPassword(request, (await readTextForm(request)) ?? {}));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta("Choose a new password");

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  // The token stays in the URL, so a plain post comes back to the same form.
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: `/reset-password?token=${encodeURIComponent(loaderData.token ?? "")}`,
    plainPost: actionData,
  });
  if (!loaderData.token) {
    return (
      <AuthCard title="Link not valid" intro="This reset link is invalid or has expired.">
        <TextLink to="/forgot-password">Ask for a new link</TextLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro="After this, every other session of your account is signed out."
    >
      <Form {...formProps} className="space-y-4">
        <FormStatus result={result} />
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField id="reset-password" purpose="new" error={fieldErrors.password} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
