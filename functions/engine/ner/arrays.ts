/**
 * Typed arrays carved from one buffer, for the model's functions that need several per call. A typed array of more
 * than 64 bytes gets a backing store of its own outside the JS heap (V8's `V8_TYPED_ARRAY_MAX_SIZE_IN_HEAP`), an
 * allocation that costs more than the per-token work of a short text; views of one buffer cost one allocation in
 * all. Every array starts zeroed.
 */

/** Float64Arrays of the given lengths, in order, from one buffer. */
export function float64s<const N extends readonly number[]>(...lengths: N): { [K in keyof N]: Float64Array } {
  const buffer = new ArrayBuffer(8 * lengths.reduce((a, b) => a + b, 0));
  let at = 0;
  return lengths.map((n) => {
    const view = new Float64Array(buffer, at, n);
    at += 8 * n;
    return view;
  }) as { [K in keyof N]: Float64Array };
}

/** Int32Arrays of the given lengths, in order, from one buffer. */
export function int32s<const N extends readonly number[]>(...lengths: N): { [K in keyof N]: Int32Array } {
  const buffer = new ArrayBuffer(4 * lengths.reduce((a, b) => a + b, 0));
  let at = 0;
  return lengths.map((n) => {
    const view = new Int32Array(buffer, at, n);
    at += 4 * n;
    return view;
  }) as { [K in keyof N]: Int32Array };
}
