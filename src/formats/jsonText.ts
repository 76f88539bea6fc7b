/**
 * Compact JSON text of plain data, written without recursion. `JSON.stringify` recurses once per level and
 * overflows the stack near 10,000 levels, while a subtree kept as data (formats/edit.ts NodeData: a level per ply)
 * nests as deep as its line is long: an editor's edit log that undid the deletion of a 200,000-ply line holds one.
 * `JSON.parse` is iterative in V8 and reads the text back. Same output as `JSON.stringify(value)` for plain data:
 * undefined members are left out, undefined in an array and non-finite numbers are `null`.
 *
 *   JSON.parse(toJsonText({ a: [1, { b: 'x' }] })) // { a: [1, { b: 'x' }] }
 */

type Work = { readonly raw: string } | { readonly value: unknown };

export const toJsonText = (value: unknown): string => {
  const out: string[] = [];
  const work: Work[] = [{ value }];
  for (let w = work.pop(); w; w = work.pop()) {
    if ('raw' in w) {
      out.push(w.raw);
      continue;
    }
    const v = w.value;
    if (v === null || v === undefined || typeof v === 'function' || typeof v === 'symbol') out.push('null');
    else if (typeof v === 'number') out.push(Number.isFinite(v) ? String(v) : 'null');
    else if (typeof v === 'boolean') out.push(String(v));
    else if (typeof v === 'string') out.push(JSON.stringify(v));
    else if (typeof v === 'bigint') throw new TypeError('a BigInt has no JSON form');
    else if (Array.isArray(v)) {
      // pushed in reverse: the stack pops them in order
      work.push({ raw: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        work.push({ value: v[i] });
        if (i > 0) work.push({ raw: ',' });
      }
      work.push({ raw: '[' });
    } else {
      const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined && typeof x !== 'function' && typeof x !== 'symbol');
      work.push({ raw: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        work.push({ value: entries[i][1] });
        work.push({ raw: `${i > 0 ? ',' : ''}${JSON.stringify(entries[i][0])}:` });
      }
      work.push({ raw: '{' });
    }
  }
  return out.join('');
};
