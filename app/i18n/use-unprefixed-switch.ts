import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { isLang } from "./lang";
import { localizedPath } from "./pages";
import { readLanguageChoice } from "./preference";
import { resolveLanguage } from "./resolve";
import { useCurrentPage, useLang } from "./use-lang";

/**
 * On an unprefixed URL the server chose the language from the cookie or Accept-Language. Only
 * the browser knows two more signals: a choice saved in localStorage alone, and the time zone
 * (Europe/Stockholm means Swedish when nothing is saved). When they call for the other
 * language, switch after hydration to that language's page: the one case docs/decisions/001-languages-and-urls.md allows.
 * The prerendered pages no longer hydrate whole; their inline script (app/document/page-script.ts)
 * makes the same switch. This hook serves the dev server, where pages hydrate.
 */
export function useUnprefixedLanguageSwitch(): void {
  const { lang: prefix } = useParams();
  const lang = useLang();
  const page = useCurrentPage();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLang(prefix) || !page) return;
    const saved = readLanguageChoice();
    const wanted = resolveLanguage({
      saved,
      // The server already weighed the browser's languages; only the saved choice and the
      // time zone can add anything here.
      preferred: saved ? [] : [lang],
      timeZone: saved ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    if (wanted !== lang) {
      void navigate(`${localizedPath(wanted, page)}${window.location.hash}`, { replace: true });
    }
  }, [prefix, lang, page, navigate]);
}
