import { container } from "#app/lib/ui.ts";
import type { Route } from "./+types/room-play";
import { JoinForm } from "./join-form";
import { PlayerScreen } from "./player-screen";
import { RoomError, roomPageHeaders } from "./room-errors";
import { handlePlayerForm, loadPlayerRoom } from "./room-play.server";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Room ${params.code} - Would You Rather` },
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
  const { code, state, seat, removed, yourVote, summary } = loaderData;
  return (
    <main className={`${container} max-w-xl py-6`}>
      {removed ? (
        <p role="alert" className="text-xl font-bold">
          The host removed you from this room.
        </p>
      ) : seat ? (
        <PlayerScreen
          key={code}
          code={code}
          nickname={seat.nickname}
          initial={{ state, yourVote }}
          summary={summary}
        />
      ) : state.phase === "ended" ? (
        <>
          <h1 className="text-3xl font-extrabold">Room {code} has finished</h1>
          <p className="mt-2 text-lg">It takes no more players.</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold">Join room {code}</h1>
          <JoinForm code={code} error={actionData?.error} nickname={actionData?.nickname} />
        </>
      )}
    </main>
  );
}
