import type { ComponentType } from "react";

/** The interactive pieces of the pages that hydrate, each hydrated on its own (app/islands/*.client.tsx). */
export type IslandName = "contact-form" | "portfolio" | "project-enquiry" | "falling-characters" | "otc-form" | "booking";

/**
 * One interactive piece of an otherwise plain page (docs/decisions/010-hydration-per-page.md):
 * rendered at build like the rest, with its props as JSON beside it, so the page's island
 * script can hydrate exactly this subtree with react-dom alone, without React Router. The
 * wrapper is `display: contents`: it changes nothing in the layout.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
