import { useState } from "react";
import { api } from "./api";
import { ConfirmButton } from "./confirm-button";
import { formatTime, useConsole } from "./console-state";
import { TextField } from "./labelled-field";
import { useResource } from "./use-resource";

interface Operator {
  id: string;
  email: string;
  role: "owner" | "operator";
  passkeys: number;
  /** Passkeys added without a passkey check, still waiting out their 24 hours. */
  waitingPasskeys: { id: string; name: string; waitingUntil: string }[];
}

const ROLES = ["owner", "operator", "editor"] as const;

/**
 * The operators and their roles (docs/decisions/008-operator-roles-and-step-up.md): everyone
 * sees who they are; owners invite (the link is emailed to the invitee, never shown here),
 * remove and change roles. The server asks for a fresh passkey check for each of those.
 */
export function OperatorsPanel({ run }: { run: (action: () => Promise<unknown>) => Promise<void> }) {
  const { copy, lang, email } = useConsole();
  const t = copy.account;
  const trust = copy.trust;
  const security = copy.security;
  const team = useResource<{ items: Operator[] }>("/operators");
  const session = useResource<{ email: string | null; role?: "owner" | "operator" }>("/session");
  const operators = team.data?.items ?? [];
  const isOwner = session.data?.role === "owner";
  const [invitee, setInvitee] = useState("");
  const [sent, setSent] = useState("");
  const act = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      team.reload();
      session.reload();
    });

  return (
    <section aria-labelledby="operators" className="card p-5">
      <h2 id="operators" className="text-lg font-semibold text-ink-100">
        {t.operators}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{isOwner ? t.operatorsIntro : trust.ownersOnly}</p>
      <ul className="mt-4 divide-y divide-ink-800">
        {operators.map((operator) => (
          <li key={operator.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="min-w-0 break-all text-ink-100">
              {operator.email}
              {operator.email === email && <span className="text-ink-400"> ({t.you})</span>}
              {!isOwner && <span className="block text-xs text-ink-400">{trust.roles[operator.role]}</span>}
            </span>
            {isOwner && (
              <span className="flex flex-wrap items-end gap-2">
                <select
                  aria-label={trust.roleLabel(operator.email)}
                  className="field-input w-auto"
                  value={operator.role}
                  onChange={(event) => {
                    const role = event.target.value;
                    void act(() => api(`/operators/${encodeURIComponent(operator.id)}/role`, { method: "POST", body: { role } }));
                  }}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {trust.roles[role]}
                    </option>
                  ))}
                </select>
                {operator.email !== email && (
                  <ConfirmButton
                    label={t.removeOperator}
                    question={t.confirmRemoveOperator(operator.email)}
                    confirmLabel={t.removeOperator}
                    cancelLabel={copy.inbox.cancel}
                    onConfirm={() => act(() => api(`/operators/${encodeURIComponent(operator.id)}`, { method: "DELETE" }))}
                  />
                )}
              </span>
            )}
            {operator.waitingPasskeys.length > 0 && (
              <div className="w-full">
                <p className="text-xs font-semibold text-ink-300">{security.waitingHeading}</p>
                <ul>
                  {operator.waitingPasskeys.map((passkey) => (
                    <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                      <span className="min-w-0 break-words text-sm text-ink-200">
                        {passkey.name}
                        <span className="block text-xs text-ink-400">
                          {security.waitingUntil(formatTime(passkey.waitingUntil, lang))}
                        </span>
                      </span>
                      {isOwner && (
                        <ConfirmButton
                          label={security.confirm}
                          question={security.confirmQuestion(passkey.name, operator.email)}
                          confirmLabel={security.confirm}
                          cancelLabel={copy.inbox.cancel}
                          onConfirm={() =>
                            act(() =>
                              api(
                                `/operators/${encodeURIComponent(operator.id)}/passkeys/${encodeURIComponent(passkey.id)}/confirm`,
                                { method: "POST", body: {} },
                              ),
                            )
                          }
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSent("");
            void act(async () => {
              const result = await api<{ email: string }>("/operators", { method: "POST", body: { email: invitee, lang } });
              setSent(trust.inviteSent(result.email));
              setInvitee("");
            });
          }}
        >
          <TextField
            className="min-w-0 flex-1"
            label={t.inviteLabel}
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            required
            value={invitee}
            onChange={(event) => setInvitee(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t.invite}
          </button>
        </form>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm text-brand-300">
        {sent}
      </p>
    </section>
  );
}
