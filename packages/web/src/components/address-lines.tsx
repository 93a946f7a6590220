import { findCountry } from "@proparena/contracts/country-regions";

export interface PostalAddress {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  postalCode: string;
  city: string;
  /** A country code; shown by its name. */
  country: string;
}

/** An address one line per part, as it was typed (the country by its name). */
export function AddressLines({ address }: { address: PostalAddress }) {
  const lines = [
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.postalCode} ${address.city}`,
    findCountry(address.country)?.countryName ?? address.country,
  ].filter((line) => line.trim() !== "");
  return lines.map((line, index) => (
    <span key={index} className="block">
      {line}
    </span>
  ));
}
