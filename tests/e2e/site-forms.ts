import type { Locator, Page } from "@playwright/test";
import { expect, toast } from "./support";

/** The public site's forms as a visitor fills them: the contact form and the quote dialog. */

/** The contact form on the page. */
export const contactForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });

export type ContactFields = { name: string; email: string; message: string };

/** The contact message a test sends where its own values do not matter. */
const sampleMessage: ContactFields = {
  name: "Chris Contact",
  email: "chris@example.com",
  message: "Can you help with a Genetec upgrade?",
};

/** Types `fields` into the contact form `form` (the sample's where not given), without sending. */
export async function fillContactForm(form: Locator, fields: Partial<ContactFields> = {}) {
  const { name, email, message } = { ...sampleMessage, ...fields };
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Message", { exact: true }).fill(message);
}

/** Opens /contact, sends `fields` as an anonymous visitor and waits for "Message Sent!". */
export async function sendContactMessage(page: Page, fields: ContactFields) {
  await page.goto("/contact");
  const form = contactForm(page);
  await fillContactForm(form, fields);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Message Sent!");
  return form;
}

export type QuoteFields = { name: string; email: string; industry: string; description: string };

/** The quote request a test sends where its own values do not matter. */
const sampleQuote: QuoteFields = {
  name: "Sam Sample",
  email: "sam.sample@example.com",
  industry: "Retail",
  description: "A loyalty app for our stores.",
};

/** Types the quote dialog's required fields (the sample's where not given), without sending. */
export async function fillQuoteDialog(dialog: Locator, given: Partial<QuoteFields> = {}) {
  const fields = { ...sampleQuote, ...given };
  await dialog.getByLabel("Full Name").fill(fields.name);
  await dialog.getByLabel("Email Address").fill(fields.email);
  await dialog.getByLabel("Industry").selectOption(fields.industry);
  await dialog.getByLabel("Project Description").fill(fields.description);
}
