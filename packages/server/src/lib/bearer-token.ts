/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}
