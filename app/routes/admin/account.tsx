import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "~/components/admin/api";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { errorText, formatTime, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { TextField } from "~/components/admin/labelled-field";
import { OperatorsPanel } from "~/components/admin/operators-panel";
import { addPasskey } from "~/components/admin/passkey";
import { useResource } from "~/components/admin/use-resource";

interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Set while a passkey added without a passkey check passes no step-up. */
  waitingUntil: string | null;
}

/** The operator's passkeys, the operators and their roles (operators-panel.tsx), and signing out everywhere. */
export default function Account() {
  const { copy, lang, email } = useConsole();
  const t = copy.account;
  const navigate = useNavigate();
  const ownKeys = useResource<{ items: Passkey[] }>("/passkeys");
  const passkeys = ownKeys.data?.items ?? [];
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  // When a passkey just added starts to pass a step-up (shown in the current language).
  const [addedWaiting, setAddedWaiting] = useState("");
  const [removeRecent, setRemoveRecent] = useState(false);

  useScreenTitle(copy, t.heading);

  const run = async (action: () => Promise<unknown>) => {
    setMessage("");
    setAddedWaiting("");
    try {
      await action();
      ownKeys.reload();
    } catch (error) {
      setMessage(errorText(copy, error));
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-1 text-ink-300">{email}</p>
      <p role="status" className="mt-2 min-h-6 text-sm text-danger-300">
        {message}
      </p>
      {addedWaiting && (
        <p role="status" className="text-sm text-brand-300">
          {copy.security.addedWaiting(formatTime(addedWaiting, lang))}
        </p>
      )}

      <div className="mt-2 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="passkeys" className="card p-5">
          <h2 id="passkeys" className="text-lg font-semibold text-ink-100">
            {t.passkeys}
          </h2>
          <p className="mt-1 text-sm text-ink-300">{t.passkeysIntro}</p>
          <ul className="mt-4 divide-y divide-ink-800">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="block font-medium text-ink-100">{passkey.name}</span>
                  <span className="block text-xs text-ink-400">
                    {t.added(formatTime(passkey.createdAt, lang))} ·{" "}
                    {passkey.lastUsedAt ? t.lastUsed(formatTime(passkey.lastUsedAt, lang)) : t.neverUsed}
                  </span>
                  {passkey.waitingUntil && (
                    <span className="block text-xs text-gold-300">
                      {copy.security.waitingUntil(formatTime(passkey.waitingUntil, lang))}
                    </span>
                  )}
                </span>
                {passkeys.length > 1 && (
                  <ConfirmButton
                    label={t.remove}
                    question={t.confirmRemove(passkey.name)}
                    confirmLabel={t.remove}
                    cancelLabel={copy.inbox.cancel}
                    onConfirm={() => run(() => api(`/passkeys/${encodeURIComponent(passkey.id)}`, { method: "DELETE" }))}
                  />
                )}
              </li>
            ))}
          </ul>
          {passkeys.length === 1 && <p className="text-xs text-ink-400">{t.lastPasskey}</p>}
          <form
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => {
                const { waitingUntil } = await addPasskey(name.trim() || copy.enrol.defaultName);
                setName("");
                if (waitingUntil) setAddedWaiting(waitingUntil);
              });
            }}
          >
            <TextField
              className="min-w-0 flex-1"
              label={t.nameLabel}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={60}
              placeholder={copy.enrol.defaultName}
            />
            <button type="submit" className="btn btn-primary">
              {t.addPasskey}
            </button>
          </form>
        </section>

        <OperatorsPanel run={run} />

        <section aria-labelledby="sessions" className="card p-5">
          <h2 id="sessions" className="text-lg font-semibold text-ink-100">
            {t.sessions}
          </h2>
          <p className="mt-1 text-sm text-ink-300">{t.sessionsIntro}</p>
          <label className="mt-4 flex items-start gap-2 text-sm text-ink-200">
            <input
              type="checkbox"
              className="mt-1"
              checked={removeRecent}
              onChange={(event) => setRemoveRecent(event.target.checked)}
              aria-describedby="remove-recent-hint"
            />
            <span>
              {copy.security.removeRecent}
              <span id="remove-recent-hint" className="block text-xs text-ink-400">
                {copy.security.removeRecentHint}
              </span>
            </span>
          </label>
          <button
            type="button"
            className="btn btn-secondary mt-4"
            onClick={async () => {
              await api("/sign-out/everywhere", { method: "POST", body: { removeRecentPasskeys: removeRecent } }).catch(() => {});
              void navigate("/admin");
              window.location.reload();
            }}
          >
            {t.signOutEverywhere}
          </button>
        </section>
      </div>
    </>
  );
}
