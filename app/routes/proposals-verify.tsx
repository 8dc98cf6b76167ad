import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { pageTitle } from "~/content/site";
import { verifyPageAction } from "~/server/proposals/verify-page.server";
import { requestInfo } from "~/server/request-info.server";
import type { Route } from "./+types/proposals-verify";

/**
 * Anyone checks a copy of a proposal (record 115): upload the PDF or paste its SHA-256, and
 * see whether it is a proposal we sent, and whether and when it was accepted.
 */
export function action({ request, context }: Route.ActionArgs) {
  return verifyPageAction(request, requestInfo(context).ip);
}

export function meta() {
  return [
    { title: pageTitle("Verify a proposal") },
    {
      name: "description",
      content: "Check that a copy of a proposal or signed proposal is the one we sent.",
    },
  ];
}

export default function VerifyProposal({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section
      className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16"
      aria-labelledby="verify-title"
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Proposals</p>
      <h1 id="verify-title" className="mt-2 font-bold text-3xl sm:text-4xl">
        Verify a proposal
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        Upload a copy of a proposal PDF, or paste the SHA-256 printed on a signed one, to check that
        it is exactly the document we sent.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-8 space-y-5">
        <InputField
          id="verify-document"
          label="Proposal PDF"
          optional
          type="file"
          name="document"
          accept="application/pdf,.pdf"
        />
        <InputField
          id="verify-hash"
          label="or its SHA-256"
          optional
          name="hash"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          className="font-mono"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Check"}
        </Button>
      </Form>
      <div aria-live="polite" className="mt-8">
        {actionData && <VerifyResult result={actionData} />}
      </div>
    </section>
  );
}

function VerifyResult({ result }: { result: NonNullable<Route.ComponentProps["actionData"]> }) {
  if ("refused" in result)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        {result.refused}
      </p>
    );
  if ("toast" in result)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        {result.toast.description}
      </p>
    );
  if (!result.found)
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
        <p className="font-semibold">No match</p>
        <p className="mt-1 text-slate-700">
          This is not a proposal we sent, or it was changed after we sent it.
        </p>
      </div>
    );
  return (
    <div className="rounded-md border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-semibold">
        {result.copy === "signed"
          ? "Verified: the signed proposal"
          : "Verified: the proposal as sent"}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Proposal</dt>
        <dd>
          {result.title} ({result.reference}, version {result.version})
        </dd>
        <dt className="font-medium">Sent</dt>
        <dd>{result.sentAt.slice(0, 10)}</dd>
        <dt className="font-medium">Accepted</dt>
        <dd>
          {result.acceptedAt
            ? `${result.acceptedAt.replace("T", " ").slice(0, 16)} UTC by ${result.acceptedName}`
            : "Not accepted"}
        </dd>
      </dl>
    </div>
  );
}
