import { Copy, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonStyles } from "~/components/ui/button";
import { site } from "~/content/site";

/** The codes as a text file: what they are for, then one code per line. */
export function recoveryCodesText(codes: string[]): string {
  return [
    `${site.brand} recovery codes`,
    "Each code signs you in once if you lose your authenticator app. Keep this file somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * Copy the recovery codes to the clipboard (with scripts; the outcome is announced) or save them
 * as a .txt file (a data: link, so it works before scripts load too).
 */
export function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  const text = recoveryCodesText(codes);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Recovery codes copied to the clipboard.");
    } catch {
      setStatus("Could not copy the codes: select them and copy them yourself, or download them.");
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canCopy && (
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" /> Copy codes
        </Button>
      )}
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="brazos-digital-recovery-codes.txt"
        className={buttonStyles({ variant: "secondary", size: "sm" })}
      >
        <Download aria-hidden="true" className="size-4" /> Download codes (.txt)
      </a>
      <p role="status" className="basis-full text-slate-700 text-sm">
        {status}
      </p>
    </div>
  );
}
