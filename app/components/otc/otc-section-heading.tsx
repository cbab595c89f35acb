/** The h2 and intro every OTC section opens with. */
export function OtcSectionHeading({
  id,
  heading,
  intro,
  align = "left",
}: {
  id: string;
  heading: string;
  intro: string;
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink-100 sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-300">{intro}</p>
    </div>
  );
}
