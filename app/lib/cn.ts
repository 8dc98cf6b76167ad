import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Components never pass conflicting utilities (variants cover the cases), so
 * no merging library is shipped to the browser (tailwind-merge alone was 9 KB compressed).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
