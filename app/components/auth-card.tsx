import type { ReactNode } from "react";

/** The centred panel that holds the login, register and password pages. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="bg-slate-50 px-4 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="font-bold text-2xl">{title}</h1>
        {intro && <div className="mt-2 text-slate-600 text-sm">{intro}</div>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-slate-200 border-t pt-5 text-slate-600 text-sm">{footer}</div>
        )}
      </div>
    </section>
  );
}
