import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { errorText, useConsole } from "~/components/admin/console-state";
import { enrolPasskey } from "~/components/admin/passkey";

/**
 * /admin/enrol#token: an invited operator creates their first passkey. The token travels in
 * the fragment, so it never reaches a server log; it is taken out of the address bar at once.
 */
export default function Enrol() {
  const { copy, signedIn } = useConsole();
  const t = copy.enrol;
  const navigate = useNavigate();
  // The console renders only in the browser, so the address is there from the first render.
  const [token] = useState(() => window.location.hash.slice(1));
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  useEffect(() => {
    history.replaceState(null, "", window.location.pathname);
    document.title = `${t.heading} · ${copy.title}`;
  }, [t.heading, copy.title]);

  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink-100">{t.heading}</h1>
      <p className="mt-3 text-ink-300">{t.intro}</p>
      <form
        className="mt-6"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setMessage("");
          try {
            const { email } = await enrolPasskey(token, name.trim() || t.defaultName);
            signedIn(email);
            void navigate("/admin");
          } catch (error) {
            setMessage(errorText(copy, error));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor="passkey-name" className="block text-sm font-medium text-ink-200">
          {t.nameLabel}
        </label>
        <input
          id="passkey-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          placeholder={t.defaultName}
          className="field-input mt-1.5"
        />
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy || !token}>
          {busy ? copy.signIn.working : t.create}
        </button>
        <p role="status" className="mt-3 min-h-6 text-sm text-danger-300">
          {!token && !busy ? copy.errors["link-invalid"] : message}
        </p>
      </form>
    </div>
  );
}
