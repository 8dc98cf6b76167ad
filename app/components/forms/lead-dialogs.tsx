import { createContext, lazy, type ReactNode, Suspense, useContext, useRef, useState } from "react";
import type { DemoProduct } from "~/lib/forms/demo";
import type { Viewer } from "~/lib/viewer";

const loadQuoteDialog = () => import("./quote-dialog");
const loadDemoDialog = () => import("./demo-dialog");
// Dialog code loads on first use (or on hover/focus of a button that opens one).
const QuoteDialog = lazy(loadQuoteDialog);
const DemoDialog = lazy(loadDemoDialog);

type LeadDialogs = {
  openQuote: () => void;
  openDemo: (product?: DemoProduct) => void;
  /** Warms the dialog code before a click, so opening feels instant. */
  preload: (which: "quote" | "demo") => void;
};

const LeadDialogsContext = createContext<LeadDialogs | null>(null);

/** Hosts the site-wide quote and demo dialogs; any button can open them via `useLeadDialogs`. */
export function LeadDialogsProvider({
  viewer,
  children,
}: {
  viewer: Viewer | null;
  children: ReactNode;
}) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [demo, setDemo] = useState<{ open: boolean; product?: DemoProduct }>({ open: false });
  const [used, setUsed] = useState({ quote: false, demo: false });
  // The control that opened a dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const value: LeadDialogs = {
    openQuote: () => {
      rememberOpener();
      setUsed((u) => ({ ...u, quote: true }));
      setQuoteOpen(true);
    },
    openDemo: (product) => {
      rememberOpener();
      setUsed((u) => ({ ...u, demo: true }));
      setDemo({ open: true, product });
    },
    preload: (which) => {
      void (which === "quote" ? loadQuoteDialog() : loadDemoDialog());
    },
  };

  return (
    <LeadDialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {used.quote && (
          <QuoteDialog
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            viewer={viewer}
            returnFocus={opener.current}
          />
        )}
        {used.demo && (
          <DemoDialog
            open={demo.open}
            product={demo.product}
            onOpenChange={(open) => setDemo((d) => ({ ...d, open }))}
            viewer={viewer}
            returnFocus={opener.current}
          />
        )}
      </Suspense>
    </LeadDialogsContext.Provider>
  );
}

export function useLeadDialogs(): LeadDialogs {
  const dialogs = useContext(LeadDialogsContext);
  if (!dialogs) throw new Error("useLeadDialogs needs a LeadDialogsProvider");
  return dialogs;
}
