import type { Route } from "./+types/room-summary-csv";
import { roomSummaryCsvResponse } from "./room-summary-page.server";

// `/rooms/summary/{key}/csv`: the summary's results as a spreadsheet download.
export function loader({ params, request, context }: Route.LoaderArgs) {
  return roomSummaryCsvResponse(params, request, context);
}
