/**
 * The hero's falling characters, drawn in a worker on the OffscreenCanvas the page hands over
 * (docs/decisions/033-main-thread-off.md): the page's thread only says when to run (on screen,
 * tab visible) and the canvas's size. The page imports the same module to draw one still frame
 * itself (reduced motion, or no OffscreenCanvas). Built on its own, with no import of its own.
 */
import { TICK_MS } from "~/components/home/rain-model";
import { rain, type RainSize } from "~/components/home/rain-draw";
import { inWorker } from "./urls";

export { rain };

/** What the page sends: the canvas first (with its size), then sizes and whether to run. */
export type RainMessage = (RainSize & { canvas?: OffscreenCanvas; brandWord?: string }) | { running: boolean };

if (inWorker()) {
  let scene: ReturnType<typeof rain> | undefined;
  let running = false;
  let pending = false;
  let last = 0;
  const nextFrame = (callback: (time: number) => void) => {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(callback);
    else setTimeout(() => callback(performance.now()), TICK_MS);
  };
  const tick = (time: number) => {
    pending = false;
    if (!running || !scene) return;
    if (time - last >= TICK_MS) {
      last = time;
      scene.draw();
    }
    pending = true;
    nextFrame(tick);
  };
  globalThis.onmessage = (event: MessageEvent<RainMessage>) => {
    const message = event.data;
    if ("running" in message) running = message.running;
    else {
      if (message.canvas) scene = rain(message.canvas, message.brandWord ?? "");
      scene?.resize(message);
    }
    if (running && !pending) {
      pending = true;
      nextFrame(tick);
    }
  };
}
