import type { Lang } from "~/i18n/lang";
import { announceSignedOut } from "./api";

/**
 * An image sent to the media API (docs/decisions/024-media.md) as the request's body, by
 * XMLHttpRequest: fetch cannot report upload progress, and a 20 MB photo on a slow line takes a
 * while. The server's refusal comes back with its message in both languages.
 */

/** A refusal: the server's code and its message in both languages (or the console's own, for a lost connection). */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly messages?: Record<Lang, string>,
  ) {
    super(code);
  }
}

export interface UploadTarget {
  /** `/media` for a new image, `/media/<id>/file` to replace one's file. */
  path: string;
  file: File;
  /** Called with the share sent, 0 to 1. */
  onProgress(share: number): void;
}

export function uploadImage<T>({ path, file, onProgress }: UploadTarget): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin${path}`);
    xhr.withCredentials = true;
    // The type the file claims: the server checks it against the bytes (a mismatch is refused).
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError("network"));
    xhr.onabort = () => reject(new UploadError("network"));
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { error?: string; message?: Record<Lang, string> };
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const code = body.error ?? "server";
      if (xhr.status === 401 && code === "signed-out") announceSignedOut();
      reject(new UploadError(code, body.message));
    };
    xhr.send(file);
  });
}
