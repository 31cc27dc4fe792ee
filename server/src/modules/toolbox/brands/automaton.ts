/*
 * Aho–Corasick over UTF-16 code units, built in time linear in the patterns'
 * length. The matcher builds its automata again after every change of the
 * brand list, and @monyone/aho-corasick's double array spent over a second on
 * 15,000 names (its search for free slots grows with the trie); here a
 * transition is one entry of one Map keyed by state and symbol, and the
 * patterns a state ends are reached through dictionary links instead of
 * copied lists.
 */

export interface Match {
  /** [begin, end) in UTF-16 units. */
  begin: number;
  end: number;
  keyword: string;
}

export class Automaton {
  /** Per code unit, its symbol (1…), 0 where no pattern has it: the search restarts there. */
  private readonly symbol = new Uint16Array(0x10000);
  private readonly width: number;
  /** `state * width + symbol` → the next state. */
  private readonly next = new Map<number, number>();
  private readonly fail: Int32Array;
  /** The keyword a state ends, as an index into `keywords`, or -1. */
  private readonly ends: Int32Array;
  /** The nearest state down the failure chain that ends a keyword, 0 when none. */
  private readonly dict: Int32Array;
  private readonly keywords: string[];

  constructor(patterns: Iterable<string>) {
    this.keywords = [...new Set(patterns)].filter(Boolean);
    let symbols = 0;
    for (const k of this.keywords) for (let i = 0; i < k.length; i++) this.symbol[k.charCodeAt(i)] ||= ++symbols;
    this.width = symbols + 1;
    // The trie; each state's children as a list (first child, next sibling) for the breadth-first pass.
    const first = [-1];
    const sibling = [-1];
    const label = [0];
    const ends = [-1];
    for (const [index, k] of this.keywords.entries()) {
      let s = 0;
      for (let i = 0; i < k.length; i++) {
        const a = this.symbol[k.charCodeAt(i)]!;
        let t = this.next.get(s * this.width + a);
        if (t === undefined) {
          t = first.length;
          this.next.set(s * this.width + a, t);
          first.push(-1);
          sibling.push(first[s]!);
          first[s] = t;
          label.push(a);
          ends.push(-1);
        }
        s = t;
      }
      ends[s] = index;
    }
    const states = first.length;
    this.ends = Int32Array.from(ends);
    this.fail = new Int32Array(states);
    this.dict = new Int32Array(states);
    const queue = new Int32Array(states);
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const u = queue[head]!;
      for (let v = first[u]!; v !== -1; v = sibling[v]!) {
        const f = u === 0 ? 0 : this.step(this.fail[u]!, label[v]!);
        this.fail[v] = f;
        this.dict[v] = this.ends[f]! >= 0 ? f : this.dict[f]!;
        queue[tail++] = v;
      }
    }
  }

  /** From state `s` on symbol `a`, falling back along the failure links; the root when nothing continues. */
  private step(s: number, a: number): number {
    for (;;) {
      const t = this.next.get(s * this.width + a);
      if (t !== undefined) return t;
      if (s === 0) return 0;
      s = this.fail[s]!;
    }
  }

  /** Every occurrence of every keyword, overlapping ones included, by where they end. */
  matchInText(text: string): Match[] {
    const out: Match[] = [];
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const a = this.symbol[text.charCodeAt(i)]!;
      s = a === 0 ? 0 : this.step(s, a);
      for (let o = this.ends[s]! >= 0 ? s : this.dict[s]!; o !== 0; o = this.dict[o]!) {
        const keyword = this.keywords[this.ends[o]!]!;
        out.push({ begin: i + 1 - keyword.length, end: i + 1, keyword });
      }
    }
    return out;
  }
}
