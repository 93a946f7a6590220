import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const YEAR_S = 365 * 24 * 3_600;

/** Origins other than ours that a page may load from, by kind (e.g. a CDN for hero videos). */
export interface ExtraOrigins {
  media?: string[];
  /** Where the browser may send requests: a configured payout chain's public RPC. */
  connect?: string[];
}

/** The Content-Security-Policy directives of every response (the SPA's page above all). */
export function cspDirectives(inlineScriptHashes: readonly string[], extra: ExtraOrigins = {}) {
  return {
    defaultSrc: ["'self'"],
    // No inline script runs but the page's own, each allowed by its hash; no eval.
    scriptSrc: ["'self'", ...inlineScriptHashes],
    scriptSrcAttr: ["'none'"],
    // React and the chart library set styles through the DOM; the test card page has a <style>.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    mediaSrc: ["'self'", ...(extra.media ?? [])],
    // The API and the socket (same origin, http and ws); the payout chain's RPC when it is
    // another origin (the browser reads the contract and waits for its claim there).
    connectSrc: ["'self'", ...(extra.connect ?? [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The origin of an absolute URL setting, or none for a path on our own origin. */
export function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * Security headers on every response (helmet): a strict CSP, no framing, no sniffing, a strict
 * referrer policy, and HSTS when TLS ends at a proxy in front of us (TRUST_PROXY). Helmet's
 * headers depend only on its options, so its middleware runs once, on a recording response, and
 * each answer gets the recorded headers in one loop (its Fastify plugin builds the middleware
 * anew per request, which cost 6% of an order's CPU; running its ~13 middlewares per answer
 * cost another few percent).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { inlineScriptHashes: readonly string[]; extra?: ExtraOrigins; hsts: boolean },
): void {
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(options.inlineScriptHashes, options.extra),
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: options.hsts ? { maxAge: YEAR_S, includeSubDomains: true } : false,
    }),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

/** The headers a helmet middleware sets (it sets the same ones on every response). */
function helmetHeaders(apply: ReturnType<typeof helmet>): [string, string][] {
  const set: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void set.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let failed: unknown = null;
  apply({} as never, recorder as never, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw failed;
  return set;
}
