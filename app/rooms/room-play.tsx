import { container } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/room-play";
import { JoinPanel } from "./join-panel";
import { PlayerScreen } from "./player-screen";
import { RoomError, roomPageHeaders } from "./room-errors";
import { handlePlayerForm, loadPlayerRoom } from "./room-play.server";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: m.page_title({ title: m.rooms_player_title({ code: params.code }) }) },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPlayerRoom(params, request, context);
}

export const headers = roomPageHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}

export function action({ params, request, context }: Route.ActionArgs) {
  return handlePlayerForm(params, request, context);
}

export default function PlayerRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const { code, state, seat, removed, yourVote, recap, summary } = loaderData;
  if (seat) {
    return (
      <main className={`${container} max-w-xl py-6`}>
        <PlayerScreen
          key={code}
          code={code}
          seat={seat}
          initial={{ state, yourVote }}
          recap={recap}
          summary={summary}
        />
      </main>
    );
  }
  return (
    <main className={`${container} max-w-xl py-6`}>
      {removed && (
        <p
          role="alert"
          className="mb-6 rounded-xl bg-amber-100 p-4 text-xl font-bold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {m.rooms_removed()}
        </p>
      )}
      <JoinPanel
        code={code}
        state={state}
        removed={removed}
        error={actionData?.error}
        nickname={actionData?.nickname}
      />
    </main>
  );
}
