import { describe, expect, it } from "vitest";
import { IntegrityMonitor } from "./integrity-monitor";
import { linkScore, PersonLinks } from "./multi-account";
import { INTEGRITY_POLICY } from "./integrity-policy";
import { feed, signalEvent, T0 } from "../testing/integrity-fixture";

describe("multi-account: one person behind several identities", () => {
  it("two people sharing a device and a card: both flagged with the shared values", () => {
    const monitor = new IntegrityMonitor();
    const raised = feed(monitor, [
      signalEvent("p1", "device", "d1", T0),
      signalEvent("p1", "card", "c1", T0),
      signalEvent("p2", "device", "d1", T0 + 1),
      signalEvent("p2", "card", "c1", T0 + 2),
    ]);
    // The device alone scores 0.7 (flagged, not held); the card raises it to 0.985 (held).
    expect(raised.map((f) => [f.personId, f.score, f.hold])).toEqual([
      ["p2", 0.7, false],
      ["p1", 0.7, false],
      ["p2", 0.985, true],
      ["p1", 0.985, true],
    ]);
    const p1 = monitor.flags.all().find((f) => f.personId === "p1")!;
    expect(p1.accountId).toBeNull();
    expect(p1.evidence.otherPeople).toEqual(["p2"]);
    expect(p1.evidence.signals).toEqual([
      { kind: "card", value: "c1" },
      { kind: "device", value: "d1" },
    ]);
    expect(monitor.links.group("p2")).toBe(monitor.links.group("p1"));
  });

  it("a shared sign-in address alone (a household) is not enough", () => {
    const monitor = new IntegrityMonitor();
    feed(monitor, [signalEvent("p1", "ip", "h"), signalEvent("p2", "ip", "h")]);
    expect(monitor.flags.all()).toEqual([]);
    expect(monitor.links.group("p2")).not.toBe(monitor.links.group("p1"));
    expect(
      linkScore(
        [
          { kind: "ip", value: "h" },
          { kind: "ip", value: "h2" },
        ],
        INTEGRITY_POLICY,
      ),
    ).toBe(0.51);
  });

  it("a value many people share (a café) links no one once it is public", () => {
    const links = new PersonLinks(INTEGRITY_POLICY);
    const max = INTEGRITY_POLICY.multiAccount.maxPeoplePerValue;
    for (let i = 0; i <= max; i++)
      links.observe({ personId: `p${i}`, kind: "device", value: "kiosk", time: i });
    const late = links.observe({ personId: "late", kind: "device", value: "kiosk", time: 99 });
    expect(late.detections).toEqual([]);
    expect(links.sharedBy("late", "p0")).toEqual([]);
  });

  it("one person's own signals seen twice change nothing", () => {
    const links = new PersonLinks(INTEGRITY_POLICY);
    links.observe({ personId: "p1", kind: "card", value: "c", time: 0 });
    expect(links.observe({ personId: "p1", kind: "card", value: "c", time: 1 })).toEqual({
      detections: [],
      merged: [],
    });
  });
});
