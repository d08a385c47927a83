/**
 * Wraps a loader so a failure is written to the console (the "only logged" failures of docs/product.md)
 * and still rejects, so TanStack Query sees the error.
 */
export function logFailure<T>(label: string, load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error(label, error);
      throw error;
    });
}
