import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../lib/format-file-size";
import { formatLocalDateTime } from "../../lib/format-local-time";
import { messageCount } from "./ticket-format";

describe("ticket formatting", () => {
  it("gives file sizes in bytes, KB or MB", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(120 * 1024)).toBe("120 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatFileSize(12 * 1024 * 1024)).toBe("12 MB");
  });

  it("counts messages", () => {
    expect(messageCount(1)).toBe("1 message");
    expect(messageCount(4)).toBe("4 messages");
  });

  it("shows a dash for a bad date", () => {
    expect(formatLocalDateTime("not a date")).toBe("—");
  });
});
