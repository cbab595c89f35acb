import { pathToFileURL } from "node:url";
import { ConfigError, erasureListPathOf, loadConfig } from "../config";
import { openErasureList, type ErasureList } from "../erasures/list";
import { migrateToLatest, openDatabase } from "../db";
import { BACKUP_COMMANDS, runBackupCommand } from "./backup-commands";
import nodemailer from "nodemailer";
import { sendSecurityNotices } from "../admin/security-notice";
import { bookingChannelsOf, ownerChannels } from "../notify/channels";
import { defaultFrom, transportUrl } from "../notify/email";
import { runCommand, USAGE, UsageError } from "./commands";

/**
 * The operator's inbox: `npm run inbox -- <list|show|export|mark|keep|delete|purge|outbox|operator|audit|backup|restore>`
 * (docs/operations.md).
 * Exported for tests; run as a script it exits with the command's code.
 */
export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
  err: (text: string) => void = (text) => process.stderr.write(`${text}\n`),
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err(error.message);
      return 2;
    }
    throw error;
  }
  // Backups work on the file itself; a restore must not have it open.
  if (BACKUP_COMMANDS.has(argv.find((arg) => !arg.startsWith("-")) ?? "")) {
    try {
      return await runBackupCommand(argv, { config, out });
    } catch (error) {
      if (error instanceof UsageError) {
        err(`${error.message}\n\n${USAGE}`);
        return 2;
      }
      err(`inbox: ${(error as Error).message}`);
      return 1;
    }
  }
  const db = openDatabase(config.DATABASE_URL);
  let erasures: ErasureList | undefined;
  const mailer = config.SMTP_URL ? nodemailer.createTransport(transportUrl(config.SMTP_URL)) : undefined;
  try {
    erasures = openErasureList(erasureListPathOf(config));
    // The server migrates on start; doing it here too lets the command run before it ever has.
    await migrateToLatest(db);
    return await runCommand(argv, {
      db,
      retentionDays: config.RETENTION_DAYS,
      siteUrl: config.SITE_URL,
      out,
      notifyChannels: ownerChannels(config),
      bookingChannels: bookingChannelsOf(config),
      erasures,
      notifySecurity: mailer
        ? (account, event) =>
            sendSecurityNotices({
              db,
              mailer,
              from: config.MAIL_FROM ?? defaultFrom(config.SITE_URL),
              siteUrl: config.SITE_URL,
              account,
              event,
              at: new Date(),
              onFailure: (code) => err(`inbox: security notice not sent (SMTP ${code ?? "error"})`),
            })
        : undefined,
    });
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    err(`inbox: ${(error as Error).message}`);
    return 1;
  } finally {
    erasures?.close();
    mailer?.close();
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
