import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { afterToggle, topicFromHash } from "./open-topic";

/**
 * Which info hub panel is open. The prerendered HTML has every panel closed, so hydration
 * always matches; afterwards a URL fragment naming a topic (on arrival, or by following a
 * link to #<id>) opens that panel and brings it into view.
 */
export function useOpenTopic<Id extends string>(ids: readonly Id[]) {
  const [openId, setOpenId] = useState<Id | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // The panel to scroll to once it has opened (only when opened by a link, never by its own header).
  const scrollTarget = useRef<Id | null>(null);
  const { hash } = useLocation();

  useEffect(() => setHydrated(true), []);

  /** Opens a panel from a link and scrolls to it: panels above may have closed and moved it. */
  const openFromLink = useCallback((id: Id) => {
    scrollTarget.current = id;
    setOpenId(id);
  }, []);

  useEffect(() => {
    const id = topicFromHash(hash, ids);
    if (id) openFromLink(id);
  }, [hash, ids, openFromLink]);

  useEffect(() => {
    if (!openId || scrollTarget.current !== openId) return;
    scrollTarget.current = null;
    document.getElementById(openId)?.scrollIntoView({ block: "start" });
  }, [openId]);

  const onToggle = useCallback((id: Id, nowOpen: boolean) => setOpenId((current) => afterToggle(current, id, nowOpen)), []);

  return { openId, hydrated, onToggle, openFromLink };
}
