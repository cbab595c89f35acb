import { hash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Lang } from "~/i18n/lang";
import {
  addStatIncrements,
  findVisitor,
  insertVisitors,
  OTHER_VALUE,
  utcDay,
  type Database,
  type StatIncrement,
  type VisitorRow,
} from "../db";
import { networkKey } from "../http/client-network";
import { campaignOf, cleanPath, deviceOf, externalReferrerHost, optsOut, sourceOf, type StatsHeaders } from "./classify";

/**
 * The counters (docs/decisions/012-cookieless-statistics.md). "" is the value of a dimension
 * that is a plain daily total.
 */
export const DIMENSIONS = {
  views: "views",
  visitors: "visitors",
  page: "page",
  lang: "lang",
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  device: "device",
  /** Visitors by the page they entered on. */
  entry: "entry",
  /** Visitors by where they came from (UTM source, referrer host or "(direct)"). */
  source: "source",
  notFound: "not_found",
  enquiries: "enquiries",
  enquirySource: "enquiry_source",
  enquiryEntry: "enquiry_entry",
} as const;

/** An enquiry whose sender's visit is unknown (a GPC browser, another day, another device). */
export const UNKNOWN_ORIGIN = "(unknown)";

/** Values a day keeps per dimension whose values a stranger chooses; the rest count as "(other)". */
export const DEFAULT_VALUE_CAP = 500;
const CAPPED: ReadonlySet<string> = new Set([
  DIMENSIONS.referrer,
  DIMENSIONS.utmSource,
  DIMENSIONS.utmMedium,
  DIMENSIONS.utmCampaign,
  DIMENSIONS.source,
  DIMENSIONS.notFound,
  DIMENSIONS.enquirySource,
]);
/**
 * Visitor hashes held in memory per day (to count each once without asking the database) and
 * new ones waiting for the next flush: bounds on what a flood of fake user agents can cost.
 */
const MAX_SEEN = 100_000;
const MAX_PENDING_VISITORS = 20_000;
/**
 * Distinct referrer, UTM and source values one client network (an IPv4 address, an IPv6 /64:
 * server/http/client-network.ts) may add to a day; its further values count as "(other)". So
 * one client cannot fill the day's DEFAULT_VALUE_CAP and push genuine sources into "(other)".
 */
export const VALUES_PER_NETWORK = 5;
/** Networks tracked per day for that budget; past it, new values of new networks count as "(other)". */
const MAX_NETWORKS = 100_000;

export interface Origin {
  entryPage: string;
  source: string;
}

/** What a counted page view needs from its request. */
export interface PageRequest {
  ip: string;
  headers: StatsHeaders;
  /** The query string, without the `?` ("" for none). */
  search: string;
}

export interface CollectorOptions {
  /** The day's salt (the IP hash's: server/enquiries/store.ts), with IP_HASH_SALT mixed in. */
  saltOf: (now: Date) => Promise<string>;
  /** SITE_URL's host name: a Referer from it is not an external source. */
  siteHost: string;
  valueCap?: number;
  now?: () => Date;
}

/**
 * A keyed hash of address and user agent under the day's secret salt: SHA-256 over the salt
 * and both, one call (a third of an HMAC's cost on every page view; nothing is published that
 * a length extension could use). Unreadable once the salt is deleted.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return hash("sha256", `${salt}\u0000visitor\u0000${ip}\u0000${userAgent}`, "base64url");
}

/**
 * Counts page views in memory and writes them as increments on `flush` (the plugin calls it
 * every few seconds and at shutdown). Recording is synchronous and cheap; the one wait, for the
 * day's salt on the first view of a day, happens after the page is answered.
 */
export class StatsCollector {
  /** day → dimension → value → count, since the last flush. */
  private counters = new Map<string, Map<string, Map<string, number>>>();
  private pendingVisitors = new Map<string, VisitorRow>();
  private seen = new Map<string, Origin>();
  private seenDay = "";
  private salt: { day: string; value: string } | undefined;
  private today = { epochDay: -1, day: "" };
  private saltLoading: Promise<void> | undefined;
  private flushing: Promise<void> | undefined;
  private readonly valueCap: number;
  private readonly now: () => Date;
  /** network (its networkKey, never an address) → dimension → the values it sent today, for VALUES_PER_NETWORK. */
  private networkValues = new Map<string, Map<string, Set<string>>>();
  private networkDay = "";

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: CollectorOptions,
  ) {
    this.valueCap = options.valueCap ?? DEFAULT_VALUE_CAP;
    this.now = options.now ?? (() => new Date());
  }

  /** The cap of a dimension's values per day, or undefined for dimensions the site itself names. */
  capOf = (dimension: string): number | undefined => (CAPPED.has(dimension) ? this.valueCap : undefined);

  private count(day: string, dimension: string, value: string, by = 1): void {
    // Nested maps: no key string is built on the serving path.
    let ofDay = this.counters.get(day);
    if (!ofDay) this.counters.set(day, (ofDay = new Map()));
    let values = ofDay.get(dimension);
    if (!values) ofDay.set(dimension, (values = new Map()));
    const existing = values.get(value);
    if (existing !== undefined) {
      values.set(value, existing + by);
      return;
    }
    // Only a bound on memory between two flushes (the database applies the day's cap): twice
    // the cap, so a value the day already has is not lumped with "(other)" in a busy window.
    if (value !== OTHER_VALUE && this.capOf(dimension) !== undefined && values.size >= 2 * this.valueCap)
      return this.count(day, dimension, OTHER_VALUE, by);
    values.set(value, by);
  }

  /** Every count since the last flush, as increments, and a fresh start. */
  private takeCounters(): StatIncrement[] {
    const increments: StatIncrement[] = [];
    for (const [day, ofDay] of this.counters)
      for (const [dimension, values] of ofDay)
        for (const [value, count] of values) increments.push({ day, dimension, value, count });
    this.counters = new Map();
    return increments;
  }

  /** The UTC day of a time, formatted once a day rather than on every view. */
  private dayOf(now: Date): string {
    const epochDay = Math.floor(now.getTime() / 86_400_000);
    if (epochDay !== this.today.epochDay) this.today = { epochDay, day: utcDay(now) };
    return this.today.day;
  }

  /** A page answered to a visitor: `page` is its canonical path, `lang` its language. */
  recordPage(request: PageRequest, page: string, lang: Lang, now = this.now()): void {
    const day = this.dayOf(now);
    this.count(day, DIMENSIONS.views, "");
    this.count(day, DIMENSIONS.page, page);
    this.count(day, DIMENSIONS.lang, lang);
    // Global Privacy Control / Do Not Track: the page view, nothing about who or from where.
    if (optsOut(request.headers)) return;
    const userAgent = request.headers["user-agent"] ?? "";
    // Worked out only for a view that brings a value (most bring none).
    let network: string | undefined;
    const own = (dimension: string, value: string | undefined) =>
      value === undefined ? undefined : this.withinBudget(day, (network ??= networkKey(request.ip)), dimension, value);
    const referrer = own(DIMENSIONS.referrer, externalReferrerHost(request.headers, this.options.siteHost));
    const raw = campaignOf(request.search);
    const campaign = {
      source: own(DIMENSIONS.utmSource, raw.source),
      medium: own(DIMENSIONS.utmMedium, raw.medium),
      campaign: own(DIMENSIONS.utmCampaign, raw.campaign),
    };
    if (referrer) this.count(day, DIMENSIONS.referrer, referrer);
    if (campaign.source) this.count(day, DIMENSIONS.utmSource, campaign.source);
    if (campaign.medium) this.count(day, DIMENSIONS.utmMedium, campaign.medium);
    if (campaign.campaign) this.count(day, DIMENSIONS.utmCampaign, campaign.campaign);
    this.count(day, DIMENSIONS.device, deviceOf(request.headers));
    const origin = { entryPage: page, source: sourceOf(campaign, referrer) };
    const salt = this.salt?.day === day ? this.salt.value : undefined;
    if (salt !== undefined) this.noteVisitor(day, visitorHash(salt, request.ip, userAgent), origin);
    else
      void this.loadSalt(now).then(
        () => this.salt?.day === day && this.noteVisitor(day, visitorHash(this.salt.value, request.ip, userAgent), origin),
        () => undefined,
      );
  }

  /**
   * `value`, or "(other)" once `network` has sent VALUES_PER_NETWORK other values of this
   * dimension today. The statistics' own bracketed values cost nothing.
   */
  private withinBudget(day: string, network: string, dimension: string, value: string): string {
    if (value.startsWith("(")) return value;
    if (this.networkDay !== day) {
      this.networkValues = new Map();
      this.networkDay = day;
    }
    let sent = this.networkValues.get(network);
    if (!sent) {
      if (this.networkValues.size >= MAX_NETWORKS) return OTHER_VALUE;
      this.networkValues.set(network, (sent = new Map()));
    }
    let values = sent.get(dimension);
    if (!values) sent.set(dimension, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= VALUES_PER_NETWORK) return OTHER_VALUE;
    values.add(value);
    return value;
  }

  /** A 404, by its path, so broken inbound links show up. */
  recordNotFound(path: string, now = this.now()): void {
    this.count(this.dayOf(now), DIMENSIONS.notFound, cleanPath(path) || "/");
  }

  private noteVisitor(day: string, hash: string, origin: Origin): void {
    if (this.seenDay !== day) {
      this.seen.clear();
      this.seenDay = day;
    }
    if (this.seen.has(hash)) return;
    if (this.seen.size < MAX_SEEN) this.seen.set(hash, origin);
    const key = `${day}\u0000${hash}`;
    if (this.pendingVisitors.has(key) || this.pendingVisitors.size >= MAX_PENDING_VISITORS) return;
    this.pendingVisitors.set(key, { day, hash, ...origin });
  }

  private loadSalt(now: Date): Promise<void> {
    this.saltLoading ??= this.options
      .saltOf(now)
      .then((value) => {
        this.salt = { day: utcDay(now), value };
      })
      .finally(() => (this.saltLoading = undefined));
    return this.saltLoading;
  }

  /**
   * Where the sender of a form post entered the site today and from where: the same day's hash
   * of address and user agent, looked up in memory, then in the database (another instance may
   * have served the visit). Undefined when the visit is unknown or the request opts out.
   */
  async originOf(ip: string, headers: StatsHeaders, now: Date): Promise<Origin | undefined> {
    if (optsOut(headers)) return undefined;
    // Statistics never cost an enquiry: a failed lookup leaves its origin unknown.
    return this.lookUpOrigin(ip, headers, now).catch(() => undefined);
  }

  private async lookUpOrigin(ip: string, headers: StatsHeaders, now: Date): Promise<Origin | undefined> {
    const day = utcDay(now);
    if (this.salt?.day !== day) await this.loadSalt(now);
    if (this.salt?.day !== day) return undefined;
    const hash = visitorHash(this.salt.value, ip, headers["user-agent"] ?? "");
    const inMemory = (this.seenDay === day ? this.seen.get(hash) : undefined) ?? this.pendingVisitors.get(`${day}\u0000${hash}`);
    if (inMemory) return { entryPage: inMemory.entryPage, source: inMemory.source };
    return findVisitor(this.db, day, hash);
  }

  /** A stored enquiry (not spam), on the day it arrived, by its sender's source and entry page when known. */
  recordEnquiry(enquiry: { createdAt: string; entryPage: string | null; source: string | null }): void {
    const day = enquiry.createdAt.slice(0, 10);
    this.count(day, DIMENSIONS.enquiries, "");
    this.count(day, DIMENSIONS.enquirySource, enquiry.source ?? UNKNOWN_ORIGIN);
    this.count(day, DIMENSIONS.enquiryEntry, enquiry.entryPage ?? UNKNOWN_ORIGIN);
  }

  /**
   * Writes what was counted since the last flush: first the new visitor hashes (only those new
   * to the database count as visitors, so instances never count one twice), then every counter
   * as an increment. On failure the counts are kept for the next flush.
   */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    // Views that arrived while the day's salt was being read are noted once it is here.
    await this.saltLoading?.catch(() => undefined);
    const visitors = [...this.pendingVisitors.values()];
    this.pendingVisitors = new Map();
    try {
      const inserted = visitors.length > 0 ? await insertVisitors(this.db, visitors) : [];
      for (const visitor of inserted) {
        this.count(visitor.day, DIMENSIONS.visitors, "");
        this.count(visitor.day, DIMENSIONS.entry, visitor.entryPage);
        this.count(visitor.day, DIMENSIONS.source, visitor.source);
      }
    } catch (error) {
      for (const visitor of visitors) this.pendingVisitors.set(`${visitor.day}\u0000${visitor.hash}`, visitor);
      throw error;
    }
    const counters = this.takeCounters();
    if (counters.length === 0) return;
    try {
      await addStatIncrements(this.db, counters, this.capOf);
    } catch (error) {
      for (const inc of counters) this.count(inc.day, inc.dimension, inc.value, inc.count);
      throw error;
    }
  }
}
