import type { ComponentProps } from "react";
import { Link } from "react-router";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * One link component for the three kinds of target: an in-page anchor (#id, a plain <a>),
 * another page of the site (a full page load: most pages do not hydrate, so the router must
 * not render them in the browser; docs/decisions/010-hydration-per-page.md), or another site
 * (a new tab, without handing it window.opener).
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (href.startsWith("#") || href.startsWith("tel:") || href.startsWith("mailto:")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link reloadDocument to={href} {...rest}>
      {children}
    </Link>
  );
}
