import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "~/lib/cn";
import { dismissToast, type ShownToast } from "~/lib/toast";
import { viewportClass } from "./toast-viewport";

/**
 * The toast itself (spec §4): one at a time, 5000 ms, paused on hover or focus, dismissed by a
 * 50 px swipe or Escape; the region is labelled "Notifications" with hotkey F8.
 */
export default function ToastView({ shown }: { shown: ShownToast | null }) {
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {shown && (
        <Toast.Root
          key={shown.id}
          defaultOpen
          // A toast with a next step stays long enough to take it.
          duration={shown.action ? 20_000 : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={cn(
            "group pointer-events-auto relative grid w-full grid-cols-[1fr_auto] gap-1 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-out_150ms_ease-in]",
            shown.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <Toast.Title className="font-semibold text-sm">{shown.title}</Toast.Title>
          {shown.description && (
            <Toast.Description className="col-span-2 text-sm opacity-95">
              {shown.description}
            </Toast.Description>
          )}
          {shown.action && (
            <Toast.Action altText={shown.action.altText} asChild>
              <a
                href={shown.action.href}
                className="col-span-2 mt-2 inline-flex w-fit items-center rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-sm text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
              >
                {shown.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport hotkey={["F8"]} label="Notifications ({hotkey})" className={viewportClass} />
    </Toast.Provider>
  );
}
