import type { Company } from "~/content/site-copy";
import { useCompany } from "~/i18n/use-lang";
import type { SocialContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";

type Profile = Company["socials"][number];

/** The row of network icons under the title: each a link to the profile, named by the network. */
export function SocialIconRow({ label, newTab }: { label: string; newTab: string }) {
  const site = useCompany();
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap justify-center gap-3">
        {site.socials.map((profile) => (
          <li key={profile.id}>
            <a
              href={profile.url}
              target="_blank"
              rel="noopener noreferrer"
              className="grid size-12 place-items-center rounded-full border border-ink-700 bg-ink-900 text-ink-200 transition-colors hover:border-brand-400 hover:text-brand-300"
            >
              <Icon name={profile.id} className="size-5" />
              <span className="sr-only">
                {profile.name} {newTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One network: its name, what we post there, and "Visit Profile" in a new tab (named with the network for screen readers). */
function ProfileCard({
  profile,
  line,
  visitLabel,
  newTab,
}: {
  profile: Profile;
  line: string;
  visitLabel: string;
  newTab: string;
}) {
  return (
    <li className="card flex flex-col p-6">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-500/10 text-brand-400">
        <Icon name={profile.id} className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink-100">{profile.name}</h2>
      <p className="mt-2 flex-1 leading-relaxed text-ink-300">{line}</p>
      <a
        href={profile.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-300 hover:text-brand-400"
      >
        {visitLabel}
        <span className="sr-only">
          : {profile.name} {newTab}
        </span>
        <Icon name="external" className="size-4" />
      </a>
    </li>
  );
}

export function SocialProfiles({ content, newTab }: { content: SocialContent; newTab: string }) {
  const site = useCompany();
  return (
    <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {site.socials.map((profile) => (
        <ProfileCard
          key={profile.id}
          profile={profile}
          line={content.profiles[profile.id]}
          visitLabel={content.visitProfile}
          newTab={newTab}
        />
      ))}
    </ul>
  );
}
