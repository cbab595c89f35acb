import type { Kysely } from "kysely";
import { isLang, type Lang } from "~/i18n/lang";
import type { Database } from "../db/schema";

/**
 * The language of the owner's emails (docs/decisions/030-the-owners-bookings.md): new
 * enquiries and booked, moved or cancelled calls go to MAIL_TO, the firm's address, not to one
 * operator, so the language is the site's setting, not a console user's: Swedish, the site's
 * default language, until an owner chooses English in the console. Read at each send, so a
 * change reaches every instance without a restart.
 */
export const OWNER_LANGUAGE_KEY = "owner-language";
export const DEFAULT_OWNER_LANGUAGE: Lang = "sv";

export async function readOwnerLanguage(db: Kysely<Database>): Promise<Lang> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", OWNER_LANGUAGE_KEY).executeTakeFirst();
  return isLang(row?.value) ? row.value : DEFAULT_OWNER_LANGUAGE;
}

export async function writeOwnerLanguage(db: Kysely<Database>, lang: Lang): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: OWNER_LANGUAGE_KEY, value: lang })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: lang }))
    .execute();
}
