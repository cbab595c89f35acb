import type { ReactNode } from "react";

/** Sections alternate between the page background and a tinted band, like the home page. */
export type SectionTone = "plain" | "tinted";

export const TONE_CLASS: Record<SectionTone, string> = {
  plain: "",
  tinted: "border-y border-ink-800 bg-ink-900/60",
};

/** One band of a service page: a landmark named by its h2. */
export function ServiceSection({
  id,
  titleId,
  tone,
  children,
}: {
  id: string;
  titleId: string;
  tone: SectionTone;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`py-16 sm:py-24 ${TONE_CLASS[tone]}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** A small pill naming a technology or an integration. */
export function Chip({ children, tone = "brand" }: { children: ReactNode; tone?: "brand" | "neutral" }) {
  const colours =
    tone === "brand" ? "border-brand-500/30 bg-brand-500/10 text-brand-300" : "border-ink-600 bg-ink-800 text-ink-200";
  return <li className={`rounded-full border px-3 py-1 text-sm font-medium ${colours}`}>{children}</li>;
}
