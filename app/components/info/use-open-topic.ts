import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { afterToggle, topicFromHash } from "./open-topic";

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

const subscribeToNothing = () => () => {};

/**
 * Which info hub panel is open. The prerendered HTML has every panel closed and the server
 * snapshot of the URL fragment is empty, so hydration always matches; right after it, a
 * fragment naming a topic (on arrival, or by following a link to #<id>) opens that panel
 * and brings it into view.
 */
export function useOpenTopic<Id extends string>(ids: readonly Id[]) {
  const [openId, setOpenId] = useState<Id | null>(null);
  // Each link-driven opening asks for one scroll: panels above it may have closed and moved it.
  const [scrollRequest, setScrollRequest] = useState<{ id: Id } | null>(null);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  const [handledHash, setHandledHash] = useState("");

  const openFromLink = useCallback((id: Id) => {
    setOpenId(id);
    setScrollRequest({ id });
  }, []);

  // A new fragment is an instruction, acted on once: closing the panel afterwards must not reopen it.
  if (hash !== handledHash) {
    setHandledHash(hash);
    const id = topicFromHash(hash, ids);
    if (id) openFromLink(id);
  }

  useEffect(() => {
    if (scrollRequest) document.getElementById(scrollRequest.id)?.scrollIntoView({ block: "start" });
  }, [scrollRequest]);

  const onToggle = useCallback((id: Id, nowOpen: boolean) => setOpenId((current) => afterToggle(current, id, nowOpen)), []);

  return { openId, hydrated, onToggle, openFromLink };
}
