import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { agreementSignatures } from "../db/schema";
import { signedAgreementPdf } from "../services/agreements/signed-agreement-pdf";

/**
 * Where an attachment's bytes come from. The outbox keeps this reference, never the bytes: each
 * sending attempt (the first, or the retry job's after SMTP failed) builds them again.
 */
export type AttachmentSource = {
  /** The signed copy of a trader agreement (the same PDF as its download). */
  kind: "agreement-signature";
  signatureId: string;
  /** The product named as the PDF's author. */
  productName: string;
};

/** A file sent with a message: its name, its type and where its bytes come from. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  source: AttachmentSource;
}

/** The bytes of an attachment, built from its source; throws when the source is gone. */
export async function attachmentContent(db: Db, source: AttachmentSource): Promise<Buffer> {
  switch (source.kind) {
    case "agreement-signature": {
      const [signature] = await db
        .select()
        .from(agreementSignatures)
        .where(eq(agreementSignatures.id, source.signatureId));
      if (!signature) throw new Error(`agreement signature ${source.signatureId} no longer exists`);
      return Buffer.from(await signedAgreementPdf(signature, source.productName));
    }
  }
}
