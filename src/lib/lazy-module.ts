/**
 * A module loaded on first need, once: `load()` starts it (or returns the load under way) and a
 * failed load is tried again by the next call; `loaded()` is the module once it is in, for a
 * synchronous caller. The kit's lazy parts (toasts, the HTML sanitiser, phone rules, the plan
 * manager) each keep one.
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load(): Promise<T> {
      loading ??= importer().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: (): T | undefined => module,
  };
}
