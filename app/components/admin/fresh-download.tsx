import { useState, type ReactNode } from "react";
import { errorText, useConsole } from "./console-state";
import { ensureFreshCheck } from "./passkey";

/**
 * A download from the API that needs a fresh passkey check (the exports): the click first
 * makes sure of the check (the passkey prompt opens if needed), then follows the link. Without
 * JavaScript it is an ordinary link, and the server still refuses a stale session.
 */
export function FreshDownload({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { copy } = useConsole();
  const [error, setError] = useState("");
  return (
    <>
      <a
        className={className}
        href={href}
        download
        onClick={(event) => {
          if (event.currentTarget.dataset.checked === "1") {
            delete event.currentTarget.dataset.checked;
            return;
          }
          event.preventDefault();
          const link = event.currentTarget;
          setError("");
          ensureFreshCheck().then(
            () => {
              link.dataset.checked = "1";
              link.click();
            },
            (failure: unknown) => setError(errorText(copy, failure)),
          );
        }}
      >
        {children}
      </a>
      {error && (
        <span role="alert" className="text-sm text-danger-300">
          {error}
        </span>
      )}
    </>
  );
}
