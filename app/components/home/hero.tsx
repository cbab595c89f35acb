import { useCompany } from "~/i18n/use-lang";
import { useSubmitError } from "~/components/forms/submit-error";
import type { FormsContent, HomeContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { ProjectEnquiry } from "~/components/forms/project-enquiry";
import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";
import { FallingCharacters } from "./falling-characters";
import { Island } from "~/islands/island";

export function Hero({ lang, content, forms }: { lang: Lang; content: HomeContent["hero"]; forms: FormsContent }) {
  const { brand } = useCompany();
  const submitError = useSubmitError(lang);
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-ink-800">
      <Island name="falling-characters" component={FallingCharacters} props={{ brandWord: brand }} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top,rgba(7,9,11,0.55),rgba(7,9,11,0.92)_60%,#07090b)]"
      />
      {/* On a phone the hero fits between the fixed header (4rem) and the bottom navigation
          (3.5rem) with its first button in view, 375×667 included: tighter type and spacing
          there, the full sizes from sm up (docs/decisions/022-forms-that-forgive.md). */}
      <div className="container-page relative flex min-h-[calc(100svh-7.5rem)] flex-col items-center justify-center pb-8 pt-6 text-center sm:min-h-[calc(100svh-4rem)] sm:py-28">
        <LogoMark className="size-12 sm:size-20" />
        <h1
          id="hero-title"
          className="mt-4 max-w-4xl text-[1.875rem] font-bold leading-[1.1] tracking-tight text-ink-100 sm:mt-8 sm:text-6xl sm:leading-[1.08]"
        >
          {content.title}
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-300 sm:mt-6 sm:text-xl">{content.subtitle}</p>
        <p className="mt-3 text-sm font-medium text-gold-400 sm:mt-5 sm:text-base">{content.slogan}</p>
        <div className="mt-6 flex flex-col items-center gap-3 sm:mt-10 sm:flex-row">
          <Island
            name="project-enquiry"
            component={ProjectEnquiry}
            props={{ lang, copy: forms, triggerLabel: content.tryNow, submitError }}
          />
          <a href="#services" className="btn btn-secondary px-7 text-base">
            {content.explore}
            <Icon name="chevron-down" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
