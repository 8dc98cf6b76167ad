/** The firm's own figures, on the home page and beside the listing pages' headings. */
export const companyFigures = {
  years: { value: "15+", label: "years delivering enterprise programmes" },
  engagements: { value: "240+", label: "engagements completed" },
  retention: { value: "97%", label: "client retention" },
} as const;

export type Figure = { value: string; label: string };
