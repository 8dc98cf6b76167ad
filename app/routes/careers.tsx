import { Banknote, Briefcase, Building2, CalendarClock, House, MapPin } from "lucide-react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { ApplyForm } from "~/components/forms/apply-form";
import { PageIntro } from "~/components/page-intro";
import { TextLink } from "~/components/text-link";
import { buttonStyles } from "~/components/ui/button";
import { useSiteFacts } from "~/components/use-site-facts";
import { jobPostingJsonLd } from "~/content/job-posting";
import { site } from "~/content/site";
import { formatDate } from "~/lib/dates";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { salaryRange, workplaceLabel } from "~/lib/job-display";
import { JsonLd } from "~/lib/json-ld";
import { originFrom, seo } from "~/lib/seo";
import { useViewer } from "~/lib/viewer";
import { applyForJob } from "~/server/careers/applications.server";
import { listOpenJobs } from "~/server/careers/jobs.server";
import { renderMarkdown } from "~/server/content/markdown.server";
import { formAnswer } from "~/server/http/responses.server";
import { newFormMeta } from "~/server/intake/form-meta.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/careers";

/** Postings change during the day, so shared caches keep this page for a minute only. */
const cacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  // The page that answers a post is personal: the action's headers say so.
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  const formMeta = newFormMeta();
  const anonymous = !request.headers.has("Cookie");
  const init = { headers: { "Cache-Control": anonymous ? cacheControl : "private, no-cache" } };
  try {
    const jobs = await listOpenJobs();
    return data(
      {
        formMeta,
        loadFailed: false,
        jobs: jobs.map((job) => ({
          ...job,
          createdAt: job.createdAt.toISOString(),
          // Paragraphs and lists as HR wrote them, sanitised as articles are (record 081).
          descriptionHtml: job.description ? renderMarkdown(job.description) : "",
        })),
      },
      init,
    );
  } catch (error) {
    log().error({ err: error }, "loading job postings failed");
    // A failure is never cached: the next visitor gets a fresh try.
    return data(
      { formMeta, loadFailed: true, jobs: [] },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
}

/** The apply form's action: its fetcher with scripts, a plain multipart post without. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await applyForJob(request, context));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Careers",
    description: `Join ${site.brand}: open positions in software engineering, cloud, data, SAP and physical security.`,
    path: "/careers",
    matches,
  });
}

export default function Careers({ loaderData, actionData, matches }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applyingTo = params.get("apply");
  const origin = originFrom(matches);
  const viewer = useViewer();
  const facts = useSiteFacts();
  const { jobs, loadFailed, formMeta } = loaderData;

  return (
    <>
      <PageIntro eyebrow="Careers" title="Build what matters with us">
        <p>
          We hire curious, senior-minded engineers and consultants who like hard problems and clear
          ownership. Apply below; our HR team reads every application.
        </p>
      </PageIntro>
      <section
        aria-labelledby="open-positions"
        className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="open-positions" className="font-bold text-3xl">
            Open positions
          </h2>
          {/* The spec's Admin Dashboard link for every signed-in account; a visitor is told it is
              for staff and where their own applications are (record 070). */}
          {viewer ? (
            <p className="text-slate-600 text-sm">
              <TextLink to="/admin/dashboard">Admin Dashboard</TextLink>
              {!viewer.staff && (
                <>
                  {" "}
                  (for staff) · Your applications are in{" "}
                  <TextLink to="/account">My Account</TextLink>
                </>
              )}
            </p>
          ) : (
            <p className="text-slate-600 text-sm">
              Track your application: <TextLink to="/login">log in</TextLink> or{" "}
              <TextLink to="/register">register</TextLink>
            </p>
          )}
        </div>
        {loadFailed ? (
          <p
            role="alert"
            className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            Could not fetch job listings. Please refresh the page or try again in a few minutes.
          </p>
        ) : jobs.length === 0 ? (
          <div className="mt-8 rounded-xl border border-slate-300 border-dashed p-10 text-center">
            <Briefcase aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-3 font-semibold text-ink">There are no open positions right now.</p>
            <p className="mt-1 text-slate-600">
              We are always glad to meet good people: write to{" "}
              <a className="rounded text-brand-700 underline" href={`mailto:${facts.mailboxes.hr}`}>
                {facts.mailboxes.hr}
              </a>
              .
            </p>
          </div>
        ) : (
          <ul className="mt-8 space-y-5">
            {jobs.map((job) => (
              <li
                key={job.id}
                id={`job-${job.id}`}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <JsonLd data={jobPostingJsonLd(job, origin, facts)} />
                <h3 className="font-semibold text-ink text-xl">{job.title}</h3>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-slate-600 text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {job.location}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="size-4" />
                    {job.type}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <House aria-hidden="true" className="size-4" />
                    {workplaceLabel(job.workplaceType)}
                  </span>
                  {job.department && (
                    <span className="inline-flex items-center gap-1.5">
                      <Building2 aria-hidden="true" className="size-4" />
                      {job.department}
                    </span>
                  )}
                  {salaryRange(job.salaryMin, job.salaryMax) && (
                    <span className="inline-flex items-center gap-1.5">
                      <Banknote aria-hidden="true" className="size-4" />
                      {salaryRange(job.salaryMin, job.salaryMax)}
                    </span>
                  )}
                  {job.expirationDate && (
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarClock aria-hidden="true" className="size-4" />
                      Apply by {formatDate(job.expirationDate)}
                    </span>
                  )}
                </p>
                {job.descriptionHtml && (
                  <div
                    className="mt-4 text-slate-700 leading-7 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised against the articles' allow-list on the server (record 081)
                    dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
                  />
                )}
                {applyingTo === job.id ? (
                  <ApplyForm
                    key={job.id}
                    jobId={job.id}
                    jobTitle={job.title}
                    viewer={viewer}
                    initialMeta={formMeta}
                    plainPost={actionData}
                    onDone={() => navigate("/careers", { preventScrollReset: true, replace: true })}
                  />
                ) : (
                  <Link
                    to={`/careers?apply=${job.id}`}
                    preventScrollReset
                    replace
                    className={buttonStyles({ className: "mt-5" })}
                    aria-label={`Apply for ${job.title}`}
                  >
                    Apply
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
