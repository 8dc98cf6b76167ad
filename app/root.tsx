import { lazy, type ReactNode, Suspense } from "react";
import { data, Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import { EditThisPage } from "~/components/edit-this-page";
import { ErrorPage } from "~/components/error-page";
import { Footer } from "~/components/footer";
import { GetQuoteButton } from "~/components/forms/lead-buttons";
import { LeadDialogsProvider } from "~/components/forms/lead-dialogs";
import { Header } from "~/components/header";
import { MobileAccountLinks } from "~/components/mobile-account-links";
import { Toaster } from "~/components/toaster";
import { ButtonLink } from "~/components/ui/button";
import { organizationJsonLd } from "~/content/organization";
import { pageTitle } from "~/content/site";
import { brandFontClass, hasBrandFont, useBrandFont } from "~/lib/brand-font";
import { useHydrationSignal } from "~/lib/hydration-signal";
import { JsonLd } from "~/lib/json-ld";
import { useScrollToTopOnNavigate } from "~/lib/scroll-to-top";
import type { Viewer } from "~/lib/viewer";
import { isStaff } from "~/server/auth/permissions.server";
import { getSessionUser } from "~/server/auth/session.server";
import { mayUse } from "~/server/auth/staff-access.server";
import { config } from "~/server/config.server";
import { editLinks } from "~/server/content/edit-links.server";
import { liveSite } from "~/server/content/live.server";
import { takeFlash } from "~/server/flash.server";
import type { Route } from "./+types/root";
// The stylesheet is small (about 7 KB compressed), so it is inlined: the first paint waits for
// no request (docs/decisions/024-inline-stylesheet.md). Its CSP hash is allowed by host/app.ts.
// It leaves out the workspace's classes; the workspace links the whole sheet (record 063).
import criticalCss from "./public.css?inline";

// Only signed-in visitors see the account menu, so its code loads only for them.
const AccountMenu = lazy(() => import("~/components/account-menu"));

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await takeFlash(request);
  const signedIn = await getSessionUser(request);
  const viewer: Viewer | null = signedIn
    ? { name: signedIn.name, email: signedIn.email, staff: isStaff(signedIn.role) }
    : null;
  // The site facts editors change, as this instance's live content has them (loaded at start
  // and after each publish): the browser reads them from here, so hydration matches.
  const live = await liveSite();
  const brandFont = hasBrandFont(request.headers.get("cookie"));
  // Editors and admins get "Edit this page" links; the key is absent for everyone else, so an
  // anonymous page is the same bytes as before (docs/decisions/073).
  const edit = signedIn && mayUse(signedIn.role, "content") ? { editLinks: editLinks(live) } : {};
  return data(
    { origin: config().PUBLIC_URL, toast, viewer, facts: live.facts, brandFont, ...edit },
    { headers },
  );
}

const CRITICAL_CSS_ID = "critical-css";
/**
 * In the browser, the stylesheet the server inlined: if React ever draws the document again
 * (the root error page after a failed client navigation), the new element gets the same text,
 * which the CSP hash allows, instead of an empty one that left the page unstyled.
 */
const clientCss =
  typeof document === "undefined"
    ? ""
    : (document.getElementById(CRITICAL_CSS_ID)?.textContent ?? "");

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const viewer = root?.viewer ?? null;
  // The staff workspace has a frame of its own (app/routes/admin/_layout.tsx): no marketing
  // header, Get a Quote button or footer. Its layout says so with `handle.workspace`.
  const workspace = useMatches().some(
    (match) => (match.handle as { workspace?: boolean } | undefined)?.workspace,
  );
  useScrollToTopOnNavigate();
  useHydrationSignal();
  useBrandFont(root?.brandFont ?? false);
  return (
    <html lang="en" className={brandFontClass(root?.brandFont ?? false)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The browser keeps the server's text; the client bundle does not carry it twice. */}
        <style
          id={CRITICAL_CSS_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? criticalCss : clientCss }}
          suppressHydrationWarning
        />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <LeadDialogsProvider viewer={viewer}>
          {!workspace && (
            <Header
              actions={
                <>
                  {viewer ? (
                    <Suspense fallback={<span className="h-9 w-40" />}>
                      <AccountMenu viewer={viewer} />
                    </Suspense>
                  ) : (
                    <ButtonLink to="/login" size="sm" variant="secondary">
                      Login
                    </ButtonLink>
                  )}
                  <GetQuoteButton size="sm" />
                </>
              }
              mobileActions={
                <>
                  <GetQuoteButton />
                  {viewer ? (
                    <MobileAccountLinks viewer={viewer} />
                  ) : (
                    <ButtonLink to="/login" variant="secondary">
                      Login / Register
                    </ButtonLink>
                  )}
                </>
              }
            />
          )}
          {!workspace && root?.editLinks && <EditThisPage links={root.editLinks} />}
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          {!workspace && <Footer />}
        </LeadDialogsProvider>
        <Toaster flash={root?.toast ?? null} />
        {root && <JsonLd data={organizationJsonLd(root.origin, root.facts)} />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: pageTitle("Page") }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
