import { useRouteLoaderData } from "react-router";

/**
 * What every page knows of the signed-in person: the root loader sends it, the header, account
 * menu and forms (prefill, locked e-mail) read it. Guests are `null`.
 */
export type Viewer = { name: string | null; email: string; staff: boolean };

/** The signed-in visitor from the root loader, or null for guests. */
export function useViewer(): Viewer | null {
  const root = useRouteLoaderData("root") as { viewer?: Viewer | null } | undefined;
  return root?.viewer ?? null;
}
