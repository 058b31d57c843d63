// Counts the work the regex engine is given, as characters: a test of linear time that does not
// read a clock. While counting, RegExp.prototype.exec (which test, match, matchAll, replace, split
// and search all go through once it is replaced) adds, per call, the characters from where the
// search starts to where its match ends (to the end of the input when nothing matches). A parser
// that re-reads a sentence's prefix for every match scores the sum of the prefixes: quadratic.

export function regexCharsRead<T>(run: () => T): { chars: number; result: T } {
  const original = RegExp.prototype.exec;
  let chars = 0;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = original.call(this, text);
    // a sticky search (split's) tries one position only
    if (this.sticky) chars += m === null ? 1 : m[0].length;
    else chars += (m === null ? text.length : m.index + m[0].length) - from;
    return m;
  };
  try {
    const result = run();
    return { chars, result };
  } finally {
    RegExp.prototype.exec = original;
  }
}
