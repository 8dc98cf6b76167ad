import { AuthCard } from "~/components/auth-card";
import { EmailField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { TextLink } from "~/components/text-link";
import { Button } from "~/components/ui/button";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { unlistedMeta } from "~/lib/seo";
import { requestPasswordReset } from "~/server/auth/flows.server";
import { formAnswer } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/forgot-password";

export async function action({ request }: Route.ActionArgs) {
  return formAnswer(await requestPasswordReset(request, (await readTextForm(request)) ?? {}));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta("Forgot password");

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/forgot-password",
    plainPost: actionData,
  });
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email address and we will send you a link to choose a new password."
      footer={<TextLink to="/login">Back to log in</TextLink>}
    >
      <Form {...formProps} className="space-y-4">
        <FormStatus result={result} />
        <EmailField
          id="forgot-email"
          defaultValue={result?.values?.email}
          error={fieldErrors.email}
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
