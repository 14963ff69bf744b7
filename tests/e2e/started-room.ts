import { expect } from "vitest";
import { nextAddress } from "../fuzz/api-requests";

/** A live room, started as the host's form post starts one (no JavaScript): its code. */
export async function startedRoom(baseURL: string): Promise<string> {
  const started = await fetch(`${baseURL}/rooms/new`, {
    method: "POST",
    headers: {
      Origin: baseURL,
      "Content-Type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": nextAddress(),
    },
    body: new URLSearchParams({ category: "", count: "3", questions: "" }),
    redirect: "manual",
  });
  await started.arrayBuffer();
  const code = /\/rooms\/([A-Z0-9]{6})\/host/.exec(started.headers.get("Location") ?? "")?.[1] ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}
