import type { OtcContent } from "~/content/types";
import { FORM_ANCHORS } from "~/i18n/pages";
import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";

/** The anchor of the request form, which the hero's button links to. */
export const OTC_REQUEST_ID = FORM_ANCHORS["otc-network-request"];

export function OtcHero({ content }: { content: OtcContent["hero"] }) {
  return (
    <section aria-labelledby="otc-title" className="relative isolate overflow-hidden border-b border-ink-800">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(34,224,122,0.14),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute -right-32 top-24 -z-10 size-96 rounded-full bg-gold-500/10 blur-3xl" />
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <LogoMark className="size-16 sm:size-20" />
        <p className="eyebrow mt-8">{content.eyebrow}</p>
        <h1 id="otc-title" className="mt-4 max-w-4xl text-4xl font-bold leading-[1.08] tracking-tight text-ink-100 sm:text-6xl">
          {content.title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-300 sm:text-xl">{content.subtitle}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-2.5">
          {content.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-full border border-gold-500/40 bg-gold-500/10 px-4 py-1.5 text-sm font-medium text-gold-300"
            >
              <Icon name="check" className="size-4" />
              {badge}
            </li>
          ))}
        </ul>
        <a href={`#${OTC_REQUEST_ID}`} className="btn btn-primary mt-10 px-7 text-base">
          {content.cta}
          <Icon name="chevron-down" className="size-4" />
        </a>
      </div>
    </section>
  );
}
