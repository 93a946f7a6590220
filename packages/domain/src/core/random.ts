/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32). The state is four 32-bit
 * integers, so a generator can be saved and resumed exactly. No Math.random() anywhere.
 */
export type RandomState = [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a hash of a string to 32 bits, to derive independent streams ("seed:EURUSD"). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seedState(seed: number | string): RandomState {
  const n =
    typeof seed === "string" ? hashString(seed) : Math.floor(seed) ^ Math.floor(seed / 2 ** 32);
  const next = splitmix32(n);
  return [next(), next(), next(), next()];
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string | RandomState) {
    const s = Array.isArray(seed) ? seed : seedState(seed);
    this.a = s[0] >>> 0;
    this.b = s[1] >>> 0;
    this.c = s[2] >>> 0;
    this.d = s[3] >>> 0;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The state to resume from (the warm-up is not repeated on resume: pass it to `resume`). */
  state(): RandomState {
    return [this.a, this.b, this.c, this.d];
  }

  static resume(state: RandomState): Random {
    const r = Object.create(Random.prototype) as Random;
    r.a = state[0] >>> 0;
    r.b = state[1] >>> 0;
    r.c = state[2] >>> 0;
    r.d = state[3] >>> 0;
    return r;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** Uniform in (0, 1]: safe for logarithms. */
  nextOpen(): number {
    return (this.nextUint32() + 1) / 4_294_967_296;
  }

  /** Standard normal (Box-Muller; one draw per call so the state alone resumes exactly). */
  normal(): number {
    const u = this.nextOpen();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Exponential with the given rate (mean 1 / rate). */
  exponential(rate: number): number {
    return -Math.log(this.nextOpen()) / rate;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}
