import { isLeadKind, leadKinds, type StaffArea } from "~/lib/lead-kinds";
import { invariantResponse } from "../http/responses.server";
import { can, isStaff } from "./permissions.server";
import { getSessionUser, type SessionUser, toLogin } from "./session.server";
import { toTwoFactorSetup } from "./two-factor-gate.server";

/** What each part of the staff area needs, in the role model's terms (permissions.server). */
const areaPermissions: Record<StaffArea, Parameters<typeof can>[1] | null> = {
  // The entry and the frame: any staff member (better-auth refuses an empty permission check).
  dashboard: null,
  users: { user: ["list", "set-role"] },
  jobs: { jobs: ["list", "create", "update", "delete"] },
  applications: { applications: ["list", "update", "download"] },
  leads: { leads: ["list", "update", "export"] },
  content: { content: ["list", "edit", "publish"] },
  analytics: { analytics: ["view"] },
  deals: { deals: ["list", "update"] },
};

export function mayUse(role: string, area: StaffArea): boolean {
  const permission = areaPermissions[area];
  return isStaff(role) && (permission === null || can(role, permission));
}

/**
 * Whether the role works any list of people (leads or applications): the contact pages and the
 * live list events are theirs, and not an editor's (no leads, no résumés).
 */
export function mayWorkLists(role: string): boolean {
  return mayUse(role, "leads") || mayUse(role, "applications");
}

/**
 * The area a list's URL needs (lead-kinds). A URL naming no list needs only a staff member,
 * who then gets its 404: the guard runs before the URL is checked, so nobody else learns it.
 */
export function areaOfList(kind: string | undefined): StaffArea {
  return isLeadKind(kind) ? leadKinds[kind].area : "dashboard";
}

/**
 * The one guard of the staff area, called by every admin loader and action (resource routes
 * included, whose requests run no parent loader). Not staff: to /login. Staff without this
 * area: 403. Staff whose session was not opened with a second factor (an authenticator app's
 * code or a passkey): to its setup page, and nowhere else.
 */
export async function requireStaffFor(request: Request, area: StaffArea): Promise<SessionUser> {
  return staffFor(await getSessionUser(request), area);
}

/** requireStaffFor's decision, given who is signed in. */
export function staffFor(viewer: SessionUser | null, area: StaffArea): SessionUser {
  if (!viewer || !isStaff(viewer.role)) throw toLogin();
  if (viewer.secondFactor === false) throw toTwoFactorSetup();
  invariantResponse(mayUse(viewer.role, area), "Forbidden", { status: 403 });
  return viewer;
}

/**
 * requireStaffFor for what spans the lists of people (contact pages, live list events, alerts):
 * staff who work at least one list. An editor, who works none, gets 403.
 */
export async function requireListStaff(request: Request): Promise<SessionUser> {
  const viewer = await requireStaffFor(request, "dashboard");
  invariantResponse(mayWorkLists(viewer.role), "Forbidden", { status: 403 });
  return viewer;
}
