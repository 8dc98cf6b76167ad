import type { FormMeta } from "~/components/forms/form-guards";
import { LeadForm } from "~/components/forms/lead-form";
import { Illustration } from "~/components/illustration";
import { Checklist } from "~/components/offerings";
import { PageIntro } from "~/components/page-intro";
import { Paragraphs } from "~/components/paragraphs";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { InputField, SelectField } from "~/components/ui/field";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { limits } from "~/lib/forms/limits";
import { partnershipForm } from "~/lib/forms/partnership";
import type { FormResult } from "~/lib/forms/result";
import { leadKinds } from "~/lib/lead-kinds";
import { contentMeta, factsFrom } from "~/lib/seo";
import { useViewer } from "~/lib/viewer";
import { contentPage } from "~/server/content/page.server";
import { formAnswer } from "~/server/http/responses.server";
import { newFormMeta } from "~/server/intake/form-meta.server";
import { submitTextForm } from "~/server/intake/respond.server";
import { submitLead } from "~/server/leads/leads.server";
import type { Route } from "./+types/about";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  // The partnership kinds come with the data: the page's scripts need not load the registry.
  const choices = leadKinds.partnerships.choices.partnership;
  return contentPage(request, (site) => ({ words: site.about, formMeta: newFormMeta(), choices }));
}

/** "Become a partner" (record 106): the contact form's path, saved as a partnership inquiry. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(
    await submitTextForm(request, context, (values, submitter) =>
      submitLead("partnerships", partnershipForm, values, submitter),
    ),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "About Us",
    description: args.loaderData?.words.seoDescription ?? factsFrom(args.matches).description,
    path: "/about",
  });

/** The partnership form; with scripts its answer is a toast, without it shows above the form. */
function PartnershipForm({
  initialMeta,
  plainPost,
  choices,
}: {
  initialMeta: FormMeta;
  plainPost?: FormResult;
  choices: readonly string[];
}) {
  const viewer = useViewer();
  return (
    <LeadForm
      action="/about"
      loadForm={() => import("~/lib/forms/partnership").then((m) => m.partnershipForm)}
      initialMeta={initialMeta}
      plainPost={plainPost}
      viewer={viewer}
      idPrefix="partner"
      sendLabel="Send Inquiry"
      fields={({ errors, defaults }) => (
        <>
          <InputField
            id="partner-website"
            label="Website"
            optional
            error={errors.websiteUrl}
            name="websiteUrl"
            inputMode="url"
            autoComplete="url"
            maxLength={limits.company}
            defaultValue={defaults?.websiteUrl}
          />
          <SelectField
            id="partner-partnership"
            label="Kind of partnership"
            error={errors.partnership}
            name="partnership"
            defaultValue={defaults?.partnership ?? ""}
          >
            <option value="" disabled>
              Select a kind of partnership
            </option>
            {choices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </SelectField>
        </>
      )}
    />
  );
}

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro eyebrow="About Us" title={words.title}>
        <Paragraphs text={words.intro} />
      </PageIntro>
      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-5 text-lg text-slate-700 leading-8">
          <h2 className="font-bold text-3xl">Who we are</h2>
          <Paragraphs text={words.whoWeAre} />
        </div>
        <Illustration
          image={{
            src: "/illustrations/site/about.svg",
            alt: "Illustration of a delivery team collaborating around shared plans and dashboards",
          }}
          priority
        />
      </section>
      <section aria-labelledby="goals" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="goals" className="font-bold text-3xl">
            Our goals
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {words.goals.map((goal) => (
              <li
                key={`${goal.title} ${goal.text}`}
                className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-lg">{goal.title}</h3>
                <p className="mt-2 text-slate-600 leading-7">{goal.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="why-us" className="font-bold text-3xl">
              Why clients choose us
            </h2>
            <div className="mt-4 space-y-4 text-lg text-slate-600">
              <Paragraphs text={words.whyIntro} />
            </div>
            <ButtonLink to="/contact" className="mt-8" size="lg">
              Start a conversation
            </ButtonLink>
          </div>
          <div className="text-lg">
            <Checklist items={words.reasons} />
          </div>
        </div>
      </section>
      <section aria-labelledby="become-a-partner" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <div>
            <h2 id="become-a-partner" className="font-bold text-3xl">
              Become a partner
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Resell our services, build on our products, or refer clients to us. Tell us about your
              company and our partnerships team will answer within two business days.
            </p>
          </div>
          <PartnershipForm
            initialMeta={loaderData.formMeta}
            plainPost={actionData}
            choices={loaderData.choices}
          />
        </div>
      </section>
    </>
  );
}
