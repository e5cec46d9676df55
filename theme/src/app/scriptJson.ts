/**
 * The one way a value is written into an inline `<script>`: JSON with `<`, `>`, `&`, U+2028 and
 * U+2029 escaped, so no value (a config string such as `</script><script>…`) can end the script
 * element, open a comment, or break a JavaScript string.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
