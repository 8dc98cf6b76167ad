import { requireListStaff } from "~/server/auth/staff-access.server";
import { leadEventStream } from "~/server/live/event-stream.server";
import type { Route } from "./+types/events";

/** Live lists: an event stream of arriving leads, each staff member only the lists they may see. */
export async function loader({ request }: Route.LoaderArgs) {
  // An editor works no list, so has no stream to follow.
  const viewer = await requireListStaff(request);
  return leadEventStream(request, viewer);
}
