import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the
 * page. A control that would act natively before then (a form's send button
 * reloading the page) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
