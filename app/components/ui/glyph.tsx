import type { LucideIcon } from "lucide-react";

/**
 * One decorative lucide icon, drawn exactly as `Icon` draws it: hidden from assistive
 * technology, so the text beside it names the thing. Island code imports the icon it needs
 * from lucide-react and draws it with this; `Icon` looks icons up by name in a map of the
 * whole set, which would put every icon in the island scripts
 * (docs/decisions/019-islands-on-preact.md).
 */
export function Glyph({ icon: Component, className = "size-5" }: { icon: LucideIcon; className?: string }) {
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
