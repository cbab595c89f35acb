import type { HomeContent, TeamMember } from "~/content/types";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Lang } from "~/i18n/lang";
import { Picture, type PictureData } from "~/media/picture";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** "Profil på linkedin.com" / "Profile on linkedin.com": where the link goes, in the page's language. */
function profileLabel(url: string, lang: Lang = "en"): string {
  const host = new URL(url).hostname.replace(/^www\./u, "");
  return lang === "sv" ? `Profil på ${host}` : `Profile on ${host}`;
}

/**
 * A member card: the photo when one is set (a square around its focal point), else a monogram;
 * name, role, description.
 */
export function MemberCard({
  member,
  gold = false,
  photo,
  lang,
}: {
  member: TeamMember;
  gold?: boolean;
  photo?: PictureData;
  lang?: Lang;
}) {
  return (
    <li className="card p-6">
      {photo && lang ? (
        <Picture image={photo} lang={lang} sizes="112px" square className="size-28 rounded-2xl border border-ink-600" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl border border-ink-600 bg-ink-800 text-lg font-bold"
        >
          <span className={gold ? "text-gold-400" : "text-brand-400"}>{initials(member.name)}</span>
        </span>
      )}
      <h3 className="mt-5 text-lg font-semibold text-ink-100">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-300">{member.role}</p>
      <p className="mt-3 text-sm leading-relaxed text-ink-300">{member.description}</p>
      {/* Proof the owner fills in (docs/decisions/031-copy-and-proof.md): shown only when set. */}
      {member.experience ? <p className="mt-3 text-sm text-ink-200">{member.experience}</p> : null}
      {member.profileUrl ? (
        <p className="mt-3 text-sm">
          <a href={member.profileUrl} rel="noopener noreferrer" className="text-brand-300 underline-offset-4 hover:underline">
            {profileLabel(member.profileUrl, lang)}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** Six members in two rows of three (docs/product.md#pages), then a word about the team as a whole. */
export function Team({
  content,
  media = {},
  lang,
}: {
  content: HomeContent["team"];
  media?: Readonly<Record<string, PictureData>>;
  lang?: Lang;
}) {
  return (
    <section
      id="team"
      aria-labelledby="team-title"
      className="below-fold border-y border-ink-800 bg-ink-900/60 py-20 [--below-fold-height:3250px] sm:py-28 lg:[--below-fold-height:1600px]"
    >
      <div className="container-page">
        <SectionHeading id="team-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        <p className="mx-auto mt-12 max-w-3xl text-center text-lg leading-relaxed text-ink-300">{content.closing}</p>
      </div>
    </section>
  );
}
