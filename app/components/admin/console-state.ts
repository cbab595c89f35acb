import { useEffect, useSyncExternalStore } from "react";
import { useOutletContext } from "react-router";
import { consoleCopy, type ConsoleCopy } from "~/content/console";
import type { Lang } from "~/i18n/lang";

/** What the console's shell hands every screen. */
export interface ConsoleState {
  lang: Lang;
  copy: ConsoleCopy;
  /** The signed-in operator, or null. */
  email: string | null;
  signedIn(email: string): void;
}

export function useConsole(): ConsoleState {
  return useOutletContext<ConsoleState>();
}

/** The operator's own choice is kept in this browser; the default follows the browser's language. */
export const CONSOLE_LANG_KEY = "consoleLang";

function browserConsoleLang(): Lang {
  const saved = localStorage.getItem(CONSOLE_LANG_KEY);
  if (saved === "sv" || saved === "en") return saved;
  return navigator.languages.some((tag) => tag.toLowerCase().startsWith("sv")) ? "sv" : "en";
}

const langListeners = new Set<() => void>();

/** The console's language: null until the browser is asked (the shell HTML is language-neutral). */
export function useConsoleLang(): [Lang | null, (lang: Lang) => void] {
  const lang = useSyncExternalStore(
    (listener) => {
      langListeners.add(listener);
      return () => langListeners.delete(listener);
    },
    browserConsoleLang,
    () => null,
  );
  const choose = (next: Lang) => {
    localStorage.setItem(CONSOLE_LANG_KEY, next);
    langListeners.forEach((listener) => listener());
  };
  return [lang, choose];
}

/*
 * The console imports from the public site's modules only types (and its own copy): a value
 * import would make the bundler split that module out of the public pages' chunks, and the
 * public pages would load more JavaScript (docs/decisions/006-operator-console.md).
 */

/** The console's languages, in the order its language filter lists them. */
export const CONSOLE_LANGS: readonly Lang[] = ["sv", "en"];

export function otherConsoleLang(lang: Lang): Lang {
  return lang === "sv" ? "en" : "sv";
}

export function copyOf(lang: Lang): ConsoleCopy {
  return consoleCopy[lang];
}

/** A time as the operator reads it: date and minutes, in their language and time zone. */
export function formatTime(iso: string, lang: Lang): string {
  return new Date(iso).toLocaleString(lang === "sv" ? "sv-SE" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
}

export function errorText(copy: ConsoleCopy, error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code ?? "server";
  return copy.errors[code] ?? copy.errors.server!;
}

/** The tab title of a screen: "{screen} · {console}"; nothing until the screen knows its name. */
export function useScreenTitle(copy: ConsoleCopy, screen: string | undefined): void {
  useEffect(() => {
    if (screen) document.title = `${screen} · ${copy.title}`;
  }, [screen, copy.title]);
}
