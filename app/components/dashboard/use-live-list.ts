import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { LeadListKind } from "~/lib/dashboard";

/** Leads arriving within this window cause one reload of the list's data, not one each. */
const DEBOUNCE_MS = 300;

/**
 * Keeps a lead list current: when a lead of `kind` arrives (the server's /admin/events stream),
 * the page's loaders run again, so the rows and counts update without a reload. The stream
 * closes when the list is left or the tab is closed.
 */
export function useLiveList(kind: LeadListKind | null) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!kind || typeof EventSource === "undefined") return;
    const events = new EventSource("/admin/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLead = (event: MessageEvent<string>) => {
      if (event.data !== kind) return;
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate(), DEBOUNCE_MS);
    };
    events.addEventListener("lead", onLead);
    return () => {
      clearTimeout(timer);
      events.removeEventListener("lead", onLead);
      events.close();
    };
  }, [kind, revalidate]);
}
