import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "#domain/qr-path.ts";

/** The modules a path of `M x y h n v1 h-n z` rectangles paints, as a grid of booleans. */
function paintedModules(path: string, modules: number): boolean[][] {
  const grid = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false));
  const rectangle = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;
  let painted = 0;
  for (const [whole, x, y, run, back] of path.matchAll(rectangle)) {
    expect(back).toBe(run);
    const row = grid[Number(y)] as boolean[];
    for (let i = Number(x); i < Number(x) + Number(run); i++) {
      expect(row[i]).toBe(false);
      row[i] = true;
    }
    painted += whole.length;
  }
  expect(painted).toBe(path.length);
  return grid;
}

describe("the QR code's path", () => {
  it("paints exactly the dark modules of the code, one rectangle per run in a row", () => {
    const url = "https://wyr.example/question/would-you-rather-fly-or-be-invisible";
    const { modules, path } = qrPath(url);
    const { size, data } = encode(url, { ecc: "M", border: 2 });
    expect(modules).toBe(size);
    expect(paintedModules(path, modules)).toEqual(data);
    const runs = data.flatMap((row) => row.filter((dark, x) => dark && !row[x - 1])).length;
    expect(path.match(/M/g)?.length).toBe(runs);
  });
});
