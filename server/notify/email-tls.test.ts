import { once } from "node:events";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transportUrl } from "./email";

/**
 * A plain-text SMTP server that does not offer STARTTLS (as when someone on the path strips the
 * offer), on 127.0.0.2: a loopback address the mail settings treat as a remote host.
 */
let server: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.2");
  await once(server.server, "listening");
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (smtpUrl: string) =>
  nodemailer.createTransport(transportUrl(smtpUrl)).sendMail({
    from: "site@example.com",
    to: "owner@example.com",
    subject: "Enquiry",
    text: "Confidential enquiry text",
  });

describe("smtp:// to another host", () => {
  it("refuses to send without STARTTLS", async () => {
    await expect(send(`smtp://127.0.0.2:${port}`)).rejects.toThrow(/STARTTLS|TLS/i);
    expect(received).toEqual([]);
  });

  it("sends in clear text only when the URL opts out explicitly", async () => {
    await send(`smtp://127.0.0.2:${port}?requireTLS=false`);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Confidential enquiry text");
  });
});
