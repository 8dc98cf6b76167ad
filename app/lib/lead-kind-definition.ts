// The shape of one entry of the lead-kind registry (lib/lead-kinds.ts), apart from its entries.

/** A part of the staff area, each guarded on the server by one permission set (access.server). */
export type StaffArea =
  | "dashboard"
  | "users"
  | "jobs"
  | "applications"
  | "leads"
  | "content"
  | "analytics"
  | "deals";

/**
 * Everything the browser and the server share about one kind of lead (record 071): how staff
 * name its list, its statuses and which of them close a record, the letter of its references,
 * where it lives in the staff area, which retention period applies, and the name its notice
 * e-mails are stored under; and what it can do (record 105). The server's half (tables, search,
 * erasure) is leadKindTables in server/db/lead-tables-schema.server.ts. Adding a kind makes every
 * `Record<LeadKind, …>` in the code ask for its entry.
 */
export type LeadKindDefinition = {
  /** The list's title, as the spec names it (§2). */
  label: string;
  /** One record in a sentence: "a quote request". */
  noun: string;
  path: string;
  /** The spec's status list (§4); the first is the status a new record starts with. */
  statuses: readonly string[];
  /**
   * The statuses staff may choose by hand (the status dropdown). All of them, except for the
   * newsletter: only its owner's confirm link makes an address Confirmed (record 079).
   */
  staffSets: readonly string[];
  /** Statuses after which the record needs no more work and its retention period starts. */
  closed: readonly string[];
  /** The closed status that means the business was won (Analytics counts it), if the kind has one. */
  won: string | null;
  /** The letter of its references: Q-24117 is a quote request. */
  prefix: string;
  /** The spec's failure title when the list cannot load (§8). */
  loadError: string;
  /** The dashboard tab it sits under, and the staff area whose permission it needs. */
  tab: "quotes" | "demos" | "contacts" | "jobs";
  area: StaffArea;
  /** Which retention period of the privacy settings applies. */
  retention: "leads" | "applications";
  /**
   * The `kind` of its staff notice in the outbox (stored data: never renamed). Any word: the
   * entries' literals make StaffNoticeKind, so a new kind adds its own without a change here.
   */
  notice: string;
  /** Which of the site's mailboxes (a site fact editors change) reads its notices. */
  mailbox: "info" | "hr";
  /**
   * The written default of the list's editable auto-reply (settings/replies), before the
   * signature; false when the sender gets none. A newsletter sign-up gets its confirm e-mail
   * instead (record 079).
   */
  autoReply: false | { subject: string; body: string };
  /**
   * Whether staff owe the sender an answer: then a record with no first response turns
   * "untouched", counts in the navigation, the digest and first-response insights, and admins
   * hear of new ones. A newsletter sign-up asks for no answer (record 079).
   */
  awaitsAnswer: boolean;
  /**
   * A status a record leaves only by its sender's act, and the days after arrival when, still in
   * it, the record is done with and anonymised: an address nobody confirmed is not kept.
   */
  lapses: { status: string; days: number } | null;
  /**
   * What happenings move a record of this kind, and to which status (record 100). Nothing else
   * sets a status by itself: staff choose among `staffSets`, and these are applied by
   * leads/transitions.server.ts, which writes the history and the audit row. A cancelled meeting
   * has no entry: it returns the record to the status it had before the booking.
   */
  transitions: Partial<Record<LeadHappening, string>>;
  /** One record and several, as counts and notices say them: "2 quote requests". */
  counted: readonly [one: string, many: string];
  /** What a staff reply's subject calls what the person sent: "Re: your message (C-1)". */
  replyNoun: string;
  /**
   * The fields the person filled in beyond name and e-mail, with the labels staff read, in the
   * record page, CSV, notices and e-mail summaries (lib/dashboard checks each names a column).
   */
  fields: readonly (readonly [key: string, label: string])[];
  /**
   * Fields whose value is one of a fixed list, offered as a select: here rather than with the
   * form's schema, so a public page shows the options without loading zod (tests/budget).
   */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** The list's column between e-mail and status: its heading and the fields it joins. */
  detail: { label: string; keys: readonly string[] };
  /** The `{{summary}}` of the template preview: what such a person might have sent. */
  sample: string;
  /** Capabilities (record 105): what the code asks of a kind instead of comparing kinds. */
  /** Its records name a job posting (job filter, job title in lists, mails and CSV). */
  namesJob: boolean;
  /** Its records name a product by slug (product filter, shown by the product's name). */
  namesProduct: boolean;
  /** Its sender may book a meeting by signed link (record 077). */
  bookable: boolean;
  /** It carries a résumé file, and each status may send the candidate an e-mail (record 047). */
  candidate: boolean;
  /**
   * False for records nobody works as a sale (newsletter sign-ups): lists leave out Owner and
   * Follow-up, which mean nothing for them (record 118). Absent: worked.
   */
  worked?: false;
  /**
   * True for newsletter subscriptions: newsletter mail goes to them, so their privacy export and
   * erasure cover the issues sent and the bounces reported (records 111, 112). Absent: false.
   */
  newsletter?: true;
};

/** What happens to a lead outside the status dropdown (record 100). */
export type LeadHappening =
  | "booked"
  | "interview-link-sent"
  | "meeting-completed"
  | "meeting-no-show";
