import { data } from "react-router";
import { refusals } from "~/lib/booking-view";
import { privateNoStore } from "../http/headers.server";
import { isErasedAddress } from "../leads/erased.server";
import { type BookingLink, type BookingLinkPurpose, readBookingLink } from "./tokens.server";

const refuse = (refusal: (typeof refusals)[keyof typeof refusals], status: number) => ({
  refused: data(refusal, { status, headers: privateNoStore }),
});

/** The page's answer when the link opens nothing, or what it opens. */
type Opened<Found> =
  | (ReturnType<typeof refuse> & { opened?: undefined })
  | { refused?: undefined; opened: Found };

/** How a visitor's page finds what its links name. */
type LinkTarget<Kind extends string, Found> = {
  /** Whether the link names a kind of thing this page shows. */
  kind: (kind: string) => kind is Kind;
  load: (link: BookingLink & { kind: Kind }) => Promise<Found | null>;
  /** The address of the person it belongs to. */
  emailOf: (found: Found) => string;
};

/**
 * What a visitor's booking link opens, or the refusal its page shows instead: 404 for a link
 * that is forged, of another kind or names nothing, 410 for an expired one.
 */
export async function openBookingLink<Kind extends string, Found>(
  token: string,
  purpose: BookingLinkPurpose,
  target: LinkTarget<Kind, Found>,
): Promise<Opened<Found>> {
  const read = readBookingLink(token, purpose);
  if (read.state === "forged") return refuse(refusals.forged, 404);
  const { link } = read;
  if (!target.kind(link.kind)) return refuse(refusals.forged, 404);
  if (read.state === "expired") return refuse(refusals.expired, 410);
  const found = await target.load({ ...link, kind: link.kind });
  // An erased person's links die with their data (record 101): refused like a forged one.
  if (!found || isErasedAddress(target.emailOf(found))) return refuse(refusals.forged, 404);
  return { opened: found };
}
