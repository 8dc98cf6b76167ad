import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { type SiteFacts, site } from "./site";

/** The privacy page, section by section. The forms' short notices link here. */
export const privacyPage = {
  version: PRIVACY_NOTICE_VERSION,
  intro: `${site.legalName} keeps as little about you as it needs, for as short a time as it can, and tells you exactly what that is.`,
  /** The sections name the mailbox, one of the site facts editors change. */
  sections: (facts: SiteFacts) => sections(facts),
};

const sections = (facts: SiteFacts) =>
  [
    {
      title: "What we keep",
      items: [
        "From a quote, demo or contact form: your name, email, company and what you wrote.",
        "From a job application: your name, email, message and the résumé you upload.",
        "For our insights by e-mail: your email, your name if you give it, and when you subscribed, confirmed or unsubscribed.",
        "For each issue of our insights by e-mail: that it was sent to you, and when. Links in an issue lead through our own site, which counts the clicks on each link of the issue without knowing who clicked; our e-mails carry no tracking pixel and no code that identifies you.",
        "When you book a meeting with us: the time you chose and your time zone, with your name and email for the invitation.",
        "With an account: your name, email, password (stored only as a one-way hash) and the submissions you made while signed in.",
        "For security: the network address of sign-ins and of changes our staff make, in an audit log.",
        "From each visit to our pages, counted by our own server without any script or cookie: the page, the site you came from, campaign tags in the link (utm_source, utm_medium, utm_campaign), whether you use a phone, tablet or computer, and a code made from your network address and browser with a random value that changes every day. The random value is deleted after its day, so the code cannot be traced back to you or followed from one day to the next. Your address and browser are not kept. If your browser sends Global Privacy Control or Do Not Track, the visit is counted without the code. We do not look up which country or town a visit comes from.",
      ],
    },
    {
      title: "Why we keep it",
      items: [
        "To answer your request, prepare a quote, schedule a demo or consider your application.",
        "To send you our insights, which you asked for and confirmed; every e-mail lets you unsubscribe with one click.",
        "To show you your submissions and where they stand in My Account.",
        "To protect your data: knowing who opened, exported or changed it, and when.",
        "To learn which pages and campaigns bring enquiries, so we spend on what helps. Our staff's own visits and automated crawlers are not counted.",
      ],
    },
    {
      title: "How long we keep it",
      items: [
        "Applications: 180 days after a final decision (hired or rejected); then your name, email, message and résumé are removed.",
        "Quotes, demo requests and contact messages: 2 years after we close them; then your name, email and message are removed. A meeting booked from a request is kept as long as the request.",
        "Insights by e-mail: while you are subscribed, and 2 years after you unsubscribe as a record of what you agreed to; then your email and name are removed. An address nobody confirms is removed after 30 days.",
        "Which issues were sent to you: 1 year after each issue, then removed.",
        "We keep only counts (how many requests arrived when) for our own reporting.",
        "Visits: each page view for 30 days; after that only daily totals per page, referring site, campaign and device.",
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
        `Without one, write to ${facts.mailboxes.info}: we will send you your data, or erase it, after confirming the request comes from your address.`,
      ],
    },
  ] as const;
