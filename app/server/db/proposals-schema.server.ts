import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { ProposalLine } from "~/lib/proposals";
import { userOrNobody } from "./auth-schema.server";
import { bytea, createdAt, id, partOf, timestamptz } from "./columns.server";
import { deals } from "./deals-schema.server";

/**
 * A proposal on a deal (record 115): its versions are what is sent and signed; it goes with
 * its deal.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: id(),
    dealId: partOf("deal_id", () => deals.id),
    title: text("title").notNull(),
    createdBy: userOrNobody("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("proposals_deal_idx").on(t.dealId, t.createdAt)],
);

/**
 * One version of a proposal. A draft may change; once sent its substance is fixed (a trigger
 * refuses the change, drizzle/0038_proposals.sql) and a new price is a new version; once
 * accepted or declined, its answer is fixed too. The unsigned and signed PDFs are kept as sent
 * and as signed, so a copy can be checked against them for as long as they are retained
 * (record 116).
 */
export const proposalVersions = pgTable(
  "proposal_versions",
  {
    id: id(),
    proposalId: partOf("proposal_id", () => proposals.id),
    version: integer("version").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    lines: jsonb("lines").$type<ProposalLine[]>().notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull(),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    terms: text("terms").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    createdBy: userOrNobody("created_by"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    documentSha256: text("document_sha256"),
    documentPdf: bytea("document_pdf"),
    viewedAt: timestamptz("viewed_at"),
    acceptedAt: timestamptz("accepted_at"),
    acceptedName: text("accepted_name"),
    acceptedIp: text("accepted_ip"),
    signedSha256: text("signed_sha256"),
    signedPdf: bytea("signed_pdf"),
    declinedAt: timestamptz("declined_at"),
    declineReason: text("decline_reason"),
  },
  (t) => [
    unique("proposal_versions_proposal_version_unique").on(t.proposalId, t.version),
    index("proposal_versions_document_sha256_idx").on(t.documentSha256),
    index("proposal_versions_signed_sha256_idx").on(t.signedSha256),
    index("proposal_versions_awaiting_idx")
      .on(t.sentAt)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.sentAt} is not null`),
  ],
);

/** A signed link to one version: only the SHA-256 of its token is stored. */
export const proposalLinks = pgTable(
  "proposal_links",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    versionId: partOf("version_id", () => proposalVersions.id),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("proposal_links_version_idx").on(t.versionId)],
);
