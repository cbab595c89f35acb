import { useEffect, useRef } from "react";
import type { FormsContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { Check, Info } from "lucide-react";
import { Glyph } from "~/components/ui/glyph";
import { localizedPath } from "~/i18n/pages";

/** The failure alert (docs/product.md#forms), announced as soon as it appears; the form above it keeps its values. */
export function SubmitErrorAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger-400/60 bg-danger-400/10 px-4 py-3 text-sm text-danger-300"
    >
      <Glyph icon={Info} className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** The line under each submit button, linking to the privacy policy in the page's language. */
export function PrivacyNote({
  lang,
  note,
  className = "",
}: {
  lang: Lang;
  note: FormsContent["privacyNote"];
  className?: string;
}) {
  return (
    <p className={`text-sm text-ink-400 ${className}`}>
      {note.before}
      <a
        href={localizedPath(lang, { page: "privacy-policy" })}
        className="text-ink-200 underline underline-offset-2 hover:text-brand-300"
      >
        {note.link}
      </a>
      {note.after}
    </p>
  );
}

/**
 * The thank-you view that replaces a form once its submission is stored. Focus moves to its
 * heading, which is brought to the middle of the view: focus alone scrolls only as far as the
 * heading's edge, which on a phone leaves it under the fixed header.
 */
export function SuccessPanel({
  title,
  text,
  children,
  headingLevel = "h3",
}: {
  title: string;
  text: string;
  children: React.ReactNode;
  headingLevel?: "h1" | "h2" | "h3";
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "center" });
  }, []);
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center px-2 py-10 text-center" aria-live="polite">
      <span className="grid size-14 place-items-center rounded-full bg-brand-500/15 text-brand-400">
        <Glyph icon={Check} className="size-7" />
      </span>
      <Heading ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink-100">
        {title}
      </Heading>
      <p className="mt-3 max-w-md text-ink-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
