import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { ToastAction } from "~/lib/toast";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { staffAvailability } from "../db/schema.server";
import { bookingLead, isBookingKind, offeredSlots } from "./booking.server";
import { signBookingLink } from "./tokens.server";

/** How long the slot picker link of a demo request works (record 077). */
const BOOK_LINK_MS = 30 * 24 * 60 * 60 * 1000;

/** The link to a lead's slot picker (signed, record 077). */
export function bookingUrl(kind: "demos" | "applications", leadId: string, now = new Date()) {
  const token = signBookingLink({
    purpose: "book",
    kind,
    id: leadId,
    expiresAt: new Date(now.getTime() + BOOK_LINK_MS),
  });
  return new URL(`/book/${token}`, config().PUBLIC_URL).href;
}

/**
 * The link a new demo request is offered to pick a time with, or null when the kind is not
 * booked by visitors themselves or there is no time to pick: nobody who may take the meeting
 * has set up availability, or they have no free time in the booking window. The toast and the
 * auto-reply both ask this, so both offer the link or both promise that we get in touch
 * (record 117).
 */
export async function visitorBookingUrl(tx: Db, kind: LeadKind, leadId: string) {
  // Visitors book themselves only where the registry says so; HR books interviews (record 077).
  if (!isBookingKind(kind) || !leadKinds[kind].bookable) return null;
  const [anyone] = await tx
    .select({ id: staffAvailability.userId })
    .from(staffAvailability)
    .limit(1);
  if (!anyone) return null;
  const lead = await bookingLead(tx, kind, leadId);
  if (!lead) return null;
  const { slots } = await offeredSlots(tx, lead);
  return slots.length > 0 ? bookingUrl(kind, leadId) : null;
}

/** The success toast's "Pick a time" (record 077): the same words and link as the auto-reply. */
export function pickATime(url: string): ToastAction {
  return {
    label: "Pick a time",
    href: url,
    altText: "Pick a time for your demo from the link in our e-mail",
  };
}
