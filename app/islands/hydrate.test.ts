import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWithRetries } from "./hydrate";

// An island's module is asked for again after a failure (a dropped connection, a 503 while the
// server sheds load); the prerendered HTML serves until then.

describe("loadWithRetries", () => {
  afterEach(() => vi.useRealTimers());

  it("asks again after each wait until the module loads", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("503"))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("module");
    const loaded = loadWithRetries(load, [100, 200]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(loaded).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("loads once when the first try works, and gives up after the last wait", async () => {
    const once = vi.fn(async () => "module");
    await expect(loadWithRetries(once, [10])).resolves.toBe("module");
    expect(once).toHaveBeenCalledTimes(1);

    const never = vi.fn(async () => {
      throw new Error("gone");
    });
    await expect(loadWithRetries(never, [1, 1])).rejects.toThrow("gone");
    expect(never).toHaveBeenCalledTimes(3);
  });
});
