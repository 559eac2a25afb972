// The page's URL search params, with changes that build on each other. react-router's
// setSearchParams updater gets the params of the last render, not of the last change, so a
// second change made before the page re-rendered (two quick picks on a slow phone) dropped the
// first. Changes here start from the newest params this hook set or saw; a render replaces
// those only when the URL really changed (Back, a link), not when it repeats an older one.
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ChangeUrlParams = (edit: (next: URLSearchParams) => void, options?: { replace?: boolean }) => void;

export function useUrlParams(): readonly [URLSearchParams, ChangeUrlParams] {
  const [params, setParams] = useSearchParams();
  const seen = useRef(params.toString());
  const latest = useRef(params);
  if (params.toString() !== seen.current) {
    seen.current = params.toString();
    latest.current = params;
  }
  const change = useCallback<ChangeUrlParams>(
    (edit, options) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
}
