import type { PageRoutes } from "./page-routes";
import type { StaticFile } from "./static-files";

/** A page rendered by the server (at publish), with its own Content-Security-Policy. */
export interface RenderedFile extends StaticFile {
  policy: string;
}

/**
 * The pages rendered from published content (docs/decisions/018-content-editing.md), served in
 * place of the build's. `swap` replaces the whole set by reference, between two requests: a
 * visitor gets either every page of one content version or every page of the next, never a mix.
 */
export class PageOverlay {
  private pages: ReadonlyMap<string, RenderedFile> = new Map();
  /** The content version the pages were rendered from (0: none, the build's pages are served). */
  version = 0;
  /**
   * The route table of the published service page list (docs/decisions/025-service-pages.md),
   * swapped with the pages it serves; undefined: the build's.
   */
  routes: PageRoutes | undefined;

  get(urlPath: string): RenderedFile | undefined {
    return this.pages.get(urlPath);
  }

  swap(pages: ReadonlyMap<string, RenderedFile>, version: number, routes?: PageRoutes): void {
    this.pages = pages;
    this.version = version;
    this.routes = routes;
  }

  get size(): number {
    return this.pages.size;
  }

  entries(): IterableIterator<[string, RenderedFile]> {
    return this.pages.entries();
  }
}
