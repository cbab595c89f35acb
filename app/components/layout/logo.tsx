import { useCompany } from "~/i18n/use-lang";

/** The mark: a peak (the north) with a gold spark above it. Original artwork. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0f1a15" />
      <rect
        x="0.75"
        y="0.75"
        width="38.5"
        height="38.5"
        rx="10.25"
        fill="none"
        stroke="#22e07a"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      <path d="M8 30 L17 14 L22 22 L25.5 17 L32 30 Z" fill="#22e07a" />
      <path d="M17 14 L20.2 19.7 L17.6 23.8 L14.2 19 Z" fill="#0f1a15" fillOpacity="0.35" />
      <circle cx="28.5" cy="10.5" r="2.6" fill="#f7cf56" />
    </svg>
  );
}

/**
 * The wordmark: the brand with its second word in gold (docs/architecture.md#look-and-feel).
 * `decorative`: a link that carries its own name ("Nordlegend, home") hides the wordmark from
 * assistive technology, which would otherwise read the brand twice.
 */
export function Wordmark({ className = "", decorative = false }: { className?: string; decorative?: boolean }) {
  const [first, second] = useCompany().brandParts;
  return (
    <span className={`text-lg font-bold tracking-tight ${className}`} aria-hidden={decorative || undefined}>
      <span className="text-ink-100">{first}</span>
      <span className="text-gold-400">{second}</span>
    </span>
  );
}
