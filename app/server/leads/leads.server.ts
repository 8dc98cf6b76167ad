import type { ContactInput } from "~/lib/forms/contact";
import { contactForm } from "~/lib/forms/contact";
import type { DemoInput } from "~/lib/forms/demo";
import { demoForm } from "~/lib/forms/demo";
import type { QuoteInput } from "~/lib/forms/quote";
import { quoteForm } from "~/lib/forms/quote";
import { pickATime, visitorBookingUrl } from "../booking/offer.server";
import { liveProducts } from "../content/products.server";
import type { Db } from "../db/client.server";
import { contactSubmissions, demoRequests, quotes } from "../db/schema.server";
import { intake, type Submitter } from "../intake/intake.server";
import { enqueueNotice } from "../mail/outbox.server";
import { contactNotice, demoNotice, noticeMailbox, quoteNotice } from "../mail/templates.server";

type Values = Record<string, string>;

/** The id of the row an insert returned. */
async function inserted(rows: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error("The insert returned no row");
  return row.id;
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
  await enqueueNotice(tx, {
    kind: "quote",
    to: noticeMailbox("quotes"),
    replyTo: data.email,
    ...notice,
    lead: { kind: "quotes", id },
  });
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
  await enqueueNotice(tx, {
    kind: "demo",
    to: noticeMailbox("demos"),
    replyTo: data.email,
    ...notice,
    lead: { kind: "demos", id },
  });
  return id;
}

async function saveContactMessage(tx: Db, data: ContactInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  const id = await inserted(
    tx
      .insert(contactSubmissions)
      .values({ ...data, userId, source: submitter.source ?? null })
      .returning({ id: contactSubmissions.id }),
  );
  const notice = contactNotice({ ...data, registered: userId !== null });
  await enqueueNotice(tx, {
    kind: "contact",
    to: noticeMailbox("contacts"),
    replyTo: data.email,
    ...notice,
    lead: { kind: "contacts", id },
  });
  return id;
}

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
  intake({ kind: "contacts", form: contactForm, values, submitter, save: saveContactMessage, db });
