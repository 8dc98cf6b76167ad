import { Menu, X } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { mainNav } from "~/lib/nav";
import { Logo } from "./logo";

const linkTone = (isActive: boolean) =>
  isActive ? "text-brand-700" : "text-slate-700 hover:text-ink";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-1.5 py-2 font-medium text-sm transition-colors xl:px-3",
    linkTone(isActive),
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-md px-3 py-3 font-medium text-base transition-colors", linkTone(isActive));

const MobileMenuContext = createContext<{ close: () => void }>({ close: () => {} });

/** Lets a control inside the mobile menu close it (e.g. before opening a dialog). */
export function useMobileMenu() {
  return useContext(MobileMenuContext);
}

/**
 * Sticky site header. `actions` and `mobileActions` hold the session-dependent controls
 * (Login, the account menu, Get a Quote) so later features slot in without touching the layout.
 */
export function Header({
  actions,
  mobileActions,
}: {
  actions: ReactNode;
  mobileActions: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Choosing a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Brazos Digital home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-3 whitespace-nowrap lg:flex">
          {actions}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <div id={menuId} hidden={!open} className="border-slate-200 border-t bg-white lg:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={mobileLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-slate-200 border-t pt-4 pb-2">
            <MobileMenuContext.Provider value={{ close: () => setOpen(false) }}>
              {mobileActions}
            </MobileMenuContext.Provider>
          </div>
        </nav>
      </div>
    </header>
  );
}
