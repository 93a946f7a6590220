import http from "node:http";

/**
 * Test quotes (TEST_MARKET_CONTROL=1) through the server's real pipeline, sent over connections
 * opened beforehand and kept open, as a market feed's is: a quote measured from its send is then
 * not also a TCP handshake that the server accepts a loop turn later (fetch's pool closes
 * connections idle for 4 s).
 */
export class QuoteFeed {
  private readonly agent: http.Agent;

  private constructor(
    private readonly url: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  /** A feed with `connections` connections open to the server at `url`. */
  static async open(url: string, connections = 2): Promise<QuoteFeed> {
    const feed = new QuoteFeed(url, connections);
    await feed.warm(connections);
    return feed;
  }

  /** Makes sure `connections` connections are open (idle ones may have been closed). */
  async warm(connections: number): Promise<void> {
    await Promise.all(
      Array.from({ length: connections }, () => this.request("GET", "/api/health", null)),
    );
  }

  /**
   * Publishes a quote through the test route; resolves once its changes are durable, with when
   * it was sent (epoch ms: the request handed to the kernel, on this process's clock) and when
   * the engine had applied it (the server's clock: this machine's).
   */
  async publish(quote: {
    symbol: string;
    bid: number;
    ask: number;
  }): Promise<{ sentAt: number; appliedAt: number }> {
    let sentAt = 0;
    const body = await this.request(
      "POST",
      "/api/test/market/quote",
      JSON.stringify(quote),
      () => (sentAt = Date.now()),
    );
    return { sentAt, appliedAt: (JSON.parse(body) as { appliedAt: number }).appliedAt };
  }

  close(): void {
    this.agent.destroy();
  }

  private request(
    method: string,
    path: string,
    body: string | null,
    onSent?: () => void,
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          headers: body === null ? {} : { "content-type": "application/json" },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            if ((res.statusCode ?? 0) >= 400) {
              reject(new Error(`${method} ${path} answered ${res.statusCode}: ${text}`));
            } else resolve(text);
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      if (onSent) req.on("finish", onSent);
      req.end(body ?? undefined);
    });
  }
}
