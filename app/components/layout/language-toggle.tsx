import { Link } from "react-router";
import { otherLang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { saveLanguageChoice } from "~/i18n/preference";
import { useCurrentPage, useLang, useUi } from "~/i18n/use-lang";

/**
 * A real link to the same page in the other language (it works without JavaScript and
 * crawlers follow it); clicking it also saves the choice: by the inline script of the
 * prerendered pages (app/document/page-script.ts, `data-lang-choice`), and by this onClick in
 * the dev server, where pages hydrate. The visible label names the
 * language it switches to: EN/SV in the header and in the info hub's own header, ENG/SV on service pages
 * (the specification's label there; docs/decisions/001-languages-and-urls.md). The info hub once read
 * "en"/"sv" in lower case: one spelling per language outside the service pages (decision 031, cold review 3, G2).
 */
export function LanguageToggle({ variant = "header" }: { variant?: "header" | "service" | "info" }) {
  const lang = useLang();
  const ui = useUi();
  const target = otherLang(lang);
  const page = useCurrentPage() ?? { page: "home" as const };
  const label = target === "en" ? (variant === "service" ? "ENG" : "EN") : "SV";
  return (
    <Link
      reloadDocument
      to={localizedPath(target, page)}
      hrefLang={target}
      data-lang-choice=""
      onClick={() => saveLanguageChoice(target)}
      className="inline-flex min-h-10 min-w-11 items-center justify-center rounded-full border border-ink-600 px-2.5 text-sm font-semibold tracking-wide text-ink-100 transition-colors hover:border-brand-400 hover:text-brand-300"
    >
      {label}
      <span className="sr-only"> – {ui.switchLanguage}</span>
    </Link>
  );
}
