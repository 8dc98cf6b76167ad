/**
 * Where toasts sit; shared by the empty region and the Radix viewport that replaces it. At the
 * top of the screen below 1280 px: there a toast at the bottom would cover the lower fields and
 * the submit button of the form being corrected (on a phone, or beside a centred dialog), while
 * the invalid field itself is scrolled to the middle. On wide screens, bottom right, clear of a
 * centred dialog.
 */
export const viewportClass =
  "fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none xl:top-auto xl:bottom-0";
