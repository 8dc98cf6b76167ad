import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { footerNav, legalNav } from "~/lib/nav";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { NewsletterSignup } from "./forms/newsletter-signup";
import { Logo } from "./logo";
import { useSiteFacts } from "./use-site-facts";

function LinkList({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className?: string;
}) {
  return (
    <ul className={cn("space-y-3 text-sm", className)}>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="rounded hover:text-white">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const facts = useSiteFacts();
  const hq = facts.headquarters;
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm leading-6">{facts.tagline}</p>
        </div>
        <div>
          <nav aria-label="Footer">
            <h2 className="font-semibold text-sm text-white">Company</h2>
            <LinkList links={footerNav} className="mt-4" />
          </nav>
          {/* The pages themselves, beside the spec's plain-text names below (record 109). */}
          <nav aria-label="Legal" className="mt-3">
            <LinkList links={legalNav} />
          </nav>
        </div>
        <div className="text-sm leading-6">
          <h2 className="font-semibold text-sm text-white">Headquarters</h2>
          <address className="mt-4 not-italic">
            {hq.street}
            <br />
            {hq.city}, {hq.region} {hq.postalCode}, {hq.country}
            <br />
            <a href={`tel:${facts.phone.tel}`} className="rounded hover:text-white">
              {facts.phone.display}
            </a>
            <br />
            <a href={`mailto:${facts.mailboxes.info}`} className="rounded hover:text-white">
              {facts.mailboxes.info}
            </a>
          </address>
        </div>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="font-semibold text-sm text-white">
            {NEWSLETTER_NAME}
          </h2>
          <p className="mt-4 mb-4 text-sm leading-6">
            Our consultants' notes on software, cloud and data, about once a month. Read them on{" "}
            <Link to="/insights" className="rounded underline hover:text-white">
              Insights
            </Link>
            .
          </p>
          <NewsletterSignup idPrefix="footer-newsletter" onDark />
        </section>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-slate-400 text-xs sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {site.legalName}. All rights reserved.
          </p>
          {/* Plain text, as the spec has them; the pages are linked from /privacy (record 070). */}
          <p className="flex gap-4">
            <span>Privacy Policy</span>
            <span>Terms of Service</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
