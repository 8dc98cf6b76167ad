import { mayWorkLists, requireStaffFor } from "~/server/dashboard/access.server";
import { invariantResponse } from "~/server/http/responses.server";
import { leadEventStream } from "~/server/live/event-stream.server";
import type { Route } from "./+types/events";

/** Live lists: an event stream of arriving leads, each staff member only the lists they may see. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "dashboard");
  // An editor works no list, so has no stream to follow.
  invariantResponse(mayWorkLists(viewer.role), "Forbidden", { status: 403 });
  return leadEventStream(request, viewer);
}
