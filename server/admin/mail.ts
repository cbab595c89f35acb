import type { Lang } from "~/i18n/lang";

const COPY = {
  sv: {
    subject: "Din inloggningslänk till webbplatsens inkorg",
    text: (url: string) =>
      `Någon bad om en inloggningslänk för den här adressen.\n\nLogga in (länken gäller i 15 minuter och en gång, i den webbläsare där du bad om den):\n${url}\n\nLägg gärna till en nyckel (passkey) på den här enheten när du är inloggad.\nBad du inte om länken kan du bortse från det här e-postmeddelandet.`,
  },
  en: {
    subject: "Your sign-in link to the website’s inbox",
    text: (url: string) =>
      `Someone asked for a sign-in link for this address.\n\nSign in (the link works once, for 15 minutes, in the browser where you asked for it):\n${url}\n\nOnce signed in, consider adding a passkey on this device.\nIf you did not ask for it, ignore this email.`,
  },
} satisfies Record<Lang, { subject: string; text: (url: string) => string }>;

/** The email with a one-time sign-in link to the console. */
export function signInMail(url: string, lang: Lang): { subject: string; text: string } {
  return { subject: COPY[lang].subject, text: COPY[lang].text(url) };
}

const INVITATION = {
  sv: {
    subject: "Du är inbjuden till webbplatsens inkorg",
    text: (url: string) =>
      `Du har bjudits in som operatör till webbplatsens inkorg.\n\nSkapa din nyckel (passkey) här. Länken gäller i 24 timmar och en gång:\n${url}\n\nVäntade du dig inte en inbjudan kan du bortse från det här e-postmeddelandet.`,
  },
  en: {
    subject: "You are invited to the website’s inbox",
    text: (url: string) =>
      `You have been invited as an operator of the website’s inbox.\n\nCreate your passkey here. The link works once, for 24 hours:\n${url}\n\nIf you did not expect an invitation, ignore this email.`,
  },
} satisfies Record<Lang, { subject: string; text: (url: string) => string }>;

/** The email with an invitee's one-time enrolment link: sent to them, never shown to the inviter. */
export function invitationMail(url: string, lang: Lang): { subject: string; text: string } {
  return { subject: INVITATION[lang].subject, text: INVITATION[lang].text(url) };
}
