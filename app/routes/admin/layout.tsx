import { useCallback, useEffect, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { api, onSignedOut } from "~/components/admin/api";
import { copyOf, otherConsoleLang, useConsoleLang, type ConsoleState } from "~/components/admin/console-state";
import { useResource } from "~/components/admin/use-resource";
import { SignIn } from "~/components/admin/sign-in";
import { overviewCopy } from "~/content/console-overview";
import { contentCopy } from "~/content/console-content";
import { mediaCopy } from "~/content/console-media";

/** Compact on a phone, so the name, the language switch and sign-out share one row at 375 px. */
const HEADER_BUTTON = "btn btn-secondary min-h-10 px-3.5 text-sm sm:min-h-11 sm:px-5 sm:text-base";

/** Screens that open without a session: they start one. */
const OPEN_SCREENS = new Set(["/admin/enrol", "/admin/link"]);

/**
 * The console's shell (docs/decisions/006-operator-console.md): rendered in the browser only,
 * it asks the server who is signed in, then shows either the sign-in screen or the header
 * with the screens' navigation around the current screen.
 */
export default function ConsoleShell() {
  const [lang, chooseLang] = useConsoleLang();
  const session = useResource<{ email: string | null; role?: string }>("/session");
  // What this page learnt since: a sign-in (the address) or a sign-out (null).
  const [override, setOverride] = useState<{ email: string | null } | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => onSignedOut(() => setOverride({ email: null })), []);
  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  const reloadSession = session.reload;
  const signedIn = useCallback(
    (address: string) => {
      setOverride({ email: address });
      // The role comes with the session: which sections the navigation offers.
      reloadSession();
    },
    [reloadSession],
  );
  const setEmail = (address: string | null) => setOverride({ email: address });
  const email = override ? override.email : session.loaded ? (session.data?.email ?? null) : undefined;
  const role = session.data?.email === email ? session.data?.role : undefined;
  const edits = role === "owner" || role === "editor";
  // An editor handles content only, never enquiries or statistics (docs/decisions/018-content-editing.md).
  const enquiries = role !== "editor";
  // Signed in but the role not yet known (just after a sign-in): wait, so no screen asks first.
  if (!lang || email === undefined || (email && role === undefined)) return <div className="min-h-screen" aria-busy="true" />;
  if (!enquiries && pathname.replace(/\/$/, "") === "/admin") return <Navigate to="/admin/content" replace />;
  // An editor's console is the site's content, not an inbox: its header and tab titles say so.
  const copy = enquiries ? copyOf(lang) : { ...copyOf(lang), title: contentCopy[lang].consoleTitle };
  const state: ConsoleState = { lang, copy, email, signedIn };
  const open = OPEN_SCREENS.has(pathname);
  const switchLang = () => chooseLang(otherConsoleLang(lang));
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-ink-800 text-brand-300" : "text-ink-300 hover:text-ink-100"}`;

  return (
    <div className="min-h-screen">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink-900 focus:px-4 focus:py-2"
      >
        {copy.skipToContent}
      </a>
      <header className="border-b border-ink-800 bg-ink-900">
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <span className="flex items-center gap-2 font-semibold text-ink-100">
            {/* The site's mark, as the favicon file: no module shared with the public pages. */}
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            {copy.title}
          </span>
          {email && !open && (
            <nav aria-label={copy.nav.label} className="order-last flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto">
              {enquiries && (
                <>
                  <NavLink to="/admin" end className={navClass}>
                    {overviewCopy[lang].heading}
                  </NavLink>
                  <NavLink to="/admin/inbox" className={navClass}>
                    {copy.nav.inbox}
                  </NavLink>
                  <NavLink to="/admin/bookings" className={navClass}>
                    {copy.nav.bookings}
                  </NavLink>
                  <NavLink to="/admin/people" className={navClass}>
                    {copy.nav.people}
                  </NavLink>
                </>
              )}
              {enquiries && (
                <NavLink to="/admin/audit" className={navClass}>
                  {copy.nav.audit}
                </NavLink>
              )}
              {edits && (
                <NavLink to="/admin/content" className={navClass}>
                  {contentCopy[lang].heading}
                </NavLink>
              )}
              {edits && (
                <NavLink to="/admin/media" className={navClass}>
                  {mediaCopy[lang].heading}
                </NavLink>
              )}
              <NavLink to="/admin/account" className={navClass}>
                {copy.nav.account}
              </NavLink>
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            <button type="button" className={HEADER_BUTTON} lang={otherConsoleLang(lang)} onClick={switchLang}>
              {copy.language.switchTo}
            </button>
            {email && (
              <button
                type="button"
                className={HEADER_BUTTON}
                onClick={async () => {
                  await api("/sign-out", { method: "POST", body: {} }).catch(() => {});
                  setEmail(null);
                  void navigate("/admin");
                }}
              >
                {copy.signOut}
              </button>
            )}
          </div>
        </div>
      </header>
      <main id="console-main" className="container-page pb-16 pt-6">
        {email || open ? <Outlet context={state} /> : <SignIn copy={copy} lang={lang} onSignedIn={signedIn} />}
      </main>
    </div>
  );
}
