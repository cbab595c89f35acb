import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A destructive action in two steps, in place: the button turns into a question with
 * "confirm" and "cancel". Focus moves to the question's buttons and back, so it works by
 * keyboard and a screen reader hears the question (role="alert").
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled,
  className = "btn btn-secondary",
}: {
  label: ReactNode;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void | Promise<void>;
  disabled?: boolean;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button ref={openRef} type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 rounded-lg border border-danger-400 px-3 py-2">
      <span role="alert" className="text-sm text-danger-300">
        {question}
      </span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={async () => {
          await onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </button>
      <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </span>
  );
}
