/** For anything personal or one-off (signed-in pages, form answers, downloads): never stored. */
export const privateNoStore = { "Cache-Control": "private, no-store" } as const;
