import { useCallback, useEffect, useState } from "react";
import { api } from "./api";

/**
 * Data from the console's API for a path (null: nothing to fetch). While a new path or a
 * reload is on its way the last answer stays on screen, so filters never flash empty.
 */
export function useResource<T>(path: string | null) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown } | null>(null);
  const key = `${path}#${version}`;
  useEffect(() => {
    if (path === null) return;
    let alive = true;
    api<T>(path).then(
      (data) => alive && setState({ key, data }),
      (error: unknown) => alive && setState({ key, error }),
    );
    return () => {
      alive = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: path === null ? undefined : state?.data,
    error: state?.key === key ? state.error : undefined,
    loaded: state?.key === key,
    key,
    reload,
  };
}
