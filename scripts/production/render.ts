/**
 * Fills the ${NAME} placeholders of a template with the given values, as envsubst does, and
 * fails on any placeholder left without a value (nginx variables such as $uri have no braces).
 */
export function renderTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for \${${name}}`);
    return String(values[name]);
  });
}
