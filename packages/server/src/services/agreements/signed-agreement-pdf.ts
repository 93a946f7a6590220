import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { drawable, wrapText } from "../../lib/pdf-text";
import { agreementVersion } from "./agreement-text";

const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.39, 0.45, 0.55);
const MARGIN = 56;

/** A signed copy: the exact text of the version signed, then the signature and its record. */
export async function signedAgreementPdf(
  signature: {
    id: string;
    version: string;
    typedName: string;
    signedAt: Date;
    ip: string;
    sha256: string;
  },
  productName: string,
): Promise<Uint8Array> {
  const agreement = agreementVersion(signature.version);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${agreement?.title ?? "Trader Agreement"} - signed by ${signature.typedName}`);
  pdf.setAuthor(productName);
  pdf.setCreationDate(signature.signedAt);
  pdf.setModificationDate(signature.signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 842 - MARGIN;
  const width = 595 - 2 * MARGIN;

  const write = (text: string, size: number, font: PDFFont, color = INK, gap = 4) => {
    for (const line of wrapText(font, text, size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([595, 842]);
        y = 842 - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size + 3;
    }
    y -= gap;
  };

  for (const raw of (agreement?.text ?? "").split(/\n+/)) {
    const line = raw.replace(/\*\*/g, "").trim();
    if (!line) continue;
    if (line.startsWith("# ")) write(line.slice(2), 18, bold, INK, 10);
    else if (line.startsWith("## ")) write(line.slice(3), 12.5, bold, INK, 4);
    else write(line, 10, regular, INK, 6);
  }
  y -= 12;
  write("Signed", 12.5, bold);
  write(`Typed signature: ${signature.typedName}`, 11, bold);
  const record = [
    `Signed at: ${signature.signedAt.toISOString()} (UTC)`,
    `From address: ${signature.ip}`,
    `Agreement version: ${signature.version}`,
    `SHA-256 of the text signed: ${signature.sha256}`,
    `Signature record: ${signature.id}`,
  ];
  for (const line of record) write(drawable(regular, line), 9, regular, MUTED, 1);
  return pdf.save();
}
