/**
 * A URL on our API as the server hands it out (a stored file, a PDF, a payment page): the
 * samples build them here, so feature code and tests never write the API's prefix themselves.
 */
export const apiUrl = (path: string): string => `/api${path}`;

/** The same, absolute, as the test payment processor's redirect answers it. */
export const absoluteApiUrl = (path: string): string => `http://localhost${apiUrl(path)}`;
