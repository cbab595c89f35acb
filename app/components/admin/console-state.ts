import { useSyncExternalStore } from "react";
import { useOutletContext } from "react-router";
import { consoleCopy, type ConsoleCopy } from "~/content/console";
import { isLang, type Lang } from "~/i18n/lang";

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
  if (isLang(saved)) return saved;
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
