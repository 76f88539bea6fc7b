// The virtual module test/integration/build.mjs generates: every suites/*.test.ts, loaded on demand.
declare module 'xqlens:integration-suites' {
  export const suites: ReadonlyArray<{ readonly file: string; readonly load: () => unknown }>;
}
