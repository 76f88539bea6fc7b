/** Waits for something the workbench does in its own time (a page loading, a tab updating): polls until `f` gives a value, or fails after `ms`. */
export const until = async <T>(f: () => T | undefined | false | Promise<T | undefined | false>, what: string, ms = 30_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
