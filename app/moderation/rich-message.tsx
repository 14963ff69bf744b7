import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

/**
 * A message with elements in it (a <strong> address, <kbd> keys): the message is made with a marker
 * in each element's place, then split there, so each language puts the elements where its own
 * sentence wants them. Text and numbers go into the message as they are.
 */
export function richMessage<K extends string>(
  message: (inputs: Record<K, string | number>) => string,
  inputs: Record<K, ReactNode>,
): ReactNode[] {
  const plain = (value: ReactNode) => typeof value === "string" || typeof value === "number";
  const marked = Object.fromEntries(
    Object.entries<ReactNode>(inputs).map(([key, value]) => [
      key,
      plain(value) ? (value as string | number) : `${MARK}${key}${MARK}`,
    ]),
  ) as Record<K, string | number>;
  return message(marked)
    .split(MARK)
    .map((part, index) =>
      // Odd parts are the names of the elements between the markers; each is in a message once.
      index % 2 === 1 ? <Fragment key={part}>{inputs[part as K]}</Fragment> : part,
    );
}
