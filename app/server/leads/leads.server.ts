import type { ContactInput } from "~/lib/forms/contact";
import { contactForm } from "~/lib/forms/contact";
import type { DemoInput } from "~/lib/forms/demo";
import { demoForm } from "~/lib/forms/demo";
import type { QuoteInput } from "~/lib/forms/quote";
import { quoteForm } from "~/lib/forms/quote";
import type { Db } from "../db/client.server";
import { contactSubmissions, demoRequests, quotes } from "../db/schema.server";
import { intake, type Submitter } from "../intake/intake.server";
import { enqueueNotice } from "../mail/outbox.server";
import { contactNotice, demoNotice, noticeMailbox, quoteNotice } from "../mail/templates.server";

type Values = Record<string, string>;

/** Saves a quote request and queues its notice to the info mailbox, in one transaction. */
async function saveQuote(tx: Db, data: QuoteInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  await tx.insert(quotes).values({ ...data, userId, source: submitter.source ?? null });
  const notice = quoteNotice({ ...data, registered: userId !== null });
  await enqueueNotice(tx, {
    kind: "quote",
    to: noticeMailbox.quote,
    replyTo: data.email,
    ...notice,
  });
}

async function saveDemoRequest(tx: Db, data: DemoInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  const { product, ...fields } = data;
  await tx.insert(demoRequests).values({ ...fields, userId, source: submitter.source ?? null });
  const notice = demoNotice({ ...fields, productName: product, registered: userId !== null });
  await enqueueNotice(tx, { kind: "demo", to: noticeMailbox.demo, replyTo: data.email, ...notice });
}

async function saveContactMessage(tx: Db, data: ContactInput, submitter: Submitter) {
  const userId = submitter.user?.id ?? null;
  await tx.insert(contactSubmissions).values({ ...data, userId, source: submitter.source ?? null });
  const notice = contactNotice({ ...data, registered: userId !== null });
  await enqueueNotice(tx, {
    kind: "contact",
    to: noticeMailbox.contact,
    replyTo: data.email,
    ...notice,
  });
}

export const submitQuote = (values: Values, submitter: Submitter, db?: Db) =>
  intake({ kind: "quote", form: quoteForm, values, submitter, save: saveQuote, db });

export const submitDemoRequest = (values: Values, submitter: Submitter, db?: Db) =>
  intake({ kind: "demo", form: demoForm, values, submitter, save: saveDemoRequest, db });

export const submitContactMessage = (values: Values, submitter: Submitter, db?: Db) =>
  intake({ kind: "contact", form: contactForm, values, submitter, save: saveContactMessage, db });
