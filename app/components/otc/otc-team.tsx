import type { OtcContent } from "~/content/types";
import { MemberCard } from "~/components/home/team";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Lang } from "~/i18n/lang";
import type { PictureData } from "~/media/picture";

/**
 * The two people behind the network: the head of OTC operations and the OTC trading director,
 * each with their photo when one is set (docs/decisions/024-media.md), else a monogram.
 */
export function OtcTeam({
  content,
  media = {},
  lang,
}: {
  content: OtcContent["team"];
  media?: Readonly<Record<string, PictureData>>;
  lang?: Lang;
}) {
  return (
    // The page has no footer, so on phones the last section leaves room for the fixed bottom nav.
    <section aria-labelledby="otc-team-title" className="pb-28 pt-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="otc-team-title" heading={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-4 md:grid-cols-2">
          {content.members.map((member, index) => (
            <MemberCard
              key={member.name}
              member={member}
              gold={index % 2 === 1}
              photo={member.photo ? media[member.photo] : undefined}
              lang={lang}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
