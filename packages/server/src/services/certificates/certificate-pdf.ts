import type { Certificate } from "@proparena/contracts/certificates";
import { formatUsd } from "@proparena/domain/core/money";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { drawable } from "../../lib/pdf-text";

const INK = rgb(0.07, 0.09, 0.15);
const BRAND = rgb(0.06, 0.6, 0.45);
const MUTED = rgb(0.39, 0.45, 0.55);

/** The certificate as a one-page A4 landscape PDF, with its verification URL. */
export async function certificatePdf(c: Certificate, productName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${c.title} - ${c.name}`);
  pdf.setAuthor(productName);
  pdf.setSubject(`Verify at ${c.verifyUrl}`);
  pdf.setCreationDate(new Date(c.issuedAt));
  pdf.setModificationDate(new Date(c.issuedAt));
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const centered = (text: string, y: number, size: number, font: PDFFont, color = INK) => {
    const safe = drawable(font, text);
    page.drawText(safe, {
      x: (width - font.widthOfTextAtSize(safe, size)) / 2,
      y,
      size,
      font,
      color,
    });
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: BRAND,
    borderWidth: 0.75,
  });
  centered(productName.toUpperCase(), height - 90, 14, bold, BRAND);
  centered("CERTIFICATE", height - 130, 30, bold);
  centered(c.title, height - 165, 18, regular, MUTED);
  centered("awarded to", height - 215, 12, regular, MUTED);
  centered(c.name, height - 255, 32, bold);
  const date = new Date(c.issuedAt).toUTCString().slice(5, 16);
  centered(`${c.planLabel} account  ·  ${date}`, height - 290, 13, regular, MUTED);
  let y = height - 340;
  for (const f of c.figures) {
    centered(`${f.label}: ${formatUsd(f.cents)}`, y, 14, regular);
    y -= 22;
  }
  centered(`Certificate ${c.id}`, 80, 9, regular, MUTED);
  centered(`Verify that it is genuine at ${c.verifyUrl}`, 64, 10, regular, BRAND);
  return pdf.save();
}
