/**
 * What the audit log records (docs/decisions/006-operator-console.md): shared by the server,
 * which writes the entries, and the console, which names each action in the operator's language.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "sign-out-everywhere",
  "passkey-added",
  "passkey-removed",
  "operator-invited",
  "operator-removed",
  "role-changed",
  "sign-in-link-sent",
  "status-changed",
  "deleted",
  "exported",
  "erased",
  "retried",
  "kept",
  "unkept",
  // Spam defence (docs/decisions/011-spam-defence.md): an enquiry moved out of or into spam.
  "not-spam",
  "marked-spam",
  // Content editing (docs/decisions/018-content-editing.md).
  "content-saved",
  "content-published",
  "content-restored",
  "content-imported",
  "content-stale-confirmed",
  // The media library (docs/decisions/024-media.md).
  "media-added",
  "media-replaced",
  "media-updated",
  "media-removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
