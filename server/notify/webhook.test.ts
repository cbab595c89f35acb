import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxRow, Submission } from "../db";
import { loadConfig } from "../config";
import { createWebhookChannel, webhookSecretProblem } from "./webhook";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(calls.length === 1 ? 503 : 204).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const submission: Submission = {
  id: "5d0c3f0e-0000-4000-8000-000000000001",
  form: "contact",
  status: "new",
  createdAt: "2026-05-01T10:00:00.000Z",
  keptAt: null,
  entryPage: null,
  source: null,
  language: "sv",
  page: "/sv",
  fields: { name: "Jane", email: "jane@example.com", company: "", message: "Hej" },
  email: "jane@example.com",
  ipHash: "",
  userAgent: "",
} as Submission;
const row = { id: "a1b2c3d4-0000-4000-8000-000000000002", channel: "webhook" } as OutboxRow;

describe("webhook deliveries", () => {
  it("keep their id across retries, carry a fresh timestamp each time, and verify with a Standard Webhooks library", async () => {
    let clock = new Date();
    const channel = createWebhookChannel({ url, secret: SECRET, now: () => clock });
    await expect(channel.deliver(submission, row)).rejects.toThrow("HTTP 503");
    clock = new Date(clock.getTime() + 30_000);
    await channel.deliver(submission, row);

    const [first, retry] = calls;
    expect(first!.headers["webhook-id"]).toBe(row.id);
    expect(retry!.headers["webhook-id"]).toBe(row.id);
    expect(Number(retry!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"])).toBe(30);
    expect(retry!.headers["webhook-signature"]).not.toBe(first!.headers["webhook-signature"]);
    const receiver = new Webhook(SECRET);
    expect(receiver.verify(retry!.body, retry!.headers as Record<string, string>)).toMatchObject({ id: submission.id });

    // By hand, as docs/operations.md shows: HMAC-SHA256 over "id.timestamp.body" with the decoded secret.
    const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
    const signed = `${row.id}.${retry!.headers["webhook-timestamp"]}.${retry!.body}`;
    expect(retry!.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key).update(signed).digest("base64")}`);
  });

  it("cannot be replayed later or altered: the signature covers id, timestamp and body", async () => {
    const [, delivery] = calls;
    const receiver = new Webhook(SECRET);
    const headers = delivery!.headers as Record<string, string>;
    expect(() => receiver.verify(delivery!.body.replace("Hej", "Hej då"), headers)).toThrow();
    expect(() => receiver.verify(delivery!.body, { ...headers, "webhook-id": "another-id" })).toThrow();
    const old = String(Number(headers["webhook-timestamp"]) - 600);
    expect(() => receiver.verify(delivery!.body, { ...headers, "webhook-timestamp": old })).toThrow();
  });
});

describe("WEBHOOK_SECRET", () => {
  it.each([
    ["a plain string", "webhook-secret", "must start with whsec_"],
    ["not base64", "whsec_not*base64!", "standard base64"],
    ["too short (16 bytes)", `whsec_${randomBytes(16).toString("base64")}`, "24 to 64 bytes"],
    ["too long (65 bytes)", `whsec_${randomBytes(65).toString("base64")}`, "24 to 64 bytes"],
    ["not random", `whsec_${Buffer.alloc(32, 1).toString("base64")}`, "too weak"],
  ])("refuses %s", (_label, secret, message) => {
    expect(webhookSecretProblem(secret)).toContain(message);
    expect(() => loadConfig({ WEBHOOK_URL: "https://hooks.example/x", WEBHOOK_SECRET: secret })).toThrow(
      `WEBHOOK_SECRET: ${webhookSecretProblem(secret)}`,
    );
  });

  it("accepts whsec_ and 24 to 64 random bytes", () => {
    for (const size of [24, 32, 64])
      expect(webhookSecretProblem(`whsec_${randomBytes(size).toString("base64")}`)).toBeUndefined();
  });
});
