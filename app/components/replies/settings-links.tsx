import { Link, NavLink } from "react-router";

const linkClass = "font-medium text-brand-700 hover:underline";

/** The staff header's one link to the e-mail settings (issue 13); HR and admins. */
export function ReplySettingsLinks({ role }: { role: string }) {
  if (role !== "admin" && role !== "hr") return null;
  return (
    <Link to="/admin/settings/alerts" className={`shrink-0 ${linkClass}`}>
      E-mail
    </Link>
  );
}

const pages = [
  { to: "/admin/settings/alerts", label: "My alerts", admin: false },
  { to: "/admin/settings/replies", label: "Auto-replies", admin: true },
  { to: "/admin/settings/candidate-emails", label: "Candidate e-mails", admin: false },
  { to: "/admin/settings/webhooks", label: "Webhooks", admin: true },
];

/** Tabs between the e-mail settings pages a staff member may open. */
export function EmailSettingsTabs({ role }: { role: string }) {
  return (
    <nav aria-label="E-mail settings" className="mb-4 border-slate-200 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-5">
        {pages
          .filter((page) => role === "admin" || !page.admin)
          .map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                className="inline-flex min-h-9 items-center border-transparent border-b-2 text-slate-600 text-sm hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-ink"
              >
                {page.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
