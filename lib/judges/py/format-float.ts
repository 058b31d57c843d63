// Python repr() of a float: shortest round-trip digits (same digits as JS), but Python's layout:
// always a ".0" or a fraction in fixed notation, scientific below 1e-4 and from 1e16 up, with a
// signed two-digit exponent ("1e+16", "1e-05"), and "nan" / "inf" / "-inf".

export function pyFormatFloat(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  // toExponential() without an argument gives the shortest digits that round-trip.
  const [mantissa, exp] = Math.abs(x).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const exponent = Number(exp);
  const decpt = exponent + 1; // digits d1 d2 ... with the decimal point after `decpt` of them
  if (decpt > 16 || decpt <= -4) {
    const frac = digits.length > 1 ? "." + digits.slice(1) : "";
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${digits[0]}${frac}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}
