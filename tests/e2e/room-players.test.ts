import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { nextAddress } from "../fuzz/api-requests";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// A room as its players see it on their phones: joining with a picked or a generated name, a team,
// the countdown, a reload that keeps their seat and vote, and their recap at the end. The host's
// side is driven over its own socket, so these tests follow the phones and nothing else.

type Settings = { timer?: number; teams?: number; reveal?: string };

/** A room started by the host's form post, and a page in the host's browser to command it from. */
async function hostRoom(settings: Settings, count = 2, language = "") {
  const fields = {
    category: "Kids",
    count: String(count),
    questions: "",
    reveal: "host",
    timer: "0",
    teams: "0",
  };
  const body = new URLSearchParams(fields);
  for (const [name, value] of Object.entries(settings)) body.set(name, String(value));
  const started = await fetch(`${baseURL()}${language}/rooms/new`, {
    method: "POST",
    headers: {
      Origin: baseURL(),
      "Content-Type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": nextAddress(),
    },
    body,
    redirect: "manual",
  });
  const page0 = await started.text();
  const code = /\/rooms\/([A-Z2-9]{6})\/host/.exec(started.headers.get("Location") ?? "")?.[1] ?? "";
  expect(code, `${started.status} ${page0.slice(0, 300)}`).toMatch(/^[A-Z2-9]{6}$/);
  const { page, context } = await browser.page();
  const url = new URL(baseURL());
  const cookies = started.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const path = attributes.find((a) => a.startsWith("Path="))?.slice(5) ?? "/";
    const [name = "", value = ""] = pair.split("=");
    return { name, value, domain: url.hostname, path, httpOnly: true };
  });
  await context.addCookies(cookies);
  await page.goto("/r");
  return { code, host: page, hostContext: context };
}

type HostMessage = { type: string; roster?: { id: string; nickname: string }[] };

/** Sends one command over a host socket of its own: the room's first message, and its answer. */
async function command(host: Page, code: string, message: object) {
  const [first, answer] = await host.evaluate(
    ({ code, message }) =>
      new Promise<[string, string]>((resolve, reject) => {
        const ws = new WebSocket(`ws://${location.host}/rooms/${code}/socket`);
        let first = "";
        ws.onerror = () => reject(new Error("host socket failed"));
        ws.onmessage = (event) => {
          if (first) {
            ws.close();
            return resolve([first, String(event.data)]);
          }
          first = String(event.data);
          ws.send(JSON.stringify(message));
        };
      }),
    { code, message },
  );
  expect(JSON.parse(answer).type, answer).not.toBe("error");
  return JSON.parse(first) as HostMessage;
}

async function phone(options: { width?: number; dark?: boolean; script?: boolean } = {}) {
  return browser.page({
    width: options.width ?? 360,
    colorScheme: options.dark ? "dark" : "light",
    javaScriptEnabled: options.script ?? true,
  });
}

async function axeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/**
 * Axe at both phone widths, and a picture of each in this page's scheme. Axe needs the page's
 * scripts, so a page without JavaScript is only pictured: the same markup is checked with them.
 */
async function checkWidths(page: Page, name: string, scripted = true) {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 800 });
    if (scripted) await axeClean(page, `${name} at ${width}px`);
    await screenshot(page, `${name}-${width}`);
  }
}

const playingAs = (page: Page) => page.getByText(/^Playing as /).innerText();

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

describe("a room's players", () => {
  it("join with a picked name or an empty field, in teams, count down, reload and get a recap", async () => {
    const { code, host, hostContext } = await hostRoom({ timer: 10, teams: 2 });

    // With JavaScript: the button picks a name, which the player sees before joining.
    const { page: ana, context: anaContext } = await phone({ width: 320 });
    await ana.goto(`/r/${code}`);
    await hydrated(ana);
    await ana.getByText("Leave it empty and we'll pick a name for you.").waitFor();
    await checkWidths(ana, "room-player-join");
    await ana.getByRole("button", { name: "Pick a name for me" }).click();
    const picked = await ana.getByLabel("Your nickname").inputValue();
    expect(picked).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    await ana
      .getByRole("status")
      .filter({ hasText: `Picked for you: ${picked}.` })
      .waitFor();
    await ana.getByRole("button", { name: "Join the room" }).click();
    await ana.getByRole("heading", { name: "You're in!" }).waitFor();
    expect(await playingAs(ana)).toBe(`Playing as ${picked} · Room ${code}`);
    await ana.getByText("Red Rockets").waitFor();

    // Without JavaScript: no button, and an empty field gets a generated name.
    const { page: ben, context: benContext } = await phone({ dark: true, script: false });
    await ben.goto(`/r/${code}`);
    expect(await ben.getByRole("button", { name: "Pick a name for me" }).count()).toBe(0);
    await ben.getByRole("button", { name: "Join the room" }).click();
    await ben.getByRole("heading", { name: "You're in!" }).waitFor();
    expect(await playingAs(ben)).toMatch(new RegExp(`^Playing as [A-Z][a-z]+ [A-Z][a-z]+ · Room ${code}$`));
    expect(await ben.locator("main").innerText()).toMatch(/Your team\s*●\s*Blue Whales/);
    await checkWidths(ben, "room-player-team-noscript-dark", false);

    // A taken name is refused beside the field, which keeps it and has focus.
    const { page: cleo, context: cleoContext } = await phone();
    await cleo.goto(`/r/${code}`);
    await hydrated(cleo);
    await cleo.getByLabel("Your nickname").fill(picked);
    await cleo.keyboard.press("Enter");
    await cleo.getByRole("alert").filter({ hasText: "already has that nickname" }).waitFor();
    expect(await cleo.getByLabel("Your nickname").inputValue()).toBe(picked);
    expect(await cleo.evaluate(() => document.activeElement?.id)).toBe("nickname");
    await cleoContext.close();

    await command(host, code, { type: "start" });
    await ana.getByText("Question 1 of 2").waitFor();
    await ana.getByRole("timer").waitFor();
    await checkWidths(ana, "room-player-countdown");
    const voteA = ana.getByRole("button", { name: /^A: / });
    await voteA.focus();
    await ana.keyboard.press("Enter");
    await ana.getByText(/^You voted A: /).waitFor();

    // A reload keeps the seat (same name, same team) and the vote.
    await ana.reload();
    await hydrated(ana);
    await ana.getByText(/^You voted A: /).waitFor();
    expect(await playingAs(ana)).toBe(`Playing as ${picked} · Room ${code}`);
    await ana.getByText("Red Rockets").waitFor();

    await ben.reload();
    await ben.getByRole("button", { name: /^A: / }).click();
    await ben.getByText(/^You voted A: /).waitFor();
    await ana.getByText("2 of 2 players voted").waitFor();

    // The room's alarm closes voting when the countdown ends.
    await ana.getByText("Voting has closed").waitFor({ timeout: 20_000 });
    expect(await ana.getByRole("timer").count()).toBe(0);
    await checkWidths(ana, "room-player-closed");

    await command(host, code, { type: "next", index: 0 });
    await ana.getByText("Question 2 of 2").waitFor();
    await ana.getByRole("button", { name: /^B: / }).click();
    await ana.getByText(/^You voted B: /).waitFor();
    await command(host, code, { type: "next", index: 1 });

    await ana.getByText("You sided with the majority 2 of 2 times.").waitFor();
    await ana.getByText("You voted on 2 of 2 questions.").waitFor();
    await ana.getByRole("heading", { name: "How the room voted" }).waitFor();
    await checkWidths(ana, "room-player-recap");
    // The page without JavaScript shows the recap too.
    await ben.reload();
    await ben.getByText("You sided with the majority 1 of 1 time.").waitFor();
    await ben.getByText("You voted on 1 of 2 questions.").waitFor();
    await checkWidths(ben, "room-player-recap-noscript-dark", false);
    await closeAll(anaContext, benContext, hostContext);
  }, 240_000);

  it("plays in Chinese with a picked Chinese name, joins a team live, and says when a player never voted", async () => {
    const { code, host, hostContext } = await hostRoom({}, 1, "/zh");
    const { page, context } = await phone({ dark: true });
    await page.goto(`/zh/r/${code}`);
    await hydrated(page);
    await page.getByText("留空的话，我们会帮你起一个名字。").waitFor();
    await page.getByRole("button", { name: "帮我起个名字" }).click();
    const picked = await page.getByLabel("你的昵称").inputValue();
    expect(picked).toMatch(/^\p{Script=Han}+的\p{Script=Han}+$/u);
    await checkWidths(page, "room-player-join-zh-dark");
    await page.getByRole("button", { name: "加入房间" }).click();
    await page.getByRole("heading", { name: "你已加入！" }).waitFor();
    await hydrated(page);
    expect(await page.getByText("你的队伍").count()).toBe(0);
    // Teams set in the lobby reach a phone that is already in, over its socket.
    const { roster } = await command(host, code, { type: "settings", teams: 2 });
    await page.getByText("你的队伍").waitFor();
    await page.getByText("红色火箭队").waitFor();
    // Renamed by the host, the player hears the new name live and keeps their seat under it.
    await command(host, code, { type: "rename", playerId: roster?.[0]?.id, nickname: "小红" });
    await page.getByText("你的昵称：小红").waitFor();
    await page.reload();
    await page.getByText("你的昵称：小红").waitFor();
    await hydrated(page);
    await checkWidths(page, "room-player-team-zh-dark");

    await command(host, code, { type: "start" });
    await page.getByText("第 1 题，共 1 题").waitFor();
    await checkWidths(page, "room-player-question-zh-dark");
    await command(host, code, { type: "next", index: 0 });
    await page.getByText("你没有为任何问题投票，所以没法和多数人比较。").waitFor();
    await checkWidths(page, "room-player-recap-zh-dark");
    await closeAll(context, hostContext);
  }, 120_000);
});
