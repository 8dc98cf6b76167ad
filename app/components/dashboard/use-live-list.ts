import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { LeadKind } from "~/lib/lead-kinds";

/** Leads arriving within this window cause one reload of the list's data, not one each. */
const DEBOUNCE_MS = 300;

/**
 * Keeps a lead list current: when a lead of `kind` arrives (the server's /admin/events stream),
 * the page's loaders run again, so the rows and counts update without a reload. When the
 * stream opens again after a drop (a deploy, a network change), the list reloads too: leads
 * announced while it was down reached no one. While the browser is offline a reload waits for
 * the network (a failed one would put the error page in place of the list). The stream closes
 * when the list is left or the tab is closed.
 */
export function useLiveList(kind: LeadKind | null) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!kind || typeof EventSource === "undefined") return;
    const events = new EventSource("/admin/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let missed = false;
    const reloadSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (navigator.onLine) void revalidate();
        else missed = true;
      }, DEBOUNCE_MS);
    };
    const onOnline = () => {
      if (missed) reloadSoon();
      missed = false;
    };
    const onLead = (event: MessageEvent<string>) => {
      if (event.data === kind) reloadSoon();
    };
    const onOpen = () => {
      if (opened) reloadSoon();
      opened = true;
    };
    events.addEventListener("lead", onLead);
    events.addEventListener("open", onOpen);
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(timer);
      events.removeEventListener("lead", onLead);
      events.removeEventListener("open", onOpen);
      window.removeEventListener("online", onOnline);
      events.close();
    };
  }, [kind, revalidate]);
}
