import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { EmailField } from "~/components/auth-fields";
import { FormStatus } from "~/components/forms/form-status";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { answerOrNotSent } from "~/lib/forms/client-action";
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

export function meta() {
  return [{ title: pageTitle("Forgot password") }, { name: "robots", content: "noindex" }];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { Form, formProps, pending, fieldErrors, result } = useFormSubmission({
    action: "/forgot-password",
    plainPost: actionData,
  });
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
