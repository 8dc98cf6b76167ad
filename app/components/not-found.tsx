import { ButtonLink } from "./ui/button";

/** The "not found" panel, used by the catch-all route and by detail pages with unknown slugs. */
export function NotFound({
  title,
  message,
  backTo = "/",
  backLabel = "Back to home",
  eyebrow = "Error 404",
}: {
  title: string;
  message: string;
  backTo?: string;
  backLabel?: string;
  eyebrow?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
      <h1 className="mt-3 font-bold text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <ButtonLink to={backTo} className="mt-8">
        {backLabel}
      </ButtonLink>
    </section>
  );
}
