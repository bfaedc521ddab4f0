/**
 * Waits for a lazily loaded page (its chunk is imported on first render). On a loaded 2-core
 * machine the first import of a page can take several seconds, longer than the shared 15 s
 * findBy* wait of setup.ts; use it as the third argument: findByText(text, {}, LAZY_PAGE).
 */
export const LAZY_PAGE = { timeout: 25_000 } as const;
