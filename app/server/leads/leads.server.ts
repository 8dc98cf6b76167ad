import type { z } from "zod";
import { contactForm } from "~/lib/forms/contact";
import type { DemoInput } from "~/lib/forms/demo";
import { demoForm } from "~/lib/forms/demo";
import type { FormDefinition } from "~/lib/forms/fields";
import type { QuoteInput } from "~/lib/forms/quote";
import { quoteForm } from "~/lib/forms/quote";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { pickATime, visitorBookingUrl } from "../booking/offer.server";
import { liveProducts } from "../content/products.server";
import type { Db } from "../db/client.server";
import { demoRequests, quotes } from "../db/schema.server";
import { intake, type Submitter } from "../intake/intake.server";
import { enqueueNotice } from "../mail/outbox.server";
import {
  demoNotice,
  leadNotice,
  type NoticeContent,
  noticeMailbox,
  quoteNotice,
} from "../mail/templates.server";
import { leadTable } from "./lead-tables.server";

type Values = Record<string, string>;

/** The id of the row an insert returned. */
async function inserted(rows: Promise<{ id: unknown }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error("The insert returned no row");
  return String(row.id);
}

/** Queues a new lead's notice to its list's mailbox, answered to the person who sent it. */
async function queueNewLeadNotice(
  tx: Db,
  lead: { kind: LeadKind; id: string },
  replyTo: string,
  notice: NoticeContent,
) {
  await enqueueNotice(tx, {
    kind: leadKinds[lead.kind].notice,
    to: noticeMailbox(lead.kind),
    replyTo,
    ...notice,
    lead,
  });
}

/** Saves a quote request and queues its notice to the info mailbox, in one transaction. */
async function saveQuote(tx: Db, data: QuoteInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  const id = await inserted(
    tx
      .insert(quotes)
      .values({ ...data, userId, source: submitter.source ?? null })
      .returning({ id: quotes.id }),
  );
  const notice = quoteNotice({ ...data, registered: userId !== null });
  await queueNewLeadNotice(tx, { kind: "quotes", id }, data.email, notice);
  return id;
}

async function saveDemoRequest(tx: Db, data: DemoInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  // The card that opened the dialog posts a live product's slug; anything else is stored as none.
  const product = (await liveProducts(tx)).find((p) => p.slug === data.product);
  const id = await inserted(
    tx
      .insert(demoRequests)
      .values({ ...data, product: product?.slug ?? null, userId, source: submitter.source ?? null })
      .returning({ id: demoRequests.id }),
  );
  const notice = demoNotice({ ...data, productName: product?.name, registered: userId !== null });
  await queueNewLeadNotice(tx, { kind: "demos", id }, data.email, notice);
  return id;
}

/**
 * Saves a lead of a kind whose form's fields are its table's own columns, with its notice built
 * from the registry's fields (record 105): a new kind of that shape needs no saver of its own.
 */
function saveLeadOf(kind: LeadKind) {
  return async (tx: Db, data: LeadInput, submitter: Submitter) => {
    const userId = submitter.user?.id ?? null;
    const table = leadTable(kind);
    const id = await inserted(
      tx
        .insert(table)
        .values({ ...data, userId, source: submitter.source ?? null })
        .returning({ id: table.id }),
    );
    const fields = leadKinds[kind].fields.map(([key, label]): [string, string | null] => [
      label,
      data[key] ?? null,
    ]);
    const notice = leadNotice(kind, { ...data, registered: userId !== null }, fields);
    await queueNewLeadNotice(tx, { kind, id }, data.email, notice);
    return id;
  };
}

/** What a plain lead form posts: name and e-mail, and text fields named as its columns. */
type LeadInput = { name: string; email: string } & Record<string, string | null | undefined>;

/** The path a plain lead form takes: intake (bot check, limits, validation) and saveLeadOf. */
export const submitLead = <Schema extends z.ZodType<LeadInput>>(
  kind: LeadKind,
  form: FormDefinition<Schema>,
  values: Values,
  submitter: Submitter,
  db?: Db,
) => intake({ kind, form, values, submitter, save: saveLeadOf(kind), db });

export const submitQuote = (values: Values, submitter: Submitter, db?: Db) =>
  intake({ kind: "quotes", form: quoteForm, values, submitter, save: saveQuote, db });

export const submitDemoRequest = (values: Values, submitter: Submitter, db?: Db) =>
  intake({
    kind: "demos",
    form: demoForm,
    values,
    submitter,
    save: saveDemoRequest,
    // After the form, the visitor may pick a time right away (record 077).
    nextStep: async (tx, leadId) => {
      const url = await visitorBookingUrl(tx, "demos", leadId);
      return url ? pickATime(url) : null;
    },
    db,
  });

export const submitContactMessage = (values: Values, submitter: Submitter, db?: Db) =>
  submitLead("contacts", contactForm, values, submitter, db);
