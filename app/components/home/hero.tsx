import { site } from "~/config/site";
import type { FormsContent, HomeContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { ProjectEnquiry } from "~/components/forms/project-enquiry";
import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";
import { FallingCharacters } from "./falling-characters";
import { Island } from "~/islands/island";

export function Hero({ lang, content, forms }: { lang: Lang; content: HomeContent["hero"]; forms: FormsContent }) {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-ink-800">
      <Island name="falling-characters" component={FallingCharacters} props={{ brandWord: site.brand }} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top,rgba(7,9,11,0.55),rgba(7,9,11,0.92)_60%,#07090b)]"
      />
      <div className="container-page relative flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center py-20 text-center sm:py-28">
        <LogoMark className="size-16 sm:size-20" />
        <h1 id="hero-title" className="mt-8 max-w-4xl text-4xl font-bold leading-[1.08] tracking-tight text-ink-100 sm:text-6xl">
          {content.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-300 sm:text-xl">{content.subtitle}</p>
        <p className="mt-5 font-medium text-gold-400">{content.slogan}</p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          <Island name="project-enquiry" component={ProjectEnquiry} props={{ lang, copy: forms, triggerLabel: content.tryNow }} />
          <a href="#services" className="btn btn-secondary px-7 text-base">
            {content.explore}
            <Icon name="chevron-down" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
