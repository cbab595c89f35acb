import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpReceiver } from "../../test/support/receivers";

/**
 * A real SMTP server on loopback for the browser tests (the same receiver the server tests
 * use): every message the site's server sends is written to E2E_MAIL_DIR as an .eml file,
 * where tests/e2e/store.ts reads it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR!;
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const receiver = await startSmtpReceiver({
    port: Number(process.env.E2E_SMTP_PORT),
    onMessage: (mail) => {
      count += 1;
      writeFileSync(path.join(mailDir, `${Date.now()}-${count}.eml`), mail.raw);
    },
  });
  return () => receiver.stop();
}
