import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";

/**
 * What each role may do. better-auth's admin plugin enforces the user-management part; our
 * loaders and actions ask `can()` for the rest, so there is one definition of the roles.
 */
const appStatements = {
  jobs: ["list", "create", "update", "delete"],
  applications: ["list", "update", "download"],
  leads: ["list", "update", "export"],
  content: ["list", "edit", "publish"],
  // Visits, sources and what they brought (record 072): admins only.
  analytics: ["view"],
  // Deals and their revenue (record 113): admins only; HR and editors see none.
  deals: ["list", "update"],
} as const;
const statements = { ...defaultStatements, ...appStatements };

export const ac = createAccessControl(statements);

export const roles = {
  // Admins may do everything.
  admin: ac.newRole({ ...adminAc.statements, ...appStatements }),
  // HR runs job postings and applicants, nothing else.
  hr: ac.newRole({ jobs: appStatements.jobs, applications: appStatements.applications }),
  // Editors run the site's content (record 046): no leads, no résumés, no users.
  editor: ac.newRole({ content: appStatements.content }),
  user: ac.newRole({}),
};

export type Role = keyof typeof roles;
export const roleNames = Object.keys(roles) as Role[];

type Permission = { [K in keyof typeof statements]?: (typeof statements)[K][number][] };

export function can(role: string | null | undefined, permission: Permission): boolean {
  const granted = roles[(role ?? "user") as Role];
  return granted ? granted.authorize(permission).success : false;
}

/**
 * Whether the role may list or update records of `kind`: the permission of the kind's area
 * (lead-kinds), as the staff area checks it.
 */
export function canOnKind(
  role: string | null | undefined,
  kind: LeadKind,
  action: "list" | "update",
): boolean {
  const area = leadKinds[kind].area;
  switch (area) {
    case "leads":
      return can(role, { leads: [action] });
    case "applications":
      return can(role, { applications: [action] });
    default: {
      const unknown: never = area;
      throw new Error(`No permission for area ${String(unknown)}`);
    }
  }
}

export function isStaff(role: string | null | undefined): boolean {
  return role === "admin" || role === "hr" || role === "editor";
}
