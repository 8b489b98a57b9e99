// Which precompressed encodings (br, gzip) a request accepts, honouring q=0, in the plain form sirv matches on.
const precompressed = ['br', 'gzip'] as const

export function acceptedEncodings(header: string | string[] | undefined): string {
  const accepted = new Set<string>()
  const refused = new Set<string>()
  let anyAccepted = false
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    const acceptable = quality === undefined || Number(quality.slice(2)) > 0
    if (name === '*') anyAccepted = acceptable
    else (acceptable ? accepted : refused).add(name)
  }
  // sirv tests with includes('gzip') and /br/, so only exact names may reach it.
  return precompressed.filter((name) => accepted.has(name) || (anyAccepted && !refused.has(name))).join(', ')
}
