// The staff area's authorization matrix: every admin route module's loader and action, what
// each kind of visitor gets. dashboard.spec.ts checks that every admin module in app/routes.ts
// is listed here, so a new route cannot ship without its row.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { getTableName } from "drizzle-orm";
import { isWorked } from "../../app/lib/lead-capabilities";
import { type LeadKind, leadKindIds, leadKinds } from "../../app/lib/lead-kinds";
import routes from "../../app/routes";
import { leadKindTables } from "../../app/server/db/lead-tables-schema.server";
import { createUser, query } from "../support/accounts";
import { bookingCases } from "./booking-matrix";
import { dealCases } from "./deals-matrix";
import { e2e } from "./env";
import {
  adminGets,
  adminOnly,
  both,
  type Case,
  contentStaff,
  noSuchId,
  staffOnly,
} from "./matrix-case";
import { newsletterCases } from "./newsletter-matrix";
import { proposalCases } from "./proposals-matrix";
import { replyCases } from "./replies-matrix";

export type { Case, Outcome, Who } from "./matrix-case";

/** The records the matrix works on, created by the test. */
export type Fixtures = {
  quote: string;
  demo: string;
  contact: string;
  application: string;
  /** A newsletter subscription (record 079). */
  subscription: string;
  /** One record of every kind, made from its table's required columns (record 105). */
  leads: Record<LeadKind, string>;
  colleague: string;
  /** An attachment of an answer by e-mail to the quote (record 075). */
  inboundFile: string;
  /** A seeded content item (the Utilities industry) and its first version. */
  contentItem: string;
  contentVersion: string;
};

/** A fixture id per kind, all empty: the matrix's rows without records behind them. */
export const noLeads = () =>
  Object.fromEntries(leadKindIds.map((kind) => [kind, ""])) as Record<LeadKind, string>;

/**
 * A record of `kind` in its table (the registry's server half), its required columns filled in:
 * a new kind gets its rows in the matrix without a fixture of its own.
 */
async function insertLead(kind: LeadKind): Promise<string> {
  const table = getTableName(leadKindTables[kind].table);
  const required = await query<{ name: string }>(
    e2e.databaseUrl,
    `select column_name as name from information_schema.columns
     where table_name = $1 and is_nullable = 'NO' and column_default is null
       and column_name not in ('name', 'email')`,
    [table],
  );
  const columns = ["name", "email", ...required.map((column) => column.name)];
  const values = [
    "Matrix",
    `matrix-${kind}-${randomUUID()}@example.com`,
    ...required.map(() => "m"),
  ];
  const [row] = await query<{ id: string }>(
    e2e.databaseUrl,
    `insert into ${table} (${columns.join(", ")}) values (${values.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    values,
  );
  return row?.id ?? "";
}

/** A quote, a demo request, a contact message, an application with its résumé, and a user. */
export async function createMatrixFixtures(): Promise<Fixtures> {
  const insert = async (sql: string) =>
    (await query<{ id: string }>(e2e.databaseUrl, `${sql} returning id`))[0]?.id ?? "";
  const fixtures = {
    quote: await insert(
      "insert into quotes (name, email, industry, description) values ('Matrix', 'matrix@example.com', 'Other', 'x')",
    ),
    demo: await insert(
      "insert into demo_requests (name, email) values ('Matrix', 'matrix-demo@example.com')",
    ),
    contact: await insert(
      "insert into contact_submissions (name, email, message) values ('Matrix', 'matrix-contact@example.com', 'm')",
    ),
    application: await insert(
      "insert into job_applications (name, email, resume_path) values ('Cv', 'cv@example.com', 'cv-1.pdf')",
    ),
    subscription: await insert(
      // One address per call: addresses are unique, and two specs build the fixtures.
      `insert into newsletter_subscriptions (name, email) values ('', 'matrix-news-${randomUUID()}@example.com')`,
    ),
    leads: Object.fromEntries(
      await Promise.all(leadKindIds.map(async (kind) => [kind, await insertLead(kind)])),
    ) as Record<LeadKind, string>,
    colleague: (await createUser(e2e.databaseUrl, { role: "user" })).id,
    inboundFile: "",
    contentItem: "",
    contentVersion: "",
  };
  const [seeded] = await query<{ id: string; version: string }>(
    e2e.databaseUrl,
    "select i.id, v.id as version from content_items i join content_versions v on v.item_id = i.id and v.number = 1 where i.type = 'industry' and i.slug = 'utilities'",
  );
  fixtures.contentItem = seeded?.id ?? "";
  fixtures.contentVersion = seeded?.version ?? "";
  await query(
    e2e.databaseUrl,
    "insert into resume_files (application_id, file_name, content_type, size, data) values ($1, 'cv-1.pdf', 'application/pdf', 9, '%PDF-1.4 '::bytea)",
    [fixtures.application],
  );
  const answer = await insert(
    `insert into inbound_messages (lead_kind, lead_id, message_id, from_address, subject, text, via)
     values ('quotes', '${fixtures.quote}', '<matrix@example.com>', 'matrix@example.com', 'Re', 'Yes', 'smtp')`,
  );
  fixtures.inboundFile = await insert(
    `insert into inbound_attachments (inbound_id, file_name, content_type, size, data)
     values ('${answer}', 'plan.pdf', 'application/pdf', 9, '%PDF-1.4 '::bytea)`,
  );
  return fixtures;
}

const status = (id: string, value: string) => ({ id, status: value });
/** A list's bulk assign, to nobody: allowed for whoever may work the list. */
const assign = (id: string) => ({ intent: "assign", owner: "unassigned", ids: id });

export function adminMatrix(f: Fixtures): Case[] {
  return [
    { file: "routes/admin/_layout.tsx", method: "GET", url: "/admin/jobs", expect: both },
    {
      file: "routes/admin/dashboard.tsx",
      method: "GET",
      url: "/admin/dashboard",
      expect: { ...staffOnly, hr: "/admin/jobs", editor: "/admin/my-work", admin: "/admin/users" },
    },
    {
      file: "routes/admin/dashboard.tsx",
      method: "GET",
      url: "/admin/dashboard?tab=quotes&status=New&q=matrix",
      expect: {
        ...staffOnly,
        hr: "/admin/jobs",
        editor: "/admin/my-work",
        admin: "/admin/quotes?status=New&q=matrix",
      },
    },
    // /admin and My work (records 082, 101): every staff member; an editor's holds content.
    {
      file: "routes/admin/home.tsx",
      method: "GET",
      url: "/admin",
      expect: {
        ...staffOnly,
        hr: "/admin/my-work",
        editor: "/admin/my-work",
        admin: "/admin/my-work",
      },
    },
    {
      file: "routes/admin/my-work.tsx",
      method: "GET",
      url: "/admin/my-work",
      expect: { ...staffOnly, hr: 200, editor: 200, admin: 200 },
    },
    {
      file: "routes/admin/lead.tsx",
      method: "GET",
      url: `/admin/leads/applications/${f.application}?queue=my-work%3Aunassigned`,
      expect: both,
    },
    ...movedUrls(f.quote),
    { file: "routes/admin/users.tsx", method: "GET", url: "/admin/users", expect: adminOnly },
    {
      file: "routes/admin/users.tsx",
      method: "POST",
      url: "/admin/users",
      form: { userId: f.colleague, role: "hr" },
      expect: adminOnly,
    },
    {
      file: "routes/admin/users.tsx",
      method: "GET",
      url: "/admin/users?q=matrix",
      expect: adminOnly,
    },
    {
      file: "routes/admin/users.tsx",
      method: "POST",
      url: "/admin/users",
      form: { intent: "reset-two-factor", userId: f.colleague },
      expect: adminOnly,
    },
    { file: "routes/admin/jobs.tsx", method: "GET", url: "/admin/jobs", expect: both },
    {
      file: "routes/admin/jobs.tsx",
      method: "POST",
      url: "/admin/jobs",
      form: { intent: "save-job", title: "Matrix Engineer", location: "Waco, TX" },
      expect: both,
    },
    {
      file: "routes/admin/applications.tsx",
      method: "GET",
      url: "/admin/jobs/applications",
      expect: both,
    },
    {
      file: "routes/admin/applications.tsx",
      method: "POST",
      url: "/admin/jobs/applications",
      form: status(f.application, "Under Review"),
      expect: both,
    },
    {
      file: "routes/admin/applications.tsx",
      method: "POST",
      url: "/admin/jobs/applications",
      form: assign(f.application),
      expect: both,
    },
    {
      file: "routes/admin/applications.tsx",
      method: "GET",
      url: "/admin/jobs/applications?view=unassigned&sort=followUp&dir=asc&page=2",
      expect: both,
    },
    // Every list served by the one list module (record 105), read from the registry: quotes,
    // demo requests, contact messages, the newsletter (record 079), partnership inquiries. All
    // sit in the leads area: admins only.
    ...leadKindIds
      .filter((kind) => leadKinds[kind].area === "leads")
      .flatMap((kind): Case[] => {
        const { path, staffSets } = leadKinds[kind];
        const id = f.leads[kind];
        const file = "routes/admin/lead-list.tsx";
        return [
          { file, method: "GET", url: path, expect: adminOnly },
          {
            file,
            method: "POST",
            url: path,
            form: status(id, staffSets.at(-1) ?? ""),
            expect: adminOnly,
          },
          {
            file,
            method: "GET",
            url: `${path}?view=overdue&status=New&q=matrix&sort=owner&dir=asc`,
            expect: adminOnly,
          },
          // A list nobody works (the newsletter) has no owners: the assign is refused, 400.
          {
            file,
            method: "POST",
            url: path,
            form: assign(id),
            expect: isWorked(kind) ? adminOnly : adminGets(400),
          },
        ];
      }),
    // A path under /admin that no list has: staff are checked first, then it is not found.
    {
      file: "routes/admin/lead-list.tsx",
      method: "GET",
      url: "/admin/no-such-list",
      expect: { ...staffOnly, hr: 404, editor: 404, admin: 404 },
    },
    {
      file: "routes/admin/lead.tsx",
      method: "GET",
      url: `/admin/leads/quotes/${f.quote}`,
      expect: adminOnly,
    },
    {
      file: "routes/admin/lead.tsx",
      method: "GET",
      url: `/admin/leads/applications/${f.application}`,
      expect: both,
    },
    {
      file: "routes/admin/lead.tsx",
      method: "POST",
      url: `/admin/leads/quotes/${f.quote}`,
      form: status(f.quote, "Closed"),
      expect: adminOnly,
    },
    {
      file: "routes/admin/lead.tsx",
      method: "POST",
      url: `/admin/leads/applications/${f.application}`,
      form: status(f.application, "Interviewing"),
      expect: both,
    },
    ...workspaceCases(f),
    ...contentCases(f),
    ...replyCases(),
    ...bookingCases(),
    ...dealCases(),
    ...newsletterCases(),
    ...proposalCases(),
    {
      file: "routes/admin/export.ts",
      method: "GET",
      url: "/admin/export/quotes",
      expect: adminOnly,
    },
    { file: "routes/admin/audit.tsx", method: "GET", url: "/admin/audit", expect: adminOnly },
    {
      file: "routes/admin/audit.tsx",
      method: "GET",
      url: "/admin/audit?action=sign-in&actor=x&subject=y&from=2026-01-01&to=2026-12-31&page=2",
      expect: adminOnly,
    },
    {
      file: "routes/admin/privacy.tsx",
      method: "GET",
      url: "/admin/privacy?email=matrix%40example.com",
      expect: adminOnly,
    },
    {
      file: "routes/admin/privacy.tsx",
      method: "POST",
      url: "/admin/privacy",
      form: { intent: "retention", applications: "180", leads: "730" },
      expect: adminOnly,
    },
    {
      file: "routes/admin/privacy.tsx",
      method: "POST",
      url: "/admin/privacy",
      form: {
        intent: "erase",
        email: "nobody-matrix@example.com",
        confirm: "nobody-matrix@example.com",
      },
      expect: adminGets(404),
    },
    {
      file: "routes/admin/privacy-export.ts",
      method: "GET",
      url: "/admin/privacy/export?email=nobody-matrix%40example.com",
      expect: adminGets(404),
    },
    {
      file: "routes/admin/audit-export.ts",
      method: "GET",
      url: "/admin/audit/export?action=role-changed",
      expect: adminOnly,
    },
    {
      file: "routes/admin/export.ts",
      method: "GET",
      url: "/admin/export/demos?view=mine&product=orion-data-lake",
      expect: adminOnly,
    },
    {
      file: "routes/admin/export.ts",
      method: "GET",
      url: "/admin/export/applications",
      expect: both,
    },
    {
      file: "routes/admin/export.ts",
      method: "GET",
      url: "/admin/export/subscriptions",
      expect: adminOnly,
    },
    {
      file: "routes/admin/lead.tsx",
      method: "GET",
      url: `/admin/leads/subscriptions/${f.subscription}`,
      expect: adminOnly,
    },
    { file: "routes/admin/events.ts", method: "GET", url: "/admin/events", expect: both },
    {
      file: "routes/admin/response-times.tsx",
      method: "GET",
      url: "/admin/response-times",
      expect: adminOnly,
    },
    // Visits and what they brought (record 072): admins only.
    {
      file: "routes/admin/analytics.tsx",
      method: "GET",
      url: "/admin/analytics",
      expect: adminOnly,
    },
    // A month's lead goal and the viewer's own weekly report (record 084): admins only.
    {
      file: "routes/admin/analytics.tsx",
      method: "POST",
      url: "/admin/analytics",
      form: { intent: "goal", month: "2099-12", leads: "5" },
      expect: adminOnly,
    },
    {
      file: "routes/admin/analytics.tsx",
      method: "POST",
      url: "/admin/analytics",
      form: { intent: "weekly-report", weeklyReport: "on" },
      expect: adminOnly,
    },
    // A test of the weekly report, mailed to the viewer (record 097): admins only.
    {
      file: "routes/admin/analytics.tsx",
      method: "POST",
      url: "/admin/analytics",
      form: { intent: "weekly-report-test" },
      expect: adminOnly,
    },
    {
      file: "routes/admin/analytics-export.ts",
      method: "GET",
      url: "/admin/analytics/export?table=pages&days=7",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-workspace.tsx",
      method: "GET",
      url: "/admin/settings/workspace",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings-workspace.tsx",
      method: "POST",
      url: "/admin/settings/workspace",
      form: {
        digestHour: "8",
        businessStartHour: "9",
        businessEndHour: "17",
        untouchedAfterHours: "4",
        day1: "on",
        day2: "on",
        day3: "on",
        day4: "on",
        day5: "on",
      },
      expect: adminOnly,
    },
    {
      file: "routes/admin/resume.ts",
      method: "GET",
      url: `/admin/resumes/${f.application}`,
      expect: both,
    },
    {
      file: "routes/admin/resume-preview.ts",
      method: "GET",
      url: `/admin/resumes/${f.application}/preview`,
      expect: both,
    },
    // An answer's attachment opens for whoever may open its record: a quote's, admins.
    {
      file: "routes/admin/inbound-file.ts",
      method: "GET",
      url: `/admin/inbound-files/${f.inboundFile}`,
      expect: adminOnly,
    },
  ];
}

/** The workspace: record forms, contact page, settings. */
function workspaceCases(f: Fixtures): Case[] {
  const record = (kind: string, id: string, form: Record<string, string>, expect: Case["expect"]) =>
    ({
      file: "routes/admin/lead.tsx",
      method: "POST",
      url: `/admin/leads/${kind}/${id}`,
      form,
      expect,
    }) as const;
  return [
    record("quotes", f.quote, { intent: "assign", ownerId: "" }, adminOnly),
    record("quotes", f.quote, { intent: "note", body: "Matrix note" }, adminOnly),
    record("quotes", f.quote, { intent: "follow-up", date: "2030-01-02" }, adminOnly),
    record("applications", f.application, { intent: "assign", ownerId: "" }, both),
    record("applications", f.application, { intent: "note", body: "Matrix note" }, both),
    record("applications", f.application, { intent: "clear-follow-up" }, both),
    {
      file: "routes/admin/person.tsx",
      method: "GET",
      url: "/admin/people/matrix%40example.com",
      expect: both,
    },
    { file: "routes/admin/settings.tsx", method: "GET", url: "/admin/settings", expect: adminOnly },
    {
      file: "routes/admin/settings-refused-mail.tsx",
      method: "GET",
      url: "/admin/settings/refused-mail",
      expect: adminOnly,
    },
    {
      file: "routes/admin/settings.tsx",
      method: "POST",
      url: "/admin/settings",
      form: { kind: "demos", mode: "off" },
      expect: adminOnly,
    },
    // The System page (record 104): admins only. A delivery that does not exist: nothing to retry.
    { file: "routes/admin/system.tsx", method: "GET", url: "/admin/system", expect: adminOnly },
    {
      file: "routes/admin/system.tsx",
      method: "POST",
      url: "/admin/system",
      form: { intent: "retry-webhook", id: randomUUID() },
      expect: { ...adminOnly, admin: 409 },
    },
  ];
}

/** The content area: refused posts are invalid or stale on purpose, so nothing changes. */
function contentCases(f: Fixtures): Case[] {
  const item = `/admin/content/${f.contentItem}`;
  const version = `${item}/versions/${f.contentVersion}`;
  return [
    {
      file: "routes/admin/content.tsx",
      method: "GET",
      url: "/admin/content",
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content.tsx",
      method: "GET",
      url: "/admin/content?type=use-case&status=published&q=sap&sort=name",
      expect: contentStaff(200),
    },
    {
      // The home and About pages' words (docs/decisions/053): the same screens, their own types.
      file: "routes/admin/content.tsx",
      method: "GET",
      url: "/admin/content?type=home",
      expect: contentStaff(200),
    },
    {
      // A second About page is refused: its slug is always "about".
      file: "routes/admin/content-new.tsx",
      method: "POST",
      url: "/admin/content/new/about",
      form: { slug: "about-two" },
      expect: contentStaff(400),
    },
    {
      // The Terms of Service (docs/decisions/070): one item, slug always "terms".
      file: "routes/admin/content.tsx",
      method: "GET",
      url: "/admin/content?type=terms",
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content-new.tsx",
      method: "POST",
      url: "/admin/content/new/terms",
      form: { slug: "terms-two" },
      expect: contentStaff(400),
    },
    {
      file: "routes/admin/content-new.tsx",
      method: "GET",
      url: "/admin/content/new/case-study",
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content-new.tsx",
      method: "POST",
      url: "/admin/content/new/case-study",
      form: { slug: "Not a slug" },
      expect: contentStaff(400),
    },
    { file: "routes/admin/content-item.tsx", method: "GET", url: item, expect: contentStaff(200) },
    {
      // No file: refused as such, so the role check is what the other outcomes show.
      file: "routes/admin/content-images.ts",
      method: "POST",
      url: "/admin/content/images",
      form: { image: "" },
      expect: contentStaff(400),
    },
    {
      // The media library (docs/decisions/073): its list, and its alt-text and delete action,
      // here on an image that does not exist, so nothing changes.
      file: "routes/admin/content-media.tsx",
      method: "GET",
      url: "/admin/content/media?q=logo",
      expect: contentStaff(200),
    },
    {
      // The Markdown body's live preview (docs/decisions/119): renders, changes nothing.
      file: "routes/admin/content-markdown.ts",
      method: "POST",
      url: "/admin/content/markdown",
      form: { body: "**Hi** <span>there</span>" },
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content-media.tsx",
      method: "POST",
      url: "/admin/content/media",
      form: { intent: "delete", id: noSuchId },
      expect: contentStaff(404),
    },
    {
      file: "routes/admin/content-item.tsx",
      method: "POST",
      url: item,
      form: { intent: "publish", revision: "0" },
      expect: contentStaff(409),
    },
    {
      file: "routes/admin/content-item.tsx",
      method: "POST",
      url: item,
      form: { intent: "share" },
      expect: contentStaff(200),
    },
    {
      // The side-by-side preview (docs/decisions/073).
      file: "routes/admin/content-preview.tsx",
      method: "GET",
      url: `${item}/preview`,
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content-version.tsx",
      method: "GET",
      url: version,
      expect: contentStaff(200),
    },
    {
      file: "routes/admin/content-version.tsx",
      method: "POST",
      url: version,
      form: { revision: "0" },
      expect: contentStaff(409),
    },
  ];
}

/** Every admin route module in app/routes.ts, and whether it exports a loader and an action. */
export function adminRouteModules() {
  const files: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.file.startsWith("routes/admin/")) files.push(entry.file);
      walk(entry.children ?? []);
    }
  };
  walk(routes);
  return files.map((file) => {
    const source = readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");
    const exported = (name: string) =>
      new RegExp(`export (async )?(function|const) ${name}\\b`).test(source);
    return { file, loader: exported("loader"), action: exported("action") };
  });
}

/** The staff URLs renamed by record 108 send list staff on to the new name; editors are refused. */
function movedUrls(quote: string): Case[] {
  const moved = (url: string, to: string): Case => ({
    file: "routes/admin/moved.ts",
    method: "GET",
    url,
    expect: { ...staffOnly, hr: to, editor: 403, admin: to },
  });
  return [
    moved(`/admin/records/quotes/${quote}?back=x`, `/admin/leads/quotes/${quote}?back=x`),
    moved("/admin/contacts/a%40example.com", "/admin/people/a%40example.com"),
    moved("/admin/insights", "/admin/response-times"),
  ];
}
