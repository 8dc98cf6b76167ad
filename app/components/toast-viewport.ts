/** Where toasts sit; shared by the empty region and the Radix viewport that replaces it. */
export const viewportClass =
  "fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none";
