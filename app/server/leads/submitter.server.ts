import type { RouterContextProvider } from "react-router";
import { requestInfo } from "../request-info.server";
import type { Submitter } from "./intake.server";

/** Who is submitting: the client address (and, once signed in, the account). */
export async function submitterOf(
  _request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Submitter> {
  return { ip: requestInfo(context).ip, user: null };
}
