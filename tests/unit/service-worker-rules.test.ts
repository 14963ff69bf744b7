import { describe, expect, it } from "vitest";
import { documentOfData, pageOfData, requestRule } from "#app/lib/service-worker-rules.ts";
import routes from "#app/routes.ts";

// What the service worker may keep and what it must never touch (app/lib/service-worker-rules.ts).

const ORIGIN = "https://example.com";
const navigate = (path: string, method = "GET") =>
  requestRule({ method, mode: "navigate", url: `${ORIGIN}${path}` }, ORIGIN);
const fetched = (path: string, method = "GET") =>
  requestRule({ method, mode: "cors", url: `${ORIGIN}${path}` }, ORIGIN);

describe("the service worker's rules", () => {
  it("keeps the home, list, category, question and landing pages a visitor opens, in both languages", () => {
    for (const path of [
      "/",
      "/would-you-rather-questions?sort=hottest&page=2",
      "/category/Kids",
      "/question/a-b",
    ]) {
      expect(navigate(path), path).toBe("saved-page");
      expect(navigate(path === "/" ? "/zh/" : `/zh${path}`), path).toBe("saved-page");
    }
    expect(navigate("/zh")).toBe("saved-page");
  });

  it("keeps every landing page the route table has", () => {
    const landing = routes.filter(
      (route) => route.file === "routes/landing/landing.tsx" && !route.path?.startsWith("zh/"),
    );
    expect(landing.length).toBeGreaterThanOrEqual(10);
    for (const route of landing) expect(navigate(`/${route.path}`), route.path).toBe("saved-page");
  });

  it("keeps those pages' React Router data too, and reads which page a data request is for", () => {
    expect(fetched("/_root.data")).toBe("saved-data");
    expect(fetched("/zh.data")).toBe("saved-data");
    expect(fetched("/question/a-b.data?_routes=routes%2Fquestion%2Fquestion")).toBe("saved-data");
    expect(fetched("/about.data")).toBe("data");
    expect(fetched("/__manifest?paths=%2Fabout&version=abc")).toBe("route-map");
    expect(pageOfData("/_root.data")).toBe("/");
    expect(pageOfData("/zh.data")).toBe("/zh/");
    expect(pageOfData("/question/a-b")).toBeUndefined();
    expect(documentOfData(new URL(`${ORIGIN}/category/Kids.data?page=2&_routes=x`))).toBe(
      "/category/Kids?page=2",
    );
  });

  it("answers other pages from the network only, with the offline page when it fails", () => {
    for (const path of [
      "/about",
      "/play",
      "/submit-would-you-rather-question",
      "/question/a-b/share",
      "/zh/pricing",
    ]) {
      expect(navigate(path), path).toBe("page");
    }
  });

  it("never touches writes, the API, accounts, moderation, rooms, embeds, private links or the mailbox", () => {
    const never = [
      "/api/questions",
      "/api/auth/get-session",
      "/sign-in",
      "/sign-out",
      "/auth/callback",
      "/reset-password",
      "/settings",
      "/activity",
      "/moderate",
      "/moderate/reports",
      "/r",
      "/r/ABCD",
      "/rooms/new",
      "/rooms/ABCD/host",
      "/embed/question/a-b",
      "/submission/token",
      "/dev/mailbox",
    ];
    for (const path of never) {
      expect(navigate(path), path).toBe("none");
      expect(navigate(`/zh${path}`), path).toBe("none");
      expect(fetched(`${path}.data`), path).toBe("none");
    }
    expect(navigate("/question/a-b", "POST")).toBe("none");
    expect(fetched("/api/questions/x/vote", "POST")).toBe("none");
    expect(fetched("/question/a-b/card.png")).toBe("none");
    expect(requestRule({ method: "GET", mode: "navigate", url: "https://elsewhere.example/" }, ORIGIN)).toBe(
      "none",
    );
  });
});
