import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./describe-device";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  firefoxUbuntu: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  firefoxWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  firefoxIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
};

describe("describeUserAgent", () => {
  it.each([
    [UA.chromeWindows, "Chrome on Windows"],
    [UA.chromeMac, "Chrome on macOS"],
    [UA.chromeAndroid, "Chrome on Android"],
    [UA.chromeIphone, "Chrome on iPhone"],
    [UA.chromeOs, "Chrome on ChromeOS"],
    [UA.safariIphone, "Safari on iPhone"],
    [UA.safariIpad, "Safari on iPad"],
    [UA.safariMac, "Safari on macOS"],
    [UA.firefoxLinux, "Firefox on Linux"],
    [UA.firefoxUbuntu, "Firefox on Linux"],
    [UA.firefoxWindows, "Firefox on Windows"],
    [UA.firefoxIphone, "Firefox on iPhone"],
    [UA.edgeWindows, "Edge on Windows"],
    [UA.operaWindows, "Opera on Windows"],
    [UA.samsungAndroid, "Samsung Internet on Android"],
  ])("names %s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });

  it("counts headless Chrome (automation, tests) as Chrome", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
  });

  it("names the system alone when the browser is not one it knows", () => {
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0")).toBe(
      "Unknown browser on Linux",
    );
  });

  it("says unknown browser for anything else", () => {
    expect(describeUserAgent(null)).toBe("Unknown browser");
    expect(describeUserAgent(undefined)).toBe("Unknown browser");
    expect(describeUserAgent("")).toBe("Unknown browser");
    expect(describeUserAgent("   ")).toBe("Unknown browser");
    expect(describeUserAgent("curl/8.5.0")).toBe("Unknown browser");
    expect(describeUserAgent("python-requests/2.31.0")).toBe("Unknown browser");
  });
});
