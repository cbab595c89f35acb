import { phoneDisplay, site } from "~/config/site";
import { useLang } from "~/i18n/use-lang";
import { Icon } from "./icon";

/** The company's phone (tel:) or info mailbox (mailto:) link with its icon, from app/config/site.ts. */
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
  const href = kind === "phone" ? `tel:${site.phone.tel}` : `mailto:${site.email}`;
  return (
    <a href={href} className={className}>
      <Icon name={kind === "phone" ? "phone" : "mail"} className={`${iconClassName} shrink-0 text-brand-400`} />
      {kind === "phone" ? phoneDisplay(lang) : site.email}
    </a>
  );
}
