import {
  agreementSchema,
  agreementSignatureSchema,
  signAgreementBodySchema,
  type Agreement,
  type AgreementSigner,
  type AgreementSignature,
} from "@proparena/contracts/agreements";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { apiUrl } from "../../../testing/api-url";

/**
 * Trader agreement answers for the web tests (contracts/agreements.ts), parsed with the
 * contract's schemas so they cannot drift from the wire format, and a small stateful stand-in
 * for GET /agreements, POST /agreements/sign and the signed PDFs.
 */

export const AGREEMENT_TEXT = [
  "# Trader Agreement",
  "",
  "This agreement is between **PropArena** and you, the trader.",
  "",
  "## 1. Funded account",
  "",
  "1. You trade with virtual money.",
  "2. Payouts follow the weekly pools.",
  "",
  "## 2. Conduct",
  "",
  "- No bots.",
  "- One account per person.",
].join("\n");

export function sampleAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return agreementSchema.parse({
    version: "2026-11-01",
    title: "PropArena Trader Agreement",
    text: AGREEMENT_TEXT,
    sha256: "a".repeat(64),
    ...overrides,
  });
}

export function sampleSignature(overrides: Partial<AgreementSignature> = {}): AgreementSignature {
  const id = overrides.id ?? "sig_1";
  return agreementSignatureSchema.parse({
    id,
    version: "2026-11-01",
    typedName: "Tess Trader",
    signedAt: "2025-01-08T14:03:07.000Z",
    ip: "203.0.113.7",
    sha256: "a".repeat(64),
    pdfUrl: apiUrl(`/agreements/signatures/${id}/pdf`),
    ...overrides,
  });
}

export const PDF_BYTES = "%PDF-1.7 signed trader agreement";

/** The signer whose identity check approved the legal name "Tess Trader". */
export const APPROVED_SIGNER: AgreementSigner = { kycStatus: "approved", legalName: "Tess Trader" };

/** Case and spacing aside, as the server compares a typed name with the legal name. */
const folded = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Serves the agreement routes on the fake API. A signature of any version but the current one
 * is a 409 AGREEMENT_OUTDATED (as when a new text is `publish`ed while the trader reads); before
 * the signer's KYC is approved a 409, and a name other than its legal name a 400 on typedName;
 * `openedFundedAccountId` is what a successful signature answers.
 */
export function serveAgreements(
  api: FakeApi,
  {
    current = sampleAgreement(),
    signatures = [] as AgreementSignature[],
    openedFundedAccountId = null as string | null,
    signer = APPROVED_SIGNER,
  } = {},
) {
  let agreement = current;
  let all = signatures;
  const servePdf = (signature: AgreementSignature) =>
    api.on(`GET ${signature.pdfUrl}`, () => ({ status: 200, body: PDF_BYTES }));
  all.forEach(servePdf);

  api.on("GET /agreements", () => ({
    status: 200,
    body: {
      current: agreement,
      signer,
      signedCurrent: all.find((s) => s.version === agreement.version) ?? null,
      signatures: all,
    },
  }));

  api.on("POST /agreements/sign", ({ body }): FakeResponse => {
    const parsed = signAgreementBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      }));
      return {
        status: 400,
        body: { message: issues[0]!.message, code: "VALIDATION_ERROR", issues },
      };
    }
    if (parsed.data.version !== agreement.version || parsed.data.sha256 !== agreement.sha256) {
      return {
        status: 409,
        body: {
          message: "A newer version of the agreement was published",
          code: "AGREEMENT_OUTDATED",
        },
      };
    }
    if (signer.legalName === null) {
      return {
        status: 409,
        body: {
          message:
            "Verify your identity first: the agreement is signed with the legal name of your approved identity check.",
          code: "CONFLICT",
        },
      };
    }
    if (folded(parsed.data.typedName) !== folded(signer.legalName)) {
      const message = `Type your legal name as it is on your approved identity check: ${signer.legalName}`;
      return {
        status: 400,
        body: { message, code: "VALIDATION_ERROR", issues: [{ path: "typedName", message }] },
      };
    }
    const signature = sampleSignature({
      id: `sig_${all.length + 1}`,
      version: agreement.version,
      typedName: parsed.data.typedName,
      sha256: agreement.sha256,
      signedAt: "2025-01-10T12:00:00.000Z",
      ip: "198.51.100.23",
    });
    all = [signature, ...all];
    servePdf(signature);
    return {
      status: 201,
      body: { signature, openedFundedAccountId },
    };
  });

  return {
    api,
    signatures: () => all,
    /** A new text becomes the current version. */
    publish(next: Agreement) {
      agreement = next;
    },
  };
}
