import { useRouteLoaderData } from "react-router";

export type ViewerSummary = { name: string | null; email: string; staff: boolean };

/** The signed-in visitor from the root loader, or null for guests. */
export function useViewer(): ViewerSummary | null {
  const root = useRouteLoaderData("root") as { viewer?: ViewerSummary | null } | undefined;
  return root?.viewer ?? null;
}
