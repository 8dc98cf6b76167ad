/** A toast message: raised in the browser, or by a server action through the flash cookie. */
export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A link the toast offers as its next step (a demo's "Pick a time", record 077). */
  action?: ToastAction;
};

/** `altText` tells screen-reader users where else to find it, as toasts disappear. */
export type ToastAction = { label: string; href: string; altText: string };

type Listener = (toast: ShownToast | null) => void;
export type ShownToast = ToastMessage & { id: number };

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

/** Shows a toast. Only one is visible at a time (spec §4): a new toast replaces the current one. */
export function toast(message: ToastMessage) {
  current = { ...message, id: nextId++ };
  for (const listener of listeners) listener(current);
}

export function dismissToast() {
  current = null;
  for (const listener of listeners) listener(current);
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToast() {
  return current;
}
