import type { LeadKind } from "./lead-kinds";

/** The periods /admin/response-times reports, in weeks back from now. */
export const responseWindows = [4, 12] as const;

export type ResponseFigures = { count: number; median: number | null; p90: number | null };
export type KindResponseTimes = {
  kind: LeadKind;
  label: string;
  windows: Record<number, ResponseFigures>;
  untouched: number;
};
export type OwnerResponseTimes = { owner: string; windows: Record<number, ResponseFigures> };
