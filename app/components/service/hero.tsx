import { Link } from "react-router";
import type { IconName, ServicePageContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { homeSectionHref } from "~/i18n/pages";
import { Icon } from "~/components/ui/icon";

/** Eyebrow, the page's h1, the subtitle, the call to action to /#contact and "Learn More" to #benefits. */
export function ServiceHero({
  lang,
  icon,
  about,
  content,
}: {
  lang: Lang;
  icon: IconName;
  about: string;
  content: ServicePageContent["hero"];
}) {
  return (
    <section aria-labelledby="service-title" className="relative isolate overflow-hidden border-b border-ink-800">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-96 w-[48rem] max-w-[140%] -translate-x-1/2 rounded-full bg-brand-500/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.03)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.03)_1px,transparent_1px)] bg-[size:3.5rem_3.5rem] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="container-page py-16 sm:py-24 lg:py-28">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl border border-brand-500/30 bg-brand-500/10 text-brand-400"
        >
          <Icon name={icon} className="size-7" />
        </span>
        <p className="eyebrow mt-8">{content.eyebrow}</p>
        <h1
          id="service-title"
          className="mt-4 max-w-4xl text-[2.125rem] font-bold leading-[1.1] tracking-tight text-ink-100 sm:text-5xl lg:text-6xl"
        >
          {content.title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-300 sm:text-xl">{content.subtitle}</p>
        {/* What the work typically takes and costs (docs/decisions/031-copy-and-proof.md). */}
        {content.typical ? (
          <ul className="mt-6 flex max-w-3xl flex-col gap-2 text-ink-200 sm:flex-row sm:flex-wrap sm:gap-x-8">
            <li className="flex items-start gap-2">
              <Icon name="clock" className="mt-1 size-4 shrink-0 text-brand-400" />
              <span>{content.typical.duration}</span>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="coins" className="mt-1 size-4 shrink-0 text-brand-400" />
              <span>{content.typical.price}</span>
            </li>
          </ul>
        ) : null}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link
            reloadDocument
            to={homeSectionHref(lang, "contact")}
            data-about={about}
            className="btn btn-primary px-7 text-base"
          >
            {content.primaryCta}
            <Icon name="arrow-right" className="size-4" />
          </Link>
          <a href="#benefits" className="btn btn-secondary px-7 text-base">
            {content.secondaryCta}
            <Icon name="chevron-down" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
