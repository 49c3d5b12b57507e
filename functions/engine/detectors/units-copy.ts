/**
 * A reusable copy of strings' UTF-16 units in a typed array, made natively (`Buffer#write`, `utf16le`): read by
 * index without a per-call check of the string's representation, as `charCodeAt` in a loop has. `of(s)` returns the
 * units of `s` from index 0, valid until the next call; the array grows to fit and may be longer than `s`. Used by
 * the date-time finder's clause reader.
 */
export class UnitsCopy {
  private units: Uint16Array;
  private bytes: Buffer;

  constructor(size: number) {
    this.units = new Uint16Array(size);
    this.bytes = Buffer.from(this.units.buffer, this.units.byteOffset, this.units.byteLength);
  }

  of(s: string): Uint16Array {
    if (s.length > this.units.length) {
      this.units = new Uint16Array(s.length);
      this.bytes = Buffer.from(this.units.buffer, this.units.byteOffset, this.units.byteLength);
    }
    this.bytes.write(s, 0, 'utf16le');
    return this.units;
  }
}
