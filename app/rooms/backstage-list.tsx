import { button, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { BackstageItem, ClientMessage } from "#domain/room-protocol.ts";
import { CommandForm } from "./command-form";

type Props = { items: BackstageItem[]; send: (message: ClientMessage) => boolean };

const small = `${button.secondary} px-3 py-2 text-sm`;

/**
 * The coming questions in their order, each with Move up, Move down and Skip, whose names say
 * which question they act on. A button that cannot act (the first one's Move up) is left out
 * rather than disabled, so Tab never stops on it.
 */
export function BackstageList({ items, send }: Props) {
  if (items.length === 0) return <p className={muted}>{m.rooms_backstage_empty()}</p>;
  return (
    <ol className="space-y-2">
      {items.map((item, i) => {
        const before = items[i - 1];
        const after = items[i + 1];
        return (
          <li
            key={`${item.position}-${item.slug}`}
            className="rounded-xl border border-slate-300 p-3 dark:border-slate-600"
          >
            <p className="font-semibold break-words">
              <span className={`${muted} tabular-nums`}>{item.position + 1}. </span>
              {item.text}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {before && (
                <CommandForm
                  message={{ type: "move", from: item.position, to: before.position }}
                  send={send}
                  className={small}
                  label={m.rooms_move_up_sr({ question: item.text })}
                >
                  <span aria-hidden="true">↑</span> {m.rooms_move_up()}
                </CommandForm>
              )}
              {after && (
                <CommandForm
                  message={{ type: "move", from: item.position, to: after.position }}
                  send={send}
                  className={small}
                  label={m.rooms_move_down_sr({ question: item.text })}
                >
                  <span aria-hidden="true">↓</span> {m.rooms_move_down()}
                </CommandForm>
              )}
              <CommandForm
                message={{ type: "skip", position: item.position }}
                send={send}
                className={small}
                label={m.rooms_skip_sr({ question: item.text })}
              >
                {m.rooms_skip()}
              </CommandForm>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
