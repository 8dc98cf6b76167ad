import { NotFound } from "~/components/not-found";
import type { LinkRefusal } from "~/lib/booking-view";

/** A forged (404) or expired (410) booking link, said plainly with a way on. */
export function LinkRefused({ refusal }: { refusal: LinkRefusal }) {
  return (
    <NotFound
      eyebrow="Booking"
      title={refusal.title}
      message={refusal.message}
      backTo="/contact"
      backLabel="Contact us"
    />
  );
}
