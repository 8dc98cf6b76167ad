/**
 * Where toasts sit; shared by the empty region and the Radix viewport that replaces it. At the
 * top of the screen below 1280 px: there a toast at the bottom would cover the lower fields and
 * the submit button of the form being corrected (on a phone, or beside a centred dialog), while
 * the invalid field itself is scrolled to the middle. On wide screens, bottom right, clear of a
 * centred dialog. The region lets pointers through (a toast takes them again): empty, its padding
 * is a 32 px strip over the page's corner that took clicks meant for what lies beneath.
 */
export const viewportClass =
  "pointer-events-none fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none xl:top-auto xl:bottom-0";
