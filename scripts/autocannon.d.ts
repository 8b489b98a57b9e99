// The part of autocannon's API that scripts/load-test.ts uses (autocannon ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  interface Options {
    url: string
    connections: number
    duration: number
    headers?: Record<string, string>
    requests?: { method: 'GET' | 'HEAD'; path: string }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
