import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, sharedBrowser } from "./browser";
import { axeClean, join } from "./room-pages";

const browser = sharedBrowser();

// The host's side of a room: the big screen, the remote on the host's phone (paired from the big
// screen's link) and three players, through settings, teams, backstage, countdown, close, reveal,
// reset, rename and the summary's link.

const ADDED = "Would you rather pass filler test 007 or skip filler test 007?";

async function startRoom(host: Page, teams: string): Promise<string> {
  await host.goto("/rooms/new");
  await hydrated(host);
  await host.getByLabel("Questions from").selectOption("Kids");
  await host.getByLabel("How many questions").fill("3");
  await host.getByRole("radio", { name: teams }).check();
  await host.getByRole("button", { name: "Start the room" }).click();
  await host.waitForURL(/\/rooms\/[A-Z2-9]{6}\/host$/);
  await host.getByRole("heading", { name: "Waiting for players" }).waitFor();
  await hydrated(host);
  return /\/rooms\/([A-Z2-9]{6})\/host$/.exec(host.url())?.[1] ?? "";
}

/** Looks at the page in both schemes at this width, for a person to check. */
async function pictures(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width > 1000 ? 1000 : 740 });
  await screenshot(page, `${name}-${width}`);
  await page.emulateMedia({ colorScheme: "dark" });
  // Axe first: it lets the colours finish easing into the dark scheme before the picture.
  await axeClean(page, `${name} at ${width}, dark`);
  await screenshot(page, `${name}-${width}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
}

/** The page's own elements that stick out past the viewport's right edge (a phone would scroll sideways). */
const overflowing = () =>
  [...document.querySelectorAll("main *")]
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`)
    .slice(0, 5);

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

describe("a room's host", () => {
  it("runs a room from the big screen and a paired phone remote, with teams, backstage and a countdown", async () => {
    const { page: newRoom, context: newRoomContext } = await browser.page({ width: 360 });
    await newRoom.goto("/rooms/new");
    await hydrated(newRoom);
    await axeClean(newRoom, "/rooms/new at 360");
    await screenshot(newRoom, "room-new-360");
    await newRoomContext.close();

    const { page: host, context: hostContext } = await browser.page({ width: 1280 });
    await host.goto("/rooms/new");
    await axeClean(host, "/rooms/new at 1280");
    const code = await startRoom(host, "2 teams");

    // The remote's link is on the big screen only inside the closed disclosure.
    expect(await host.getByLabel("Remote link").isVisible()).toBe(false);
    await host.getByText("Control from your phone").click();
    const link = await host.getByLabel("Remote link").inputValue();
    expect(link).toMatch(new RegExp(`/rooms/${code}/remote\\?key=[0-9a-f]{32}$`));
    await host.locator('svg[aria-label^="QR code that opens the remote"]').waitFor();
    await axeClean(host, "host lobby, remote link open");

    const { page: remote, context: remoteContext } = await browser.page({ width: 320 });
    await remote.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await remote.waitForURL(new RegExp(`/rooms/${code}/remote$`));
    await hydrated(remote);
    await axeClean(remote, "remote lobby at 320");

    const phones = await Promise.all([0, 1, 2].map(() => browser.page({ width: 360 })));
    const players = phones.map((p) => p.page);
    for (const [i, name] of ["Ana", "Ben", "Cleo"].entries()) await join(players[i] as Page, code, name);
    await host.getByText("3 players", { exact: true }).first().waitFor();
    // Two teams, shared out as they joined: each with its name and shape, never colour alone.
    await host.getByText("Red Rockets").first().waitFor();
    await host.getByText("Blue Whales").first().waitFor();
    await remote.getByText("Red Rockets").first().waitFor();

    // Rename, inline on the big screen.
    await host.locator('summary[aria-label="Rename Ana"]').click();
    await host.getByLabel("New nickname for Ana").fill("Anna");
    await host.getByLabel("New nickname for Ana").press("Enter");
    await host.getByText("Anna", { exact: true }).waitFor();

    // Backstage: a move, then an add from the site's search, then a skip.
    const firstDown = host.getByRole("button", { name: /^Move down: / }).first();
    const moved = ((await firstDown.getAttribute("aria-label")) ?? "").replace(/^Move down: /, "");
    await firstDown.click();
    await host.getByRole("button", { name: `Move up: ${moved}` }).waitFor();
    await host.getByLabel("Search our questions").fill("filler test 007");
    await host.getByLabel("Search our questions").press("Enter");
    await host.getByRole("list", { name: "Questions found" }).waitFor();
    await host.getByRole("button", { name: `Add: ${ADDED}` }).click();
    await status(host, `Added at the end: ${ADDED}`).waitFor();
    await host.getByRole("button", { name: `Skip: ${ADDED}` }).waitFor();
    await remote.getByRole("button", { name: `Skip: ${ADDED}` }).click();
    await host.getByRole("button", { name: `Skip: ${ADDED}` }).waitFor({ state: "detached" });
    await axeClean(host, "host lobby with backstage");
    await pictures(host, "room-host-lobby", 1280);

    // The remote starts; the big screen hides the votes until they are revealed, the remote does not.
    await remote.getByRole("button", { name: "Start the first question" }).click();
    await host.getByText("Question 1 of 3").waitFor();
    for (const [i, option] of ["A", "A", "B"].entries()) {
      const phone = players[i] as Page;
      await phone.getByRole("button", { name: new RegExp(`^${option}: `) }).click();
      await phone.getByText(new RegExp(`^You voted ${option}: `)).waitFor();
    }
    await host.getByText("3 of 3 players voted").waitFor();
    await host.getByText("The votes stay hidden until you reveal them.").waitFor();
    expect(await host.getByRole("list", { name: "Votes so far" }).count()).toBe(0);
    await remote.getByRole("list", { name: "Votes so far" }).waitFor();
    await axeClean(host, "host question");
    await pictures(host, "room-host-question", 1280);
    await pictures(host, "room-host-question", 1920);
    await host.setViewportSize({ width: 360, height: 740 });
    await axeClean(host, "host question at 360");
    await host.setViewportSize({ width: 1280, height: 1000 });
    await axeClean(remote, "remote question at 320");
    await pictures(remote, "room-remote-question", 320);
    expect(await remote.evaluate(overflowing), "wider than a 320 px phone").toEqual([]);
    await pictures(remote, "room-remote-question", 360);
    await remote.setViewportSize({ width: 1280, height: 900 });
    await axeClean(remote, "remote question at 1280");
    await remote.setViewportSize({ width: 320, height: 740 });

    // Close on the big screen, reveal from the remote: the split shows, teams' too.
    await host.getByRole("button", { name: "Close voting" }).click();
    await status(host, "Voting is closed").waitFor();
    await remote.getByRole("button", { name: "Reveal the votes" }).click();
    await host.getByRole("list", { name: "Votes so far" }).waitFor();
    await host
      .getByText(/^A \d+% · B \d+%$/)
      .first()
      .waitFor();
    // Readable from the back of a classroom: the bars' labels and counts at 30 px or more.
    const bars = await host.evaluate(() =>
      [...document.querySelectorAll('[aria-label="Votes so far"] li > p')].map((p) =>
        Number.parseFloat(getComputedStyle(p).fontSize),
      ),
    );
    expect(Math.min(...bars)).toBeGreaterThanOrEqual(30);
    await pictures(host, "room-host-revealed", 1280);

    // Reset asks first, with the safe answer focused.
    await host.getByRole("button", { name: "Reset" }).click();
    await host.getByRole("group", { name: "Delete this question's votes and ask it again?" }).waitFor();
    expect(await host.evaluate(() => document.activeElement?.textContent)).toBe("Keep the votes");
    await host.getByRole("button", { name: "Yes, reset" }).click();
    await host.getByText("0 of 3 players voted").waitFor();
    await status(host, "Voting is open").waitFor();

    // A ten-second countdown from the remote's settings: the next question closes by itself.
    await remote.getByText("Settings", { exact: true }).click();
    await remote.getByRole("radio", { name: "10 seconds" }).check();
    await remote.getByRole("button", { name: "Save settings" }).click();
    await status(remote, "Settings saved.").waitFor();
    await remote.getByRole("button", { name: "Next question" }).click();
    await host.getByText("Question 2 of 3").waitFor();
    const seconds = Number(await host.getByTestId("countdown").innerText());
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(10);
    await status(host, "10 seconds to vote.").waitFor();
    const size = (selector: string) =>
      host.evaluate(
        (s) => Number.parseFloat(getComputedStyle(document.querySelector(s) as Element).fontSize),
        selector,
      );
    expect(await size("main h1")).toBeGreaterThanOrEqual(48);
    expect(await size('[data-testid="countdown"]')).toBeGreaterThanOrEqual(72);
    await screenshot(host, "room-host-countdown-1280");
    await status(host, "Voting is closed").waitFor({ timeout: 15_000 });
    await host.getByRole("button", { name: "Re-open voting" }).click();
    await status(host, "Voting is open").waitFor();
    await host.getByTestId("countdown").waitFor();

    await host.getByRole("button", { name: "Next question" }).click();
    await host.getByText("Question 3 of 3").waitFor();
    await remote.getByRole("button", { name: "Finish and show the summary" }).click();
    await host.getByRole("heading", { name: "That's the end of the room!" }).waitFor();
    const summary = host.getByRole("link", { name: "Open the summary" });
    const href = (await summary.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/rooms\/summary\/[0-9a-f]+$/);
    expect(await host.getByRole("link", { name: "Download the results (CSV)" }).getAttribute("href")).toBe(
      `${href}/csv`,
    );
    await remote.getByRole("link", { name: "Open the summary" }).waitFor();
    await axeClean(remote, "remote ended");
    await axeClean(host, "host ended");
    await pictures(host, "room-host-ended", 1280);
    // The summary kept for the host: every question, the teams' table, who stood apart, the CSV.
    await summary.click();
    await host.getByRole("heading", { name: `How room ${code} voted` }).waitFor();
    await host.getByRole("table", { name: "Each team's split on each question" }).waitFor();
    await host.getByRole("heading", { name: "Most often in the minority" }).waitFor();
    await axeClean(host, "summary at 1280");
    await pictures(host, "room-summary", 1280);
    await pictures(host, "room-summary", 360);
    const csv = await fetch(`${baseURL()}${href}/csv`);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // UTF-8's byte-order mark first, so a spreadsheet reads the names as written.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^Number,Question,Option A,Option B,Room votes A,/);

    for (const p of phones) await p.context.close();
    await remoteContext.close();
    await hostContext.close();
  }, 180_000);

  it("works without JavaScript: settings on the new-room form, the remote's pairing and buttons, reset's question", async () => {
    const { page: host, context: hostContext } = await browser.page({ javaScriptEnabled: false });
    await host.goto("/rooms/new");
    await host.getByLabel("How many questions").fill("2");
    await host.getByRole("radio", { name: "As votes come in" }).check();
    await host.getByRole("radio", { name: "20 seconds" }).check();
    await host.getByRole("button", { name: "Start the room" }).click();
    await host.waitForURL(/\/rooms\/[A-Z2-9]{6}\/host$/);
    const code = /\/rooms\/([A-Z2-9]{6})\/host$/.exec(host.url())?.[1] ?? "";
    expect(await host.getByRole("radio", { name: "As votes come in" }).isChecked()).toBe(true);
    expect(await host.getByRole("radio", { name: "20 seconds" }).isChecked()).toBe(true);
    const link = await host.getByLabel("Remote link").inputValue();

    // Unpaired, or with a wrong key: refused with a sentence.
    const { page: stranger, context: strangerContext } = await browser.page({ width: 360 });
    expect((await stranger.goto(`/rooms/${code}/remote`))?.status()).toBe(403);
    await stranger.getByText("This browser is not paired with that room.", { exact: false }).waitFor();
    expect((await stranger.goto(`/rooms/${code}/remote?key=${"0".repeat(32)}`))?.status()).toBe(403);
    expect((await stranger.goto(`/zh/rooms/${code}/remote`))?.status()).toBe(403);
    await stranger.getByText("此浏览器尚未与该房间配对", { exact: false }).waitFor();
    await strangerContext.close();

    const { page: remote, context: remoteContext } = await browser.page({
      width: 320,
      javaScriptEnabled: false,
    });
    await remote.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await remote.waitForURL(new RegExp(`/rooms/${code}/remote$`));
    await remote.getByRole("button", { name: "Start the first question" }).click();
    await remote.getByText("Question 1 of 2").waitFor();
    await remote.getByRole("button", { name: "Close voting" }).click();
    await status(remote, "Voting is closed").waitFor();
    await remote.getByRole("button", { name: "Reset" }).click();
    await remote.getByRole("group", { name: "Delete this question's votes and ask it again?" }).waitFor();
    await remote.getByRole("button", { name: "Yes, reset" }).click();
    await status(remote, "Voting is open").waitFor();
    await host.reload();
    await host.getByText("Question 1 of 2").waitFor();
    await host.getByRole("button", { name: "Next question" }).click();
    await host.getByText("Question 2 of 2").waitFor();
    await remoteContext.close();
    await hostContext.close();
  }, 90_000);
});
