import { useId } from "react";
import { ICON_LABELS, iconLabel } from "~/content/console-content";
import type { IconName } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { Icon } from "~/components/ui/icon";

/**
 * Choosing an icon (a service card's, an info topic's): each icon as it will look, under its
 * name in the console's language (app/content/console-content.ts, ICON_LABELS), never the
 * internal name, which is what is stored. A group of radio buttons, so the keyboard moves
 * through it with the arrow keys and a screen reader reads each by its name and the group by
 * the field's label; the icons themselves are decorative.
 */
export function IconPicker({
  id: fieldId,
  label,
  icons,
  value,
  lang,
  onChange,
  problem,
}: {
  /** The group's id: where a "go to field" link lands. */
  id?: string;
  label: string;
  /** The icons the schema allows, by internal name (from the API: the console imports no list of the site's). */
  icons: readonly string[];
  value: string;
  lang: Lang;
  onChange(icon: string): void;
  problem?: string;
}) {
  const id = useId();
  return (
    <fieldset id={fieldId} aria-describedby={problem ? `${id}-problem` : undefined} className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-ink-200">{label}</legend>
      <div className="grid max-h-64 grid-cols-3 gap-1.5 overflow-y-auto rounded-md border border-ink-700 bg-ink-950 p-1.5 sm:grid-cols-4 lg:grid-cols-6">
        {icons.map((icon) => (
          <label
            key={icon}
            className="relative flex cursor-pointer flex-col items-center gap-1 rounded-md border border-transparent px-1 py-2 text-center text-xs text-ink-200 hover:bg-ink-800 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-900/40 has-[:checked]:text-ink-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-400"
          >
            <input
              type="radio"
              name={id}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              // Invisible over the whole tile: a click anywhere on it chooses the icon, and the
              // tile shows the focus and the choice (has-[:checked], has-[:focus-visible]).
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {/* An icon this console has no name for (a newer server's) shows its name only. */}
            {Object.hasOwn(ICON_LABELS, icon) && <Icon name={icon as IconName} className="size-6" />}
            <span className="break-words hyphens-auto" lang={lang}>
              {iconLabel(icon, lang)}
            </span>
          </label>
        ))}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-danger-300">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
