// Python's round(x, ndigits) for floats: round the EXACT binary value of x to ndigits decimals,
// ties to even, then read that decimal back as a double. Scaling by 10**n in floating point
// (Math.round(x * 1e4) / 1e4) rounds twice and disagrees on values like 2.675 or 0.125.

/** Python refuses to do work outside these bounds (floatobject.c): x itself, or a signed zero. */
const NDIGITS_MAX = 323;
const NDIGITS_MIN = -308;

export function pyRound(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  if (!Number.isInteger(ndigits)) throw new TypeError("ndigits must be an integer");
  if (ndigits > NDIGITS_MAX) return x;
  if (ndigits < NDIGITS_MIN) return 0 * x;
  const { mantissa, exponent } = decompose(Math.abs(x));
  // |x| * 10**ndigits as an exact fraction num / den.
  let num = mantissa;
  let den = 1n;
  if (exponent >= 0) num <<= BigInt(exponent);
  else den <<= BigInt(-exponent);
  if (ndigits >= 0) num *= 10n ** BigInt(ndigits);
  else den *= 10n ** BigInt(-ndigits);
  let q = num / den;
  const twiceRem = (num % den) * 2n;
  if (twiceRem > den || (twiceRem === den && q % 2n === 1n)) q += 1n;
  // Number("<q>e<-ndigits>") is a correctly rounded decimal-to-double conversion, as in Python.
  const magnitude = Number(`${q}e${-ndigits}`);
  return x < 0 ? -magnitude : magnitude;
}

/** |x| = mantissa * 2**exponent exactly, for finite positive x. */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (biased === 0) return { mantissa: fraction, exponent: -1074 }; // subnormal
  return { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}
