/**
 * Netlify's own parser for `_headers` and the `[[headers]]` of netlify.toml
 * (netlify-headers-parser, the code Netlify's build runs), so what we serve in
 * tests and what we check before a deploy is read exactly as Netlify reads it.
 */
export interface NetlifyHeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

export async function parseNetlifyHeaders(files: {
  headersFile?: string
  netlifyConfigPath?: string
}): Promise<{ rules: NetlifyHeaderRule[]; errors: string[] }> {
  // An ES module, which this CommonJS code can only load with a real import().
  const { parseAllHeaders } = await import("netlify-headers-parser")
  // Its published types declare the file lists as never[].
  const { headers, errors } = await parseAllHeaders({
    headersFiles: (files.headersFile ? [files.headersFile] : []) as never[],
    netlifyConfigPath: files.netlifyConfigPath,
    minimal: false,
  })
  return {
    rules: headers.map(rule => ({
      for: rule.for,
      forRegExp: rule.forRegExp ?? new RegExp(`^${rule.for}$`),
      values: rule.values,
    })),
    errors: errors.map(error => error.message),
  }
}
