import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { SubNav } from "~/components/ui/sub-nav";
import { pageTitle } from "~/content/site";

/** The staff area's settings pages, and who sees each (the routes check the same on the server). */
const settingsPages = [
  { path: "/admin/settings", label: "Assignment", roles: ["admin"] },
  { path: "/admin/settings/workspace", label: "Digest and hours", roles: ["admin"] },
  { path: "/admin/settings/replies", label: "Auto-replies", roles: ["admin"] },
  { path: "/admin/settings/candidate-emails", label: "Candidate e-mails", roles: ["admin", "hr"] },
  { path: "/admin/settings/alerts", label: "My notifications", roles: ["admin", "hr"] },
  { path: "/admin/settings/availability", label: "My availability", roles: ["admin", "hr"] },
  { path: "/admin/settings/webhooks", label: "Webhooks", roles: ["admin"] },
  { path: "/admin/settings/deal-stages", label: "Deal stages", roles: ["admin"] },
  { path: "/admin/settings/refused-mail", label: "Refused mail", roles: ["admin"] },
  { path: "/admin/privacy", label: "Privacy", roles: ["admin"] },
  { path: "/admin/audit", label: "Audit log", roles: ["admin"] },
  { path: "/admin/system", label: "System", roles: ["admin"] },
] as const;

export function settingsFor(role: string) {
  return settingsPages.filter((page) => (page.roles as readonly string[]).includes(role));
}

/** The name of the settings page at `pathname`: its link's words, its heading, its title. */
function settingsName(pathname: string) {
  const path = pathname.replace(/\/$/, "");
  return settingsPages.find((page) => page.path === path)?.label ?? "Settings";
}

/** The `meta` of a settings page: named as its link is, and kept out of search engines. */
export function settingsMeta({ location }: { location: { pathname: string } }) {
  return [
    { title: pageTitle(settingsName(location.pathname)) },
    { name: "robots", content: "noindex" },
  ];
}

/** Where the header's Settings link goes: the first settings page the role may open. */
export function settingsHome(role: string): string | null {
  return settingsFor(role)[0]?.path ?? null;
}

/**
 * The settings pages as one row of links above each of them, so the staff header carries one
 * Settings link instead of eight.
 */
export function SettingsNav() {
  const layout = useRouteLoaderData("routes/admin/_layout") as
    | { viewer: { role: string } }
    | undefined;
  const pages = settingsFor(layout?.viewer.role ?? "");
  if (pages.length < 2) return null;
  return (
    <SubNav label="Settings" items={pages} look="tabs" className="mb-3 border-slate-200 border-b" />
  );
}

/**
 * A settings page's frame: the settings links, its heading (its link's words unless `title`
 * says more), and what the page is for.
 */
export function SettingsPage({
  title,
  intro,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <SettingsNav />
      <h2 className={intro ? "font-bold text-ink text-lg" : "mb-4 font-bold text-ink text-lg"}>
        {title ?? settingsName(pathname)}
      </h2>
      {intro && <p className="mt-1 mb-4 max-w-3xl text-slate-600 text-sm">{intro}</p>}
      {children}
    </>
  );
}
