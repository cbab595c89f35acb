import { describe, expect, it } from "vitest";
import { timeoutOptions } from "./timeouts";

describe("how long a connection may take", () => {
  it("gives Node 10 s for the headers, 20 s for the whole request, 30 s of silence and 5 s between kept-alive requests", () => {
    expect(timeoutOptions()).toEqual({
      connectionTimeout: 30_000,
      keepAliveTimeout: 5_000,
      requestTimeout: 20_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });

  it("passes other timeouts through to the option each belongs to", () => {
    expect(timeoutOptions({ headersMs: 1, requestMs: 2, idleMs: 3, keepAliveMs: 4, checkIntervalMs: 5 })).toEqual({
      connectionTimeout: 3,
      keepAliveTimeout: 4,
      requestTimeout: 2,
      http: { headersTimeout: 1, connectionsCheckingInterval: 5 },
    });
  });
});
