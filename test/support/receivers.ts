import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * Real receivers on 127.0.0.1 for notification tests and the browser tests: an SMTP
 * server that keeps every message, and an HTTP endpoint that keeps every webhook call. Both
 * can be stopped and started again on the same port to play an outage.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** The text body, decoded from quoted-printable or base64. */
  text: string;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? ""));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as the text they stand for. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** Headers (unfolded, names lower-cased, encoded words decoded) and text of a single-part message. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(split + 4), headers["content-transfer-encoding"]?.toLowerCase()).replace(/\r\n/g, "\n");
  return { headers, text: text.replace(/\n$/, "") };
}

export interface SmtpReceiver {
  url: string;
  port: number;
  messages: ReceivedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port after `stop`. */
  restart(): Promise<void>;
  /** When set, every message is refused with this SMTP reply code (e.g. 550, 451). */
  rejectWith?: number;
}

export interface SmtpReceiverOptions {
  /** The port to listen on; a free one by default. */
  port?: number;
  /** Called with each message as it arrives (the browser tests write them to files). */
  onMessage?: (mail: ReceivedMail) => void;
  /** Recipients refused at RCPT TO with a 550 reply that names the address, as many relays do. */
  refuseRecipients?: RegExp;
}

export async function startSmtpReceiver({
  port = 0,
  onMessage,
  refuseRecipients,
}: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer;
  let receiver: SmtpReceiver | undefined;
  const listen = async (onPort: number) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuseRecipients?.test(address.address)) {
          callback(
            Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
              responseCode: 550,
            }),
          );
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (receiver?.rejectWith) {
            callback(Object.assign(new Error("Requested action not taken"), { responseCode: receiver.rejectWith }));
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) };
          messages.push(mail);
          onMessage?.(mail);
          callback();
        });
      },
    });
    server.listen(onPort, "127.0.0.1");
    await once(server.server, "listening");
    return (server.server.address() as AddressInfo).port;
  };
  const actualPort = await listen(port);
  return (receiver = {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: async () => {
      await listen(actualPort);
    },
  });
}

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpReceiver {
  url: string;
  calls: ReceivedCall[];
  /** The status the receiver answers with (default 204). */
  status: number;
  /** When true, requests are read but never answered (a hung receiver). */
  hang?: boolean;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const receiver: HttpReceiver = { url: "", calls: [], status: 204, stop: async () => {}, restart: async () => {} };
  let server: Server;
  const listen = async (port: number) => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (receiver.hang) return;
        if (receiver.status >= 200 && receiver.status < 300) {
          receiver.calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        }
        response.writeHead(receiver.status).end();
      });
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  };
  const port = await listen(0);
  receiver.url = `http://127.0.0.1:${port}/hooks/enquiry`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  receiver.restart = async () => {
    await listen(port);
  };
  return receiver;
}

/** Polls until `check` passes or the time is up (then throws its last error). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
