import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, sharedBrowser } from "./browser";
import { axeClean, join, tabTo } from "./room-pages";

const browser = sharedBrowser();

// A host on a big screen and three players on phones, each in a browser of their own, play a
// room of three questions through to its summary, with the keyboard where a person would use it.

async function startRoom(host: Page, scripted = true): Promise<string> {
  await host.goto("/rooms/new");
  if (scripted) await hydrated(host);
  if (scripted) await axeClean(host, "/rooms/new");
  await host.getByLabel("Questions from").selectOption("Kids");
  await host.getByLabel("How many questions").fill("3");
  await host.getByLabel("How many questions").press("Enter");
  await host.waitForURL(/\/rooms\/[A-Z2-9]{6}\/host$/);
  const code = /\/rooms\/([A-Z2-9]{6})\/host$/.exec(host.url())?.[1] ?? "";
  await host.getByRole("heading", { name: "Waiting for players" }).waitFor();
  if (scripted) await hydrated(host);
  return code;
}

describe("a room", () => {
  it("is played by a host and three phones through three questions to the summary", async () => {
    const { page: host, context: hostContext } = await browser.page({ width: 1280 });
    const code = await startRoom(host);
    await expect
      .poll(() => host.locator('svg[role="img"][aria-label^="QR code that opens room"]').count())
      .toBe(1);
    await axeClean(host, "host lobby");
    await screenshot(host, "room-host-lobby-1280");

    const phones = await Promise.all(
      (["light", "light", "dark"] as const).map((colorScheme) => browser.page({ width: 360, colorScheme })),
    );
    const players = phones.map((p) => p.page);
    const names = ["Ana", "Ben", "Cleo"];
    await join(players[0] as Page, code, "Ana");
    await axeClean(players[0] as Page, "player waiting");
    await join(players[1] as Page, code, "Ben");
    await join(players[2] as Page, code, "Cleo");
    await axeClean(players[2] as Page, "player waiting, dark");
    await host.getByText("3 players", { exact: true }).waitFor();
    for (const name of names) await host.getByText(name, { exact: true }).waitFor();

    await host.getByRole("button", { name: "Start the first question" }).focus();
    await host.keyboard.press("Enter");
    const choices: ("A" | "B")[][] = [
      ["A", "A", "B"],
      ["B", "B", "B"],
      ["A", "B", "A"],
    ];
    for (const [round, picks] of choices.entries()) {
      await host.getByText(`Question ${round + 1} of 3`).waitFor();
      for (const [i, option] of picks.entries()) {
        const phone = players[i] as Page;
        await phone.getByText(`Question ${round + 1} of 3`).waitFor();
        const button = phone.getByRole("button", { name: new RegExp(`^${option}: `) });
        // The first phone votes by keyboard, the others by tapping.
        if (i === 0) {
          await button.focus();
          await phone.keyboard.press("Enter");
        } else await button.click();
        await phone.getByText(new RegExp(`^You voted ${option}: `)).waitFor();
      }
      if (round === 0) {
        await axeClean(players[0] as Page, "player voted");
        await screenshot(players[0] as Page, "room-player-voted-360");
      }
      await host.getByText("3 of 3 players voted").waitFor();
      if (round === 0) {
        await axeClean(host, "host question");
        await screenshot(host, "room-host-question-1280");
      }
      await host.getByRole("button", { name: "Reveal the votes" }).click();
      for (const phone of players) await phone.getByRole("list", { name: "How the room voted" }).waitFor();
      if (round === 0) {
        await axeClean(players[2] as Page, "player revealed, dark");
        await screenshot(players[2] as Page, "room-player-revealed-360-dark");
      }
      const next = round === 2 ? "Finish and show the summary" : "Next question";
      await host.getByRole("button", { name: next }).click();
    }

    await host.getByRole("heading", { name: "How the room voted" }).waitFor();
    await host.getByText("The room's most divided question").waitFor();
    expect(await host.getByText("Everyone else on the site").count()).toBe(3);
    await axeClean(host, "host summary");
    await screenshot(host, "room-host-summary-1280");
    for (const phone of players) await phone.getByRole("heading", { name: "How the room voted" }).waitFor();
    await axeClean(players[1] as Page, "player summary");
    await screenshot(players[1] as Page, "room-player-summary-360");

    // Room pages are per visitor: never from the edge cache.
    const page = await fetch(`${baseURL()}/r/${code}`);
    expect(page.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(page.headers.get("X-Cache")).toBeNull();
    for (const p of phones) await p.context.close();
    await hostContext.close();
  }, 120_000);

  it("lets a phone without JavaScript join by form and says how to play on", async () => {
    const { page: host, context: hostContext } = await browser.page();
    const code = await startRoom(host);
    const { page: phone, context } = await browser.page({ width: 360, javaScriptEnabled: false });
    await phone.goto(`/r?code=${code}`);
    await phone.waitForURL(new RegExp(`/r/${code}$`));
    await phone.getByLabel("Your nickname").fill("Dot");
    await phone.getByRole("button", { name: "Join the room" }).click();
    await phone.getByRole("heading", { name: "You're in!" }).waitFor();
    await phone.getByText(/Live play needs JavaScript/).waitFor();
    await host.getByText("Dot", { exact: true }).waitFor();
    await host.getByRole("button", { name: "Start the first question" }).click();
    await host.getByText("Question 1 of 3").waitFor();
    await phone.reload();
    await phone.getByRole("button", { name: /^B: / }).click();
    await phone.getByText(/^You voted B: /).waitFor();
    await host.getByText("1 of 1 player voted").waitFor();
    await context.close();
    await hostContext.close();
  }, 60_000);

  it("locks the room and removes a player by keyboard, and tells both phones why they cannot join", async () => {
    const { page: host, context: hostContext } = await browser.page();
    const code = await startRoom(host);
    const { page: phone, context } = await browser.page({ width: 360 });
    await join(phone, code, "Eve");
    await hydrated(phone);
    await host.getByText("Eve", { exact: true }).waitFor();

    // The lock, reached with Tab, shows where focus is and says what it did.
    await tabTo(host, "Lock room");
    expect(await host.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe(
      "solid",
    );
    await host.keyboard.press("Enter");
    await host.getByRole("status").filter({ hasText: "Locked: no new players can join." }).waitFor();
    await expect.poll(() => host.evaluate(() => document.activeElement?.textContent)).toBe("Unlock room");
    await axeClean(host, "host, room locked");
    const { page: late, context: lateContext } = await browser.page({ width: 360 });
    await late.goto(`/r/${code}`);
    await late.getByRole("heading", { name: `Room ${code} is locked` }).waitFor();
    await late.getByText("This room is locked: ask the host to unlock it.").waitFor();
    await axeClean(late, "phone, room locked");
    expect(await late.getByLabel("Your nickname").count()).toBe(0);

    // Remove asks first; Escape keeps the player and puts focus back on their Remove button.
    const remove = host.getByRole("button", { name: "Remove Eve" });
    await tabTo(host, "Remove Eve");
    await host.keyboard.press("Enter");
    const asking = host.getByRole("group", { name: "Remove Eve?" });
    await asking.waitFor();
    expect(await host.evaluate(() => document.activeElement?.textContent)).toBe("Keep");
    await axeClean(host, "host asking to remove");
    await screenshot(host, "room-host-remove-asking");
    await host.keyboard.press("Escape");
    await asking.waitFor({ state: "detached" });
    await expect
      .poll(() => host.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Remove Eve");
    expect(await host.getByText("Eve", { exact: true }).count()).toBe(1);
    await remove.press("Enter");
    await host.keyboard.press("Shift+Tab");
    expect(await host.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Yes, remove Eve",
    );
    await host.keyboard.press("Enter");
    await host.getByText("Eve", { exact: true }).waitFor({ state: "detached" });
    await host.getByText("0 players", { exact: true }).waitFor();
    await phone.getByText("The host removed you from this room.").waitFor();
    await phone.getByRole("heading", { name: `Room ${code} is locked` }).waitFor();

    // Unlocked, the removed phone may come back as a new player.
    await host.getByRole("button", { name: "Unlock room" }).click();
    await host.getByRole("status").filter({ hasText: "Open: new players can join." }).waitFor();
    await phone.getByRole("link", { name: "Try again" }).click();
    await phone.getByRole("heading", { name: `Join room ${code} again` }).waitFor();
    await phone.getByLabel("Your nickname").fill("Eve");
    await phone.keyboard.press("Enter");
    await phone.getByRole("heading", { name: "You're in!" }).waitFor();
    await host.getByText("Eve", { exact: true }).waitFor();
    await lateContext.close();
    await context.close();
    await hostContext.close();
  }, 60_000);

  it("locks and removes without JavaScript on the host screen", async () => {
    const { page: host, context: hostContext } = await browser.page({ javaScriptEnabled: false });
    const code = await startRoom(host, false);
    const { page: phone, context } = await browser.page({ width: 360 });
    await join(phone, code, "Fay");
    await host.reload();
    await host.getByRole("button", { name: "Lock room" }).click();
    await host.getByText("Locked: no new players can join.").waitFor();
    await host.getByRole("button", { name: "Remove Fay" }).click();
    await host.getByText("No players yet.").waitFor();
    await phone.getByText("The host removed you from this room.").waitFor();
    await host.getByRole("button", { name: "Unlock room" }).click();
    await host.getByText("Open: new players can join.").waitFor();
    await context.close();
    await hostContext.close();
  }, 60_000);

  it("is hosted on /zh/rooms/new and played on /zh/r in Chinese, live over the socket", async () => {
    const { page: host, context: hostContext } = await browser.page({ width: 1280 });
    await host.goto("/zh/rooms/new");
    await hydrated(host);
    await host.getByLabel("问题来自").selectOption("Kids");
    await host.getByLabel("问题数量").fill("2");
    await host.getByLabel("问题数量").press("Enter");
    await host.waitForURL(/\/zh\/rooms\/[A-Z2-9]{6}\/host$/);
    const code = /\/rooms\/([A-Z2-9]{6})\/host$/.exec(host.url())?.[1] ?? "";
    await host.getByRole("heading", { name: "等待玩家加入" }).waitFor();
    await host.getByText(new RegExp(`^加入地址：.+/zh/r/${code}$`)).waitFor();
    await hydrated(host);

    const { page: phone, context } = await browser.page({ width: 360 });
    await phone.goto("/zh/r");
    await hydrated(phone);
    await phone.getByLabel("房间码").fill(code.toLowerCase());
    await phone.keyboard.press("Enter");
    await phone.waitForURL(new RegExp(`/zh/r/${code}$`));
    await phone.getByLabel("你的昵称").fill("小明");
    await phone.keyboard.press("Enter");
    await phone.getByRole("heading", { name: "你已加入！" }).waitFor();
    await host.getByText("1 位玩家", { exact: true }).waitFor();

    await host.getByRole("button", { name: "开始第一题" }).click();
    await host.getByText("第 1 题，共 2 题").waitFor();
    await phone.getByText("第 1 题，共 2 题").waitFor();
    // The room plays the catalogue's Chinese text, since it was started on a Chinese page.
    expect(await phone.locator("main h1").innerText()).toMatch(/\p{Script=Han}/u);
    await phone.getByRole("button", { name: /^A: / }).click();
    await phone.getByText(/^你选了 A：/).waitFor();
    await host.getByText("1 位玩家中已有 1 位投票").waitFor();
    await host.getByRole("button", { name: "揭晓投票" }).click();
    await phone.getByRole("list", { name: "房间里的投票结果" }).waitFor();
    await axeClean(phone, "player revealed, Chinese");
    await host.getByRole("button", { name: "下一题" }).click();
    await host.getByText("第 2 题，共 2 题").waitFor();
    await host.getByRole("button", { name: "结束并查看总结" }).click();
    await host.getByRole("heading", { name: "房间里的投票结果" }).waitFor();
    await phone.getByRole("heading", { name: "房间里的投票结果" }).waitFor();
    expect(
      await phone
        .getByRole("link", { name: /^查看这个问题/ })
        .first()
        .getAttribute("href"),
    ).toMatch(/^\/zh\/question\//);

    // Chinese room pages are per visitor too: never from the edge cache.
    const page = await fetch(`${baseURL()}/zh/r/${code}`);
    expect(page.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(page.headers.get("X-Cache")).toBeNull();
    await context.close();
    await hostContext.close();
  }, 60_000);

  it("answers a mistyped code on the join form, and an unknown room with the 404 page", async () => {
    const { page, context } = await browser.page({ width: 360 });
    await page.goto("/r?code=OOO");
    await page.getByRole("alert").filter({ hasText: "6 letters and digits" }).waitFor();
    await page.goto("/r?code=ZZZZZZ");
    await page.getByRole("alert").filter({ hasText: "There is no room ZZZZZZ" }).waitFor();
    const response = await page.goto("/r/ZZZZZZ");
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
