/** Header names that nodemailer may receive: RFC 5322 field names of letters, digits and dashes. */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

/** The headers to store with a message; throws on a name that is not a header token. */
export function sanitizeHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const entries = Object.entries(headers ?? {}).map(([name, value]) => {
    if (!HEADER_NAME.test(name)) throw new Error(`invalid e-mail header name ${JSON.stringify(name)}`);
    // A line break in a value would start a new header (header injection).
    return [name, value.replace(/[\r\n]+/g, ' ').trim()] as const;
  });
  return Object.fromEntries(entries);
}
