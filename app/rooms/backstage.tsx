import { m } from "#domain/paraglide/messages.js";
import type { BackstageItem, ClientMessage } from "#domain/room-protocol.ts";
import { AddQuestion, type AddResult, type FoundQuestion } from "./add-question";
import { BackstageList } from "./backstage-list";

type Props = {
  idPrefix: string;
  items: BackstageItem[];
  send: (message: ClientMessage) => boolean;
  query: string;
  found: FoundQuestion[] | null;
  posted?: AddResult;
};

/** The host's backstage: the coming questions to reorder or skip, and a search to add more. */
export function Backstage({ idPrefix, items, send, query, found, posted }: Props) {
  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="mb-3 text-xl font-bold">
        {m.rooms_backstage_heading()}
      </h2>
      <BackstageList items={items} send={send} />
      <AddQuestion idPrefix={idPrefix} query={query} found={found} posted={posted} />
    </section>
  );
}
