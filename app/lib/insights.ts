import type { LeadKind } from "./lead-kinds";

/** The periods /admin/insights reports, in weeks back from now. */
export const insightWindows = [4, 12] as const;

export type ResponseFigures = { count: number; median: number | null; p90: number | null };
export type KindInsight = {
  kind: LeadKind;
  label: string;
  windows: Record<number, ResponseFigures>;
  untouched: number;
};
export type OwnerInsight = { owner: string; windows: Record<number, ResponseFigures> };
