/** The host a Host header names, without its port, in lower case ("[::1]:9000" is "[::1]"). */
export const hostnameOf = (header: string | undefined): string =>
  (header ?? "").trim().toLowerCase().replace(/:\d*$/, "")
