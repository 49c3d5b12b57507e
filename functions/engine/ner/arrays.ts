/**
 * Typed arrays carved from one buffer, for the model's functions that need several per call. A typed array of more
 * than 64 bytes gets a backing store of its own outside the JS heap (V8's `V8_TYPED_ARRAY_MAX_SIZE_IN_HEAP`), an
 * allocation that costs more than the per-token work of a short text; views of one buffer cost one allocation in
 * all. Every array starts zeroed.
 */

type Float64Arrays<N extends readonly number[]> = { [K in keyof N]: Float64Array };
type Int32Arrays<N extends readonly number[]> = { [K in keyof N]: Int32Array };

/** Float64Arrays of the lengths `f64`, then Int32Arrays of the lengths `i32`, in order, from one buffer. */
export function typedArrays<const F extends readonly number[], const I extends readonly number[]>(f64: F, i32: I): [Float64Arrays<F>, Int32Arrays<I>] {
  const sum = (lengths: readonly number[]) => lengths.reduce((a, b) => a + b, 0);
  const buffer = new ArrayBuffer(8 * sum(f64) + 4 * sum(i32));
  let at = 0;
  const doubles = f64.map((n) => {
    const view = new Float64Array(buffer, at, n);
    at += 8 * n;
    return view;
  }) as Float64Arrays<F>;
  const ints = i32.map((n) => {
    const view = new Int32Array(buffer, at, n);
    at += 4 * n;
    return view;
  }) as Int32Arrays<I>;
  return [doubles, ints];
}

/** Float64Arrays of the given lengths, in order, from one buffer. */
export function float64s<const N extends readonly number[]>(...lengths: N): Float64Arrays<N> {
  return typedArrays(lengths, [])[0];
}

/** Int32Arrays of the given lengths, in order, from one buffer. */
export function int32s<const N extends readonly number[]>(...lengths: N): Int32Arrays<N> {
  return typedArrays([], lengths)[1];
}
