import { Form } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";

/**
 * The page a confirm or unsubscribe link opens (record 079): the link itself changes nothing
 * (mail scanners open links), the button does. After the post, what it did.
 */
export function NewsletterLinkPage({
  title,
  valid,
  token,
  button,
  outcome,
  texts,
}: {
  title: string;
  valid: boolean;
  token: string;
  button: string;
  outcome?: "done" | "already" | "invalid";
  texts: { ask: string; done: string; already: string; invalid: string };
}) {
  const said = outcome ? texts[outcome] : valid ? texts.ask : texts.invalid;
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={title}>
        <p role={outcome ? "status" : undefined}>{said}</p>
      </PageIntro>
      {valid && !outcome && (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg">
              {button}
            </Button>
          </Form>
        </div>
      )}
    </>
  );
}
