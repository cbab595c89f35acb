import type { IconName } from "~/content/types";
import { Icon } from "./icon";

/** A card of a grid: an icon in a tinted square, a title and a short text (benefits, features). */
export function IconCard({
  icon,
  title,
  text,
  className = "",
}: {
  icon: IconName;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <li className={`card p-6 ${className}`}>
      <span className="grid size-12 place-items-center rounded-xl bg-brand-500/10 text-brand-400">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink-100">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-300">{text}</p>
    </li>
  );
}
