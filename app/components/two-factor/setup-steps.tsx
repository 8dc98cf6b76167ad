import type { ReactNode } from "react";
import { manualKey } from "~/lib/forms/two-factor";
import { RecoveryCodeActions } from "./recovery-code-actions";

/** The QR code drawn from the server's path (qr.server), crisp at any size. */
export function QrCode({ path, size }: { path: string; size: number }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code for your authenticator app"
      className="size-48 rounded-md bg-white ring-1 ring-slate-200"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="space-y-3">
      <h2 className="font-semibold text-ink">
        <span className="mr-2 text-brand-700">{number}.</span>
        {title}
      </h2>
      {children}
    </li>
  );
}

/** Scan (or type the key), save the recovery codes, then confirm with the first code. */
export function SetupSteps({
  values,
  confirmForm,
}: {
  values: Record<string, string>;
  confirmForm: ReactNode;
}) {
  const codes = (values.backupCodes ?? "").split(" ").filter(Boolean);
  return (
    <ol className="space-y-8">
      <Step number={1} title="Scan this code with your authenticator app">
        <QrCode path={values.qrPath ?? ""} size={Number(values.qrSize ?? 0)} />
        <p className="text-slate-700 text-sm">
          Can't scan it? Enter this key in the app instead:{" "}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">
            {manualKey(values.totpURI ?? "")}
          </code>
        </p>
      </Step>
      <Step number={2} title="Save your recovery codes">
        <p className="text-slate-700 text-sm">
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
          shown only now.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-ink text-sm ring-1 ring-slate-200"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <RecoveryCodeActions codes={codes} />
      </Step>
      <Step number={3} title="Enter the code your app shows">
        {confirmForm}
      </Step>
    </ol>
  );
}
