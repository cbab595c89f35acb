import { phoneDisplay } from "~/config/site";
import { useCompany, useLang } from "~/i18n/use-lang";
import { Icon } from "./icon";

/** The company's phone (tel:) or info mailbox (mailto:) link with its icon, from the published `company` document. */
export function ContactLink({
  kind,
  className,
  iconClassName = "size-5",
}: {
  kind: "phone" | "email";
  className: string;
  iconClassName?: string;
}) {
  const lang = useLang();
  const site = useCompany();
  const href = kind === "phone" ? `tel:${site.phone.tel}` : `mailto:${site.email}`;
  return (
    <a href={href} className={className}>
      <Icon name={kind === "phone" ? "phone" : "mail"} className={`${iconClassName} shrink-0 text-brand-400`} />
      {kind === "phone" ? phoneDisplay(lang, site.phone.display) : site.email}
    </a>
  );
}
