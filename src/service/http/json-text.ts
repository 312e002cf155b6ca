/**
 * An answer already serialized: the pipeline sends its text as it is. GET /cards is the API's hot
 * path, and JSON.stringify of a page of 25 cards was 15 of its 88 µs of CPU (decision 005).
 */
export class JsonText<T = unknown> {
  /** Phantom: the answer the text holds, which the route's handler is typed by (decision 034). */
  declare readonly answer?: T;
  constructor(readonly text: string) {}

  /** Whatever serializes the answer again (a test, a replay) gets the same JSON. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

export const serialize = (value: unknown): string =>
  value instanceof JsonText ? value.text : JSON.stringify(value);

/** A value's JSON text, typed by the value (views/cards.ts keeps a card's list row as text). */
export type JsonOf<T> = string & { readonly json?: T };
