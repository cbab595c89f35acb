import { useEffect, useRef } from "react";
import type * as Rain from "~/workers/rain.worker";
import { moduleWorker } from "~/workers/urls";

/** The rain worker's URL, put here by the islands' build (app/workers/urls.ts). */
declare const __RAIN_WORKER__: string | undefined;
const RAIN_WORKER_URL = typeof __RAIN_WORKER__ === "string" ? __RAIN_WORKER__ : undefined;

/**
 * The hero's falling characters (docs/product.md#constants, docs/architecture.md#look-and-feel).
 * The island hydrates when the page is idle; the frames are drawn in a worker on an
 * OffscreenCanvas, so the page's thread only tells it to pause while the canvas is off screen
 * or the tab hidden (docs/decisions/033-main-thread-off.md). Under prefers-reduced-motion, or
 * where the browser cannot draw in a worker, the page draws one still frame itself.
 * `data-rain` says which: `running`, `paused` or `still`.
 */
export function FallingCharacters({ brandWord }: { brandWord: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const url = RAIN_WORKER_URL;
    if (!canvas || !url) return;
    const size = () => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      ratio: Math.min(window.devicePixelRatio || 1, 2),
    });
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const worker = !reducedMotion && "transferControlToOffscreen" in canvas ? moduleWorker(url) : null;

    if (!worker) {
      let cancelled = false;
      void import(/* @vite-ignore */ url).then(({ rain }: typeof Rain) => {
        if (cancelled) return;
        const scene = rain(canvas, brandWord);
        scene.resize(size());
        scene.still();
        canvas.dataset.rain = "still";
      });
      return () => {
        cancelled = true;
      };
    }

    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ canvas: offscreen, brandWord, ...size() }, [offscreen]);
    let visible = true;
    const play = () => {
      const running = visible && !document.hidden;
      worker.postMessage({ running });
      canvas.dataset.rain = running ? "running" : "paused";
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
      play();
    });
    const onResize = () => worker.postMessage(size());
    observer.observe(canvas);
    document.addEventListener("visibilitychange", play);
    window.addEventListener("resize", onResize);
    return () => {
      worker.terminate();
      observer.disconnect();
      document.removeEventListener("visibilitychange", play);
      window.removeEventListener("resize", onResize);
    };
  }, [brandWord]);

  return <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full opacity-40" />;
}
