/**
 * The named route "checkout" of spec §2: /checkout/{plan}, where plan is the full account size
 * string with its dollar sign and commas, kept literal in the URL (/checkout/$200,000).
 */
export const CHECKOUT_ROUTE_ID = "checkout";
export const CHECKOUT_ROUTE_PATH = "checkout/:plan";

export function checkoutPath(sizeLabel: string): string {
  return `/checkout/${sizeLabel}`;
}

/** The public page of a certificate, where anyone can see it is genuine: /certificates/{id}. */
export function certificatePath(certificateId: string): string {
  return `/certificates/${encodeURIComponent(certificateId)}`;
}

/** A trader's public page (the openbook, issue 31), by their public id. */
export function openbookTraderPath(publicId: string): string {
  return `/openbook/${encodeURIComponent(publicId)}`;
}
