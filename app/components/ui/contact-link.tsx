import { site } from "~/config/site";
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
  const href = kind === "phone" ? `tel:${site.phone.tel}` : `mailto:${site.email}`;
  return (
    <a href={href} className={className}>
      <Icon name={kind === "phone" ? "phone" : "mail"} className={`${iconClassName} shrink-0 text-brand-400`} />
      {kind === "phone" ? site.phone.display : site.email}
    </a>
  );
}
