/** The heading block every home section opens with: eyebrow, h2 and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "left",
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-ink-100 sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-ink-300">{intro}</p>}
    </div>
  );
}
