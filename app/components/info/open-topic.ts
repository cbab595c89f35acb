/**
 * The rules of the info hub's panels (docs/product.md#behaviour), kept free of React so they can be tested:
 * at most one panel is open; opening one closes the other; closing the open one leaves none.
 */

/** The topic a URL fragment names ("#enterprise-ai"), if it is one of `ids`. */
export function topicFromHash<Id extends string>(hash: string, ids: readonly Id[]): Id | undefined {
  let name = hash.replace(/^#/, "");
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is simply not a topic id.
  }
  return ids.find((id) => id === name);
}

/**
 * The open panel after a panel reported its new state. A `toggle` event arrives for both the
 * panel that opened and the one the browser closed for it, in either order; the closing one
 * must not undo the opening one.
 */
export function afterToggle<Id extends string>(current: Id | null, id: Id, nowOpen: boolean): Id | null {
  if (nowOpen) return id;
  return current === id ? null : current;
}
