import { useEffect, useState } from "react";
import type { ConsoleCopy } from "~/content/console";
import type { Lang } from "~/i18n/lang";
import { api } from "./api";
import { errorText, useScreenTitle } from "./console-state";
import { signInWithPasskey } from "./passkey";

/** The screen for a signed-out operator: a passkey, or (with SMTP) a link by email. */
export function SignIn({ copy, lang, onSignedIn }: { copy: ConsoleCopy; lang: Lang; onSignedIn(email: string): void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [emailSignIn, setEmailSignIn] = useState(false);
  const [sent, setSent] = useState(false);
  const [email, setEmail] = useState("");
  useEffect(() => {
    api<{ emailSignIn: boolean }>("/config").then(
      (config) => setEmailSignIn(config.emailSignIn),
      () => {},
    );
  }, []);
  const t = copy.signIn;
  useScreenTitle(copy, t.heading);
  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink-100">{t.heading}</h1>
      <p className="mt-3 text-ink-300">{t.intro}</p>
      <button
        type="button"
        className="btn btn-primary mt-6 w-full"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setMessage("");
          try {
            onSignedIn((await signInWithPasskey()).email);
          } catch (error) {
            setMessage(errorText(copy, error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t.working : t.passkey}
      </button>
      <p role="status" className="mt-3 min-h-6 text-sm text-danger-300">
        {message}
      </p>
      {emailSignIn && (
        <form
          className="card mt-8 p-5"
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              await api("/sign-in/email", { method: "POST", body: { email, lang } });
              setSent(true);
            } catch (error) {
              setMessage(errorText(copy, error));
            }
          }}
        >
          <h2 className="text-lg font-semibold text-ink-100">{t.emailHeading}</h2>
          <p className="mt-2 text-sm text-ink-300">{t.emailIntro}</p>
          <label htmlFor="sign-in-email" className="mt-4 block text-sm font-medium text-ink-200">
            {t.emailLabel}
          </label>
          <input
            id="sign-in-email"
            // Text with the email keyboard: type="email" refuses åsa@exempel.se (app/forms/email.ts).
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoComplete="username webauthn"
            className="field-input mt-1.5"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary mt-4">
            {t.emailSend}
          </button>
          {sent && (
            <p role="status" className="mt-3 text-sm text-brand-300">
              {t.emailSent}
            </p>
          )}
        </form>
      )}
      <p className="mt-8 text-sm text-ink-400">{t.recovery}</p>
    </div>
  );
}
