const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: anything else must not reach a uuid column (the database would refuse it). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
