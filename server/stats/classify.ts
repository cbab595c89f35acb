import { isbot } from "isbot";
import { ADDRESS_SHAPED, redactPath } from "../http/logging";

/**
 * What the site statistics read from a request (docs/decisions/012-cookieless-statistics.md):
 * pure functions, so each rule is tested on its own.
 */

/** The request headers read here (Fastify's IncomingHttpHeaders fits). */
export interface StatsHeaders {
  host?: string;
  referer?: string;
  "user-agent"?: string;
  "sec-purpose"?: string | string[];
  purpose?: string | string[];
  "x-moz"?: string | string[];
  "sec-gpc"?: string | string[];
  dnt?: string | string[];
}

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A visitor who arrived with neither a referrer from elsewhere nor a UTM source. */
export const DIRECT_SOURCE = "(direct)";

/** Longest stored value of a referrer host or UTM parameter; longer ones are cut. */
export const MAX_VALUE_LENGTH = 100;
/** Longest stored path of a 404 (the pages' own paths are far shorter). */
export const MAX_PATH_LENGTH = 200;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** A prefetch or prerender the browser made on its own: nobody has seen the page (yet). */
export function isPrefetch(headers: StatsHeaders): boolean {
  return [headers["sec-purpose"], headers.purpose, headers["x-moz"]].some((value) => /prefetch|prerender/i.test(first(value)));
}

/** What a user agent says (bot, device), for the agents seen lately: isbot's pattern costs microseconds a call. */
const agentAnswers = new Map<string, { bot: boolean; device: DeviceClass }>();
const AGENTS_KEPT = 2_000;

function agentOf(agent: string): { bot: boolean; device: DeviceClass } {
  let answer = agentAnswers.get(agent);
  if (answer === undefined) {
    answer = { bot: agent.trim() === "" || isbot(agent), device: deviceClass(agent) };
    if (agentAnswers.size >= AGENTS_KEPT) agentAnswers.clear();
    agentAnswers.set(agent, answer);
  }
  return answer;
}

/** A crawler, a monitoring probe or a script: the isbot list, and requests with no user agent at all. */
export function isBot(headers: StatsHeaders): boolean {
  return agentOf(headers["user-agent"] ?? "").bot;
}

/** The device class of a request's user agent (deviceClass, remembered per agent). */
export function deviceOf(headers: StatsHeaders): DeviceClass {
  return agentOf(headers["user-agent"] ?? "").device;
}

/** Global Privacy Control or Do Not Track: the request is counted as a page view only, never as a visitor. */
export function optsOut(headers: StatsHeaders): boolean {
  return first(headers["sec-gpc"]).trim() === "1" || first(headers.dnt).trim() === "1";
}

/**
 * Mobile, tablet or desktop, from the user agent's usual markers. iPads since iPadOS 13 say
 * they are a Mac and are counted as desktops; nothing better can be read without a script.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

// C0/C1 controls, DEL and bidi controls: never part of a stored value.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A referrer host or UTM value as it is stored: trimmed, lower-case, without control characters
 * or brackets (bracketed values such as "(direct)" and "(other)" are the statistics' own), cut
 * to MAX_VALUE_LENGTH. Empty: nothing to count.
 */
export function cleanValue(value: string, max = MAX_VALUE_LENGTH): string {
  const clean = value.replace(UNSAFE, "").replace(/[()]/g, "").trim().toLowerCase().slice(0, max).trim();
  // A CRM's campaign link may carry the recipient's address: personal data an erasure cannot
  // reach in counters kept 25 months. Such a value is not counted at all.
  return ADDRESS_SHAPED.test(clean) ? "" : clean;
}

/**
 * A 404's path as it is counted: controls removed, every segment holding an address
 * redacted as in the logs (server/http/logging.ts), cut to MAX_PATH_LENGTH.
 */
export function cleanPath(path: string): string {
  return redactPath(path.replace(UNSAFE, "")).slice(0, MAX_PATH_LENGTH);
}

/**
 * The host of a Referer from another site (its path and query are dropped), or undefined for
 * none, an unreadable one, or this site itself (the request's host or SITE_URL's).
 */
export function externalReferrerHost(headers: StatsHeaders, siteHost: string): string | undefined {
  if (!headers.referer) return undefined;
  // The usual scheme://host form is read directly (a URL object per view costs more); anything
  // else goes through the URL parser.
  const plain = /^[a-z][a-z0-9+.-]*:\/\/([a-z0-9.-]+)(?::\d+)?(?:[/?#]|$)/i.exec(headers.referer);
  let host: string;
  if (plain) host = plain[1]!;
  else {
    try {
      host = new URL(headers.referer).hostname;
    } catch {
      return undefined;
    }
  }
  host = host.toLowerCase().replace(/\.$/, "");
  if (!host) return undefined;
  const ownHost = (headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
  if (host === ownHost || host === siteHost) return undefined;
  return cleanValue(host) || undefined;
}

export interface Campaign {
  source?: string;
  medium?: string;
  campaign?: string;
}

/** utm_source, utm_medium and utm_campaign of a query string (after the `?`), cleaned. */
export function campaignOf(search: string): Campaign {
  if (!search.includes("utm_")) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const read = (name: string) => cleanValue(params.get(name) ?? "") || undefined;
  return { source: read("utm_source"), medium: read("utm_medium"), campaign: read("utm_campaign") };
}

/** Where a visitor came from: the UTM source when the link has one, else the referrer's host, else DIRECT_SOURCE. */
export function sourceOf(campaign: Campaign, referrerHost: string | undefined): string {
  return campaign.source ?? referrerHost ?? DIRECT_SOURCE;
}
