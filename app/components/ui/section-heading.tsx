/** The heading block sections open with: an optional eyebrow, the h2 and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      {/* 1.75rem on phones keeps long Swedish compounds inside a 375 px screen. */}
      <h2 id={id} className="text-[1.75rem] font-bold leading-tight tracking-tight text-ink-100 sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-ink-300">{intro}</p>}
    </div>
  );
}
