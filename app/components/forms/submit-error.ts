import { phoneDisplay } from "~/config/site";
import { submitErrorMessage } from "~/forms/messages";
import type { Lang } from "~/i18n/lang";
import { useCompany } from "~/i18n/use-lang";

/**
 * The form failure alert's text with the page's company details (the published `company`
 * document), computed where the page is rendered and handed to the form island as a prop: the
 * islands take no copy from modules (docs/decisions/019-islands-on-preact.md).
 */
export function useSubmitError(lang: Lang): string {
  const company = useCompany();
  return submitErrorMessage(lang, { email: company.email, phone: phoneDisplay(lang, company.phone.display) });
}
