import { Link } from "react-router";
import type { HomeContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { homeSectionHref, localizedPath, type ServicePageRef as ServiceRef } from "~/i18n/pages";
import { Icon } from "~/components/ui/icon";
import { MvpComparisonTable } from "~/components/service/mvp-comparison";
import { SectionHeading } from "~/components/ui/section-heading";
import { cardVariant, compactSpan, firstSentence, groupServiceCards } from "./services-layout";

type Content = HomeContent["services"];
type Card = Content["cards"][string];

function FeaturedCard({
  lang,
  service,
  card,
  readMore,
  keywordsLabel,
}: {
  lang: Lang;
  service: ServiceRef;
  card: Card;
  readMore: string;
  keywordsLabel: string;
}) {
  return (
    <li className="card group relative overflow-hidden p-7 md:col-span-2 lg:col-span-6 lg:grid lg:grid-cols-[auto_1fr_auto] lg:items-center lg:gap-8 lg:p-9">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-64 rounded-full bg-brand-500/10 blur-3xl" />
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 text-brand-400">
        <Icon name={card.icon} className="size-7" />
      </span>
      <div className="mt-5 lg:mt-0">
        <h3 className="text-2xl font-bold text-ink-100">
          <Link reloadDocument to={localizedPath(lang, service)} className="after:absolute after:inset-0 after:content-['']">
            {card.title}
          </Link>
        </h3>
        <p className="mt-3 max-w-3xl leading-relaxed text-ink-300">{card.description}</p>
        <Typical line={card.typical} />
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={keywordsLabel}>
          {card.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full border border-brand-500/30 bg-brand-500/10 px-3 py-1 text-xs font-medium text-brand-300"
            >
              {keyword}
            </li>
          ))}
        </ul>
      </div>
      <span
        aria-hidden="true"
        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-300 group-hover:text-brand-400 lg:mt-0"
      >
        {readMore}
        <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </li>
  );
}

/** What the work typically takes and costs, on every card that has it (docs/decisions/031-copy-and-proof.md). */
function Typical({ line }: { line: string | undefined }) {
  if (!line) return null;
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-ink-200">
      <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-400" />
      <span>{line}</span>
    </p>
  );
}

function CompactCard({ lang, service, card, span }: { lang: Lang; service: ServiceRef; card: Card; span: string }) {
  return (
    <li className={`card group relative p-6 transition-colors hover:border-brand-500/50 lg:col-span-2 ${span}`}>
      <span className="grid size-11 place-items-center rounded-xl bg-ink-800 text-brand-400">
        <Icon name={card.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink-100">
        <Link reloadDocument to={localizedPath(lang, service)} className="after:absolute after:inset-0 after:content-['']">
          {card.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-300">{firstSentence(card.description)}</p>
      <Typical line={card.typical} />
    </li>
  );
}

/**
 * The home page's grid of the live service pages, in the page list's order
 * (docs/decisions/025-service-pages.md); a page whose card is missing is left out.
 */
export function ServicesGrid({ lang, content, services }: { lang: Lang; content: Content; services: readonly ServiceRef[] }) {
  const cards = services.flatMap((service) => {
    const card = content.cards[service.slug];
    return card ? [{ service, card }] : [];
  });
  const { grid, row } = groupServiceCards(cards);
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="below-fold border-y border-ink-800 bg-ink-900/60 py-20 [--below-fold-height:5650px] sm:py-28 lg:[--below-fold-height:2730px]"
    >
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-6">
          {grid.map(({ service, card }, index) =>
            cardVariant(index, cards.length) === "featured" ? (
              <FeaturedCard
                key={service.slug}
                lang={lang}
                service={service}
                card={card}
                readMore={content.readMore}
                keywordsLabel={content.keywordsLabel}
              />
            ) : (
              <CompactCard key={service.slug} lang={lang} service={service} card={card} span={compactSpan(index, grid.length)} />
            ),
          )}
        </ul>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {row.map(({ service, card }) => (
            <li
              key={service.slug}
              className="card group relative flex flex-wrap items-center gap-x-3 gap-y-1 p-4 transition-colors hover:border-brand-500/50"
            >
              <Icon name={card.icon} className="size-5 shrink-0 text-brand-400" />
              <Link
                reloadDocument
                to={localizedPath(lang, service)}
                className="font-medium text-ink-100 after:absolute after:inset-0 after:content-['']"
              >
                {card.title}
              </Link>
              {card.typical ? <span className="basis-full pl-8 text-xs text-ink-300">{card.typical}</span> : null}
            </li>
          ))}
        </ul>
        {content.comparison ? (
          <div className="mt-16">
            <MvpComparisonTable content={content.comparison} titleId="mvp-comparison-title" level={3} />
          </div>
        ) : null}
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-ink-700 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-300">{content.infoText}</p>
          <div className="flex flex-wrap gap-3">
            <Link reloadDocument to={localizedPath(lang, { page: "info" })} className="btn btn-secondary">
              <Icon name="book" className="size-4" />
              {content.infoLink}
            </Link>
            <Link reloadDocument to={homeSectionHref(lang, "contact")} className="btn btn-primary">
              {content.contactLink}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
