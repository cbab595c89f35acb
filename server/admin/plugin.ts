import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { useSession } from "../db";
import { defaultFrom, transportUrl } from "../notify/email";
import { hashIp, ipSaltSource } from "../enquiries/store";
import { clientNetwork } from "./client-network";
import { accountRoutes, publicAuthRoutes, sessionStateRoutes } from "./auth-routes";
import { consolePage } from "./console-page";
import { ConsoleError, type ConsoleContext } from "./context";
import { inboxRoutes } from "./inbox-routes";
import { contentRoutes } from "./content-routes";
import { mediaRoutes } from "./media-routes";
import { seedDocuments } from "../content/seed";
import { backupRoutes } from "./backup-routes";
import { bookingRoutes } from "./booking-routes";
import { bookingActionRoutes } from "./booking-actions";
import { invitationMail, signInMail } from "./mail";
import { sendSecurityNotices } from "./security-notice";
import { statsRoutes } from "./stats-routes";
import { relyingPartyOf } from "./relying-party";
import { linkNonceCookie, sessionCookie } from "./session-cookie";

export interface OperatorConsoleOptions {
  config: Config;
  now?: () => Date;
  /** Sign-in attempts per client IP per minute. */
  signInRateLimit?: number;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The operator console (docs/decisions/006-operator-console.md): its page at /admin and its
 * JSON API under /api/admin. Needs the `db` decoration. Every state-changing call must come
 * from SITE_URL's origin; everything but sign-in and enrolment needs a live session.
 */
export async function operatorConsole(
  app: FastifyInstance,
  { config, now = () => new Date(), signInRateLimit = 20 }: OperatorConsoleOptions,
) {
  const siteOrigin = new URL(config.SITE_URL).origin;
  const mailer = config.SMTP_URL ? nodemailer.createTransport(transportUrl(config.SMTP_URL)) : undefined;
  // Security notices go out in the background; a closing server lets them finish first.
  const notices = new Set<Promise<void>>();
  if (mailer)
    app.addHook("onClose", async () => {
      await Promise.allSettled([...notices]);
      mailer.close();
    });
  const from = config.MAIL_FROM ?? defaultFrom(config.SITE_URL);
  const saltOf = ipSaltSource(app.db, config.IP_HASH_SALT);
  const ctx: ConsoleContext = {
    db: app.db,
    erasures: app.erasures,
    siteUrl: config.SITE_URL,
    now,
    rp: relyingPartyOf(config.SITE_URL),
    cookie: sessionCookie(config.SITE_URL),
    linkCookie: linkNonceCookie(config.SITE_URL),
    notifyChannels: app.hasDecorator("notifications") ? app.notifications.channels : [],
    bookingChannels: app.hasDecorator("notifications") ? app.notifications.bookingChannels : [],
    kickNotifications: () => (app.hasDecorator("notifications") ? app.notifications.kick() : undefined),
    sendSignInLink: mailer
      ? async (to, url, lang) => {
          await mailer.sendMail({ from, to, ...signInMail(url, lang) });
        }
      : undefined,
    sendInvitation: mailer
      ? async (to, url, lang) => {
          await mailer.sendMail({ from, to, ...invitationMail(url, lang) });
        }
      : undefined,
    clientKey: async (ip, at) => hashIp(clientNetwork(ip), await saltOf(at)),
    notifySecurity: (account, event) => {
      if (!mailer) return;
      const failed = (code: string | number | undefined) =>
        app.log.error({ notice: event.kind, code }, "security notice not sent");
      const job = sendSecurityNotices({
        db: app.db,
        mailer,
        from,
        siteUrl: config.SITE_URL,
        account,
        event,
        at: now(),
        onFailure: failed,
      }).catch(() => failed(undefined));
      notices.add(job);
      void job.finally(() => notices.delete(job));
    },
  };

  await app.register(consolePage, { clientDir: config.CLIENT_DIR });

  await app.register(
    async (api) => {
      api.setErrorHandler((error: FastifyError | ConsoleError, request, reply) => {
        noStoreJson(reply);
        if (error instanceof ConsoleError) return reply.code(error.statusCode).send({ error: error.code });
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error(error, "console request failed");
        return reply.code(status).send({ error: status === 429 ? "rate-limited" : status === 500 ? "server" : "invalid" });
      });
      api.setNotFoundHandler((_request, reply) => noStoreJson(reply).code(404).send({ error: "not-found" }));

      // A state change must come from a page of this site: a cross-site page cannot send this
      // Origin, and SameSite=Strict keeps the cookie off its requests as a second guard.
      api.addHook("onRequest", async (request: FastifyRequest) => {
        if (SAFE_METHODS.has(request.method)) return;
        if (request.headers.origin !== siteOrigin) throw new ConsoleError(403, "origin");
      });

      await sessionStateRoutes(api, ctx);
      await api.register(async (open) => {
        // Per client network (an IPv6 /64 counts as one client, as the forms' limit does).
        await open.register(rateLimit, { max: signInRateLimit, timeWindow: 60_000, ipv6Subnet: 64 });
        await publicAuthRoutes(open, ctx);
      });

      await api.register(async (guarded) => {
        guarded.addHook("onRequest", async (request) => {
          const token = ctx.cookie.read(request);
          const session = token ? await useSession(ctx.db, token, ctx.now()) : undefined;
          if (!session) throw new ConsoleError(401, "signed-out");
          request.operator = session.operator;
          request.sessionHash = session.tokenHash;
          request.sessionVerifiedAt = session.verifiedAt;
        });
        await accountRoutes(guarded, ctx);
        // Enquiries, backups and statistics are not an editor's (docs/decisions/018-content-editing.md).
        await guarded.register(async (enquiries) => {
          enquiries.addHook("onRequest", async (request) => {
            if (request.operator?.role === "editor") throw new ConsoleError(403, "no-enquiries");
          });
          await inboxRoutes(enquiries, ctx);
          await backupRoutes(enquiries, ctx);
          await statsRoutes(enquiries, ctx, () => app.siteStats.flush());
          await bookingRoutes(enquiries, ctx, () => app.bookingCalendar);
          await bookingActionRoutes(enquiries, ctx, () => app.bookingCalendar);
        });
        await guarded.register(async (content) => {
          await contentRoutes(content, {
            ...ctx,
            content: { db: ctx.db, seed: seedDocuments },
            onPublished: () => (app.hasDecorator("siteContent") ? app.siteContent.refresh() : undefined),
            preview: (pagePath, drafts) =>
              app.hasDecorator("siteContent") ? app.siteContent.preview(pagePath, drafts) : Promise.resolve(undefined),
          });
        });
        // The media library (docs/decisions/024-media.md): owners and editors.
        await guarded.register(async (media) => mediaRoutes(media, ctx));
      });
    },
    { prefix: "/api/admin" },
  );
}

function noStoreJson(reply: FastifyReply): FastifyReply {
  return reply.header("Cache-Control", "no-store").type("application/json; charset=utf-8");
}
