import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PageContent } from "~/content/types";
import { Illustration } from "./illustration";
import { Checklist } from "./offerings";
import { Paragraphs } from "./paragraphs";

/** The detail page shared by industries, products and use cases. */
export function ContentDetail({
  eyebrow,
  page,
  back,
  actions,
}: {
  eyebrow: string;
  page: PageContent;
  back: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
          <h1 className="mt-3 font-bold text-3xl sm:text-4xl">{page.title}</h1>
          <Paragraphs text={page.description} className="mt-5 text-lg text-slate-600 leading-8" />
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        <Illustration image={page.image} priority className="shadow-sm ring-1 ring-slate-200" />
      </div>
      <section
        aria-labelledby="key-offerings"
        className="mt-14 rounded-2xl bg-slate-50 p-6 sm:p-10"
      >
        <h2 id="key-offerings" className="font-bold text-2xl">
          Key Offerings
        </h2>
        <div className="mt-6 text-slate-700">
          <Checklist items={page.keyOfferings} />
        </div>
      </section>
    </article>
  );
}
