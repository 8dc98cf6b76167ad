import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { site } from "./site";

/** The privacy page, section by section. The forms' short notices link here. */
export const privacyPage = {
  version: PRIVACY_NOTICE_VERSION,
  intro: `${site.legalName} keeps as little about you as it needs, for as short a time as it can, and tells you exactly what that is.`,
  // Read when the page renders: it names the mailbox, one of the site facts editors change.
  get sections() {
    return sections();
  },
};

const sections = () =>
  [
    {
      title: "What we keep",
      items: [
        "From a quote, demo or contact form: your name, email, company and what you wrote.",
        "From a job application: your name, email, message and the résumé you upload.",
        "With an account: your name, email, password (stored only as a one-way hash) and the submissions you made while signed in.",
        "For security: the network address of sign-ins and of changes our staff make, in an audit log.",
      ],
    },
    {
      title: "Why we keep it",
      items: [
        "To answer your request, prepare a quote, schedule a demo or consider your application.",
        "To show you your submissions and where they stand in My Account.",
        "To protect your data: knowing who opened, exported or changed it, and when.",
      ],
    },
    {
      title: "How long we keep it",
      items: [
        "Applications: 180 days after a final decision (hired or rejected); then your name, email, message and résumé are removed.",
        "Quotes, demo requests and contact messages: 2 years after we close them; then your name, email and message are removed.",
        "We keep only counts (how many requests arrived when) for our own reporting.",
        "The audit log: 2 years.",
      ],
    },
    {
      title: "Who sees it",
      items: [
        "Only our staff who handle your kind of request: HR for applications, our sales and delivery team for the rest. Staff sign in with a second factor.",
        "We do not sell your data or share it with advertisers. Email is delivered through our mail provider.",
      ],
    },
    {
      title: "Your choices",
      items: [
        "With an account, download everything we hold about you, or delete your account, from My Account.",
        `Without one, write to ${site.mailboxes.info}: we will send you your data, or erase it, after confirming the request comes from your address.`,
      ],
    },
  ] as const;
